import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponseSchema, resetPasswordRequestSchema } from '@eventsite/core';
import { requestPasswordReset } from '../../accounts/request-password-reset';
import { errorResponses } from '../error-responses';
import { accountDepsOf } from '../../accounts/account-deps';

const requestPasswordResetRoute: FastifyPluginAsyncZod = async (app) => {
  const accountDeps = accountDepsOf(app);
  app.post(
    '/reset-password/',
    {
      onRequest: app.rateLimit('reset'),
      schema: {
        summary: 'Mail a password reset link; the same answer whether or not the account exists',
        tags: ['accounts'],
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(accountDeps, request.body);
      return { ok: true as const };
    },
  );
};

export default requestPasswordResetRoute;
