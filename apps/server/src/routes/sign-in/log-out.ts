import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '@eventsite/core';
import { clearSessionCookie, readSessionToken } from '../../accounts/session-cookie';
import { errorResponses } from '../error-responses';

const logOut: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout/',
    {
      schema: {
        summary: 'End the session (send the body {}); fine when not logged in',
        tags: ['accounts'],
        body: z.object({}),
        response: { 200: okResponseSchema, ...errorResponses(400, 415) },
      },
    },
    async (request, reply) => {
      const token = readSessionToken(request, app.config.secureCookies);
      if (token) await app.repositories.sessions.deleteByToken(token);
      clearSessionCookie(reply, app.config.secureCookies);
      return reply.send({ ok: true });
    },
  );
};

export default logOut;
