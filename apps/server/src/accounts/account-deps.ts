import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { MailService } from '../plugins/mail';
import type { Repositories } from '../plugins/repositories';

/** What logging in and resetting a password use: the accounts' tables, the mail, the cookie setting, the clock. */
export interface AccountDeps {
  repositories: Pick<Repositories, 'accounts' | 'sessions' | 'passwordResets'>;
  mail: Pick<MailService, 'sendMail'>;
  config: Pick<ServerConfig, 'productName' | 'publicUrl' | 'secureCookies'>;
  now: () => Date;
}

/** The app's own dependencies, for the routes that log in and reset passwords. */
export function accountDepsOf(app: FastifyInstance): AccountDeps {
  return { repositories: app.repositories, mail: app.mail, config: app.config, now: app.now };
}
