import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/ping-database';
import { AppError } from '../../errors/app-error';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors';
import { answerEvenUnderPressure } from '../../plugins/overload';
import { errorResponses } from '../error-responses';

const healthySchema = z.object({ status: z.literal('ok') });

/**
 * Probes for a balancer or an orchestrator (`decisions.md` §5). Asked every few seconds, so a successful
 * probe is not logged; neither is rate-limited.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      logLevel: 'warn',
      // The process is up even when it refuses work; restarting it would not help.
      config: { pressureHandler: answerEvenUnderPressure },
      schema: {
        summary: 'Is the process up?',
        tags: ['operations'],
        response: { 200: healthySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Can the process take requests: database reachable and migrated, not overloaded?',
        tags: ['operations'],
        response: { 200: healthySchema, ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        // The server starts listening only after the migrations ran, so reaching the database is enough.
        await pingDatabase(app.db);
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', {
          message: 'The database cannot be reached.',
          headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
          cause: error,
        });
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
