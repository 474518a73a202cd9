import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/open-database';
import type { MailService } from '../plugins/mail';
import type { Repositories } from '../plugins/repositories';
import type { ServerConfig } from '../config';
import type { PublicRead } from '../plugins/public-read';
import type { PublicSiteDirectory } from '../public-read/public-site-directory';

/** What storing a guest's answer uses: its tables, the sites as guests read them, the outbox and the clock. */
export interface GuestAnswerDeps {
  db: Database;
  repositories: Pick<Repositories, 'postKeys' | 'guestAnswers' | 'households' | 'accounts' | 'dietQuestions'>;
  /** The sites guests read, parsed once per change. */
  guestSites: PublicSiteDirectory;
  /**
   * Drops this process's copy of a site whose guest-visible facts an answer changed (a pot's sum, its first
   * RSVP), so the next read here shows them; other processes learn it by NOTIFY, a moment later.
   */
  siteChanged: PublicRead['siteChanged'];
  mail: Pick<MailService, 'outbox' | 'deliverSoon'>;
  now: () => Date;
  market: ServerConfig['market'];
  publicUrl: string;
}

/** The app's own dependencies, for the routes and services that call the guest-answer operations. */
export function guestAnswerDepsOf(app: FastifyInstance): GuestAnswerDeps {
  return {
    db: app.db,
    repositories: app.repositories,
    guestSites: app.publicRead.sites,
    siteChanged: app.publicRead.siteChanged,
    mail: app.mail,
    now: app.now,
    market: app.config.market,
    publicUrl: app.config.publicUrl,
  };
}
