import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  seatingConflictResponseSchema,
  seatingParamsSchema,
  seatingPlanSchema,
  seatingQuerySchema,
  seatingSaveSchema,
} from '@eventsite/core';
import { loadSeatingPlan } from '../../../seating/load-seating-plan';
import { saveSeatingPlan } from '../../../seating/save-seating-plan';
import { seatingDepsOf } from '../../../seating/seating-deps';
import { errorResponses } from '../../error-responses';

const owner = { tags: ['seating'], security: [{ session: [] }], params: seatingParamsSchema };

/** The owner's seating plan of one event, or of the whole day (issue 35); the site owner's alone. */
const seatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const seatingDeps = seatingDepsOf(app);
  app.get(
    '/:siteId/seating',
    {
      schema: {
        ...owner,
        summary: 'The seating plan: its tables, who is unplaced, who comes, and who was taken off a seat',
        description:
          'Without `event`, the plan of the whole day seats every guest not answering no; with it, those who ' +
          'said yes to that event of the programme. The stored tables less the people who no longer come ' +
          '(listed in `removed`, with the table they had, until the next save); everyone coming without a seat ' +
          'in `unplaced`. `revision` 0 before the first save. 400 `SCHEDULE_EVENT_UNKNOWN` for an event the ' +
          'programme does not have.',
        querystring: seatingQuerySchema,
        response: { 200: seatingPlanSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return loadSeatingPlan(seatingDeps, request.params.siteId, request.query.event ?? null);
    },
  );

  app.put(
    '/:siteId/seating',
    {
      schema: {
        ...owner,
        summary: 'Save the seating plan over the revision read',
        description:
          'The tables (each person on at most one seat, never more people than seats) and when guests see ' +
          'the plan. Saved as the next revision if `revision` is the stored one, else 409 ' +
          '`SEATING_REVISION_CONFLICT` with the stored plan in `plan` and nothing saved; of two saves at one ' +
          'revision exactly one wins. A place of someone who does not come is 400 `SEATING_GUEST_UNKNOWN`.',
        querystring: seatingQuerySchema,
        body: seatingSaveSchema,
        response: {
          200: seatingPlanSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415),
          409: seatingConflictResponseSchema,
        },
      },
    },
    async (request) =>
      saveSeatingPlan(seatingDeps, request.params.siteId, request.query.event ?? null, request.body),
  );
};

export default seatingRoutes;
