import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema } from '@eventsite/core';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../accounts/hash-password';
import { startSession } from '../../accounts/start-session';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../error-responses';
import { accountDepsOf } from '../../accounts/account-deps';

const logIn: FastifyPluginAsyncZod = async (app) => {
  const accountDeps = accountDepsOf(app);
  app.post(
    '/login/',
    {
      onRequest: app.rateLimit('login'),
      schema: {
        summary: 'Log in with mail and password (a new session every time)',
        tags: ['accounts'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { mail, password } = request.body;
      const { accounts, sites } = app.repositories;
      const account = await accounts.findByMail(mail);
      // An unknown address costs the same hashing time and gets the same answer as a wrong password.
      const valid = account
        ? await verifyPassword(password, account.passwordHash)
        : await verifyAgainstDummy(password);
      if (!account || !valid) throw new AppError('WRONG_LOGIN');

      if (needsRehash(account.passwordHash)) {
        await accounts.setPasswordHash(account.id, await hashPassword(password));
      }
      await startSession(accountDeps, request, reply, account.id);
      const siteId = await sites.findIdOfAccount(account.id);
      return reply.send({ site: siteId ? { _id: siteId } : null });
    },
  );
};

export default logIn;
