import type { FastifyPluginAsync } from 'fastify';
import logIn from './log-in';
import logOut from './log-out';
import registerAccount from './register-account';
import requestPasswordReset from './request-password-reset';
import setNewPassword from './set-new-password';

/**
 * Calls before and around a session under `/api/accounts` (`decisions.md` §3, `002` §7): registering,
 * logging in and out, resetting a password. Anyone may call; all but logging out are rate limited.
 */
const signInRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registerAccount);
  await app.register(logIn);
  await app.register(logOut);
  await app.register(requestPasswordReset);
  await app.register(setNewPassword);
};

export default signInRoutes;
