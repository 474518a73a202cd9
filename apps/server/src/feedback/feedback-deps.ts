import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { MailService } from '../plugins/mail';
import type { Repositories } from '../plugins/repositories';

/** What sending feedback uses: its table, the mail, the contact address and the clock. */
export interface FeedbackDeps {
  repositories: Pick<Repositories, 'feedback'>;
  mail: Pick<MailService, 'sendMail'>;
  config: Pick<ServerConfig, 'contactMail' | 'productName'>;
  now: () => Date;
}

/** The app's own dependencies, for the feedback route. */
export function feedbackDepsOf(app: FastifyInstance): FeedbackDeps {
  return { repositories: app.repositories, mail: app.mail, config: app.config, now: app.now };
}
