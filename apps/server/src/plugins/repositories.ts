import fp from 'fastify-plugin';
import { AccountRepository } from '../accounts/account-repository';
import { PasswordResetRepository } from '../accounts/password-reset-repository';
import { SessionRepository } from '../accounts/session-repository';
import { LogEntryRepository } from '../logs/log-entry-repository';
import { RateLimitRepository } from '../rate-limit/rate-limit-repository';
import { SiteRepository } from '../sites/site-repository';

export interface Repositories {
  accounts: AccountRepository;
  sessions: SessionRepository;
  passwordResets: PasswordResetRepository;
  sites: SiteRepository;
  logEntries: LogEntryRepository;
  rateLimits: RateLimitRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

/** Each area's repository owns its tables; handlers reach them here and stay a few lines long. */
export default fp(
  async function repositories(app) {
    app.decorate('repositories', {
      accounts: new AccountRepository(app.db),
      sessions: new SessionRepository(app.db),
      passwordResets: new PasswordResetRepository(app.db),
      sites: new SiteRepository(app.db),
      logEntries: new LogEntryRepository(app.db),
      rateLimits: new RateLimitRepository(app.db),
    } satisfies Repositories);
  },
  { name: 'repositories', dependencies: ['database'] },
);
