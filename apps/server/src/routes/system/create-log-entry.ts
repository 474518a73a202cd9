import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LogLevel } from 'fastify';
import { logEntrySchema, okResponseSchema } from '@eventsite/core';
import { errorResponses } from '../error-responses';

/** Client severities 0 (debug) to 5 (fatal) (`000` §3 "Log entry"), as pino levels. */
const LEVEL_BY_SEVERITY: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'error', 'fatal'];

const createLogEntry: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/logs/',
    {
      onRequest: app.rateLimit('logs'),
      schema: {
        summary: 'Store an error report from the browser',
        tags: ['logs'],
        body: logEntrySchema,
        response: { 201: okResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const entry = request.body;
      await app.repositories.logEntries.add(entry, { ip: request.ip, now: app.now() });
      const level = LEVEL_BY_SEVERITY[entry.severity] ?? 'error';
      request.log[level](
        {
          client: {
            url: entry.url,
            originId: entry.originId,
            severity: entry.severity,
            error: entry.errorObject,
          },
        },
        'Client log entry',
      );
      return reply.status(201).send({ ok: true });
    },
  );
};

export default createLogEntry;
