import type { FastifyPluginAsync } from 'fastify';
import getCurrentAccount from './get-current-account';
import logIn from './log-in';
import logOut from './log-out';
import registerAccount from './register-account';
import requestPasswordReset from './request-password-reset';
import setNewPassword from './set-new-password';

/** The account calls of `decisions.md` §3 and `002` §7, under `/api/accounts`. */
const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registerAccount);
  await app.register(logIn);
  await app.register(logOut);
  await app.register(getCurrentAccount);
  await app.register(requestPasswordReset);
  await app.register(setNewPassword);
};

export default accountRoutes;
