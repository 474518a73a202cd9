import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRequestSchema, registerResponseSchema, MARKET_LANGUAGE } from '@eventsite/core';
import { hashPassword } from '../../accounts/hash-password';
import { startSession } from '../../accounts/start-session';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../error-responses';
import { accountDepsOf } from '../../accounts/account-deps';

const registerAccount: FastifyPluginAsyncZod = async (app) => {
  const accountDeps = accountDepsOf(app);
  app.post(
    '/register/',
    {
      onRequest: app.rateLimit('register'),
      schema: {
        summary: 'Create an account and log in',
        tags: ['accounts'],
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { mail, password, language } = request.body;
      const account = await app.repositories.accounts.create({
        mail,
        passwordHash: await hashPassword(password),
        language: language ?? MARKET_LANGUAGE[app.config.market],
        createdAt: app.now(),
      });
      if (!account)
        throw new AppError('MAIL_TAKEN', { message: 'An account with this mail address exists.' });
      await startSession(accountDeps, request, reply, account.id);
      return reply.status(201).send({ mail: account.mail, site: null });
    },
  );
};

export default registerAccount;
