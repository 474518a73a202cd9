import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postKeyResponseSchema } from '@eventsite/core';
import type { PostKeyKind } from '../../db/schema';
import { errorResponses } from '../error-responses';

const PATHS: Record<PostKeyKind, string> = {
  rsvp: '/rsvps/post-key',
  'form-submission': '/form-submissions/post-key',
};

/** A single-use anti-spam key for the next submission (`decisions.md` §3 "Post keys"). */
const postKeys: FastifyPluginAsyncZod = async (app) => {
  for (const [kind, path] of Object.entries(PATHS) as [PostKeyKind, string][]) {
    app.get(
      path,
      {
        onRequest: app.rateLimit('post-key'),
        schema: {
          summary: `A post key for one ${kind}, valid 24 h and not before 3 s`,
          tags: ['guests'],
          response: { 200: postKeyResponseSchema, ...errorResponses(429) },
        },
      },
      async () => ({ key: await app.repositories.postKeys.create(kind, app.now()) }),
    );
  }
};

export default postKeys;
