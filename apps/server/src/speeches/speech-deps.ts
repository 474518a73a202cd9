import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/open-database';
import { guestAnswerDepsOf, type GuestAnswerDeps } from '../guest-answers/guest-answer-deps';
import type { MailService } from '../plugins/mail';
import type { Repositories } from '../plugins/repositories';
import type { PrintPdfRenderer } from '../prints/print-pdf-renderer';

/** What the owner's and the toastmaster's speech calls use: the tables, the outbox, the PDF renderer, the clock. */
export interface SpeechDeps {
  db: Database;
  repositories: Pick<Repositories, 'speeches' | 'sites'>;
  mail: Pick<MailService, 'outbox' | 'deliverSoon'>;
  config: Pick<ServerConfig, 'market' | 'publicUrl'>;
  pdf: PrintPdfRenderer;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** What a guest's structured sign-up uses: a guest answer's, and the speeches' table. */
export interface SpeechSignupDeps extends GuestAnswerDeps {
  repositories: GuestAnswerDeps['repositories'] & Pick<Repositories, 'speeches'>;
}

/** The app's own dependencies, for the owner's and the toastmaster's routes and the reminder job. */
export function speechDepsOf(app: FastifyInstance): SpeechDeps {
  return {
    db: app.db,
    repositories: app.repositories,
    mail: app.mail,
    config: app.config,
    pdf: app.printing.pdf,
    now: app.now,
    log: app.log,
  };
}

/** The app's own dependencies, for the guests' sign-up. */
export function speechSignupDepsOf(app: FastifyInstance): SpeechSignupDeps {
  return { ...guestAnswerDepsOf(app), repositories: app.repositories };
}
