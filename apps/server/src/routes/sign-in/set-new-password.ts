import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponseSchema, setPasswordRequestSchema } from '@eventsite/core';
import { hashPassword } from '../../accounts/hash-password';
import { setPasswordWithToken } from '../../accounts/set-password-with-token';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../error-responses';

const setNewPassword: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/reset-password/',
    {
      onRequest: app.rateLimit('reset'),
      schema: {
        summary: 'Set a new password with the token from a reset mail; ends all sessions of the account',
        tags: ['accounts'],
        body: setPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const now = app.now();
      // Checked before the slow hashing so that made-up tokens cost the server nothing.
      const usable = await app.repositories.passwordResets.isUsable(token, now);
      if (
        !usable ||
        !(await setPasswordWithToken(app, { token, passwordHash: await hashPassword(password), now }))
      ) {
        throw new AppError('RESET_TOKEN_INVALID', {
          message: 'The reset token is unknown, used or expired.',
        });
      }
      return { ok: true as const };
    },
  );
};

export default setNewPassword;
