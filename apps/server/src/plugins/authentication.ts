import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readSessionToken } from '../accounts/session-cookie';
import type { SessionAccount } from '../accounts/session-repository';
import { AppError } from '../errors/app-error';

type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in caller once `identify` or `authenticate` ran (the owner routes' hook runs `authenticate`); otherwise null. */
    account: SessionAccount | null;
    /** The logged-in caller, or a 403 in the standard shape; for handlers behind `authenticate`. */
    requireAccount(): SessionAccount;
  }
  interface FastifyInstance {
    /** preHandler: reads the session cookie into `request.account`, null when not logged in. */
    identify: AuthHook;
    /** preHandler: like `identify`, but answers 403 when not logged in (`decisions.md` §2). */
    authenticate: AuthHook;
  }
}

export default fp(
  async function authentication(app) {
    const { sessions } = app.repositories;
    const secure = app.config.secureCookies;

    async function identify(request: FastifyRequest): Promise<void> {
      const token = readSessionToken(request, secure);
      request.account = token ? await sessions.findAccount(token, app.now()) : null;
    }

    async function authenticate(request: FastifyRequest): Promise<void> {
      await identify(request);
      if (!request.account) throw new AppError('NOT_LOGGED_IN');
    }

    app.decorateRequest('account', null);
    app.decorateRequest('requireAccount', function requireAccount(this: FastifyRequest) {
      if (!this.account) throw new AppError('NOT_LOGGED_IN');
      return this.account;
    });
    app.decorate('identify', identify);
    app.decorate('authenticate', authenticate);
  },
  { name: 'authentication', dependencies: ['config', 'repositories', 'security'] },
);
