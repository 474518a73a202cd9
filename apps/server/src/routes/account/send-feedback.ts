import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackSchema, okResponseSchema } from '@eventsite/core';
import { sendFeedback } from '../../feedback/send-feedback';
import { errorResponses } from '../error-responses';
import { feedbackDepsOf } from '../../feedback/feedback-deps';

const sendFeedbackRoute: FastifyPluginAsyncZod = async (app) => {
  const feedbackDeps = feedbackDepsOf(app);
  app.post(
    '/feedback',
    {
      // Refused before its body is read, as every route that asks for a session.
      onRequest: app.rateLimit('submission'),
      schema: {
        summary: 'Send feedback',
        description: 'Stored and mailed to the brand’s contact address (`000` §2.6). Owners only.',
        tags: ['accounts'],
        security: [{ session: [] }],
        body: feedbackSchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 403, 415, 429) },
      },
    },
    async (request) => {
      await sendFeedback(feedbackDeps, request.requireAccount(), request.body);
      return { ok: true as const };
    },
  );
};

export default sendFeedbackRoute;
