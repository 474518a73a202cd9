import underPressure from '@fastify/under-pressure';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseWatch } from '../db/database-watch';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { pingDatabase } from '../db/ping-database';
import { AppError } from '../errors/app-error';
import { DATABASE_RETRY_AFTER_SECONDS } from './errors';

/** Long enough for a burst to drain or the heap to be collected. */
const OVERLOAD_RETRY_AFTER_SECONDS = 10;

/** Lets a route answer even under pressure (`config: { pressureHandler: answerEvenUnderPressure }`). */
export const answerEvenUnderPressure = async (_request: FastifyRequest): Promise<void> => {};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's answer for this route when the process is under pressure. */
    pressureHandler?: typeof answerEvenUnderPressure;
  }
}

/**
 * Refuses new requests with 503 and `Retry-After` while the process is overloaded (event loop delay or
 * utilisation, heap, RSS over the configured limits) or the database does not answer, so that the requests
 * already running can finish and a balancer sends the next ones elsewhere (`decisions.md` §5).
 */
export default fp(
  async function overload(app) {
    const { overload: limits, databaseCheckIntervalMs } = app.config.operations;
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxEventLoopUtilization: limits.maxEventLoopUtilization,
      maxHeapUsedBytes: limits.maxHeapUsedBytes,
      maxRssBytes: limits.maxRssBytes,
      sampleInterval: limits.sampleIntervalMs,
      pressureHandler: async (_request, _reply, type) => {
        throw new AppError('OVERLOADED', {
          message: `The server is overloaded (${type}).`,
          headers: { 'Retry-After': String(OVERLOAD_RETRY_AFTER_SECONDS) },
        });
      },
    });

    const watch = new DatabaseWatch({
      ping: () => pingDatabase(app.db),
      intervalMs: databaseCheckIntervalMs,
      onChange: (available, error) => {
        if (available) app.log.info('The database answers again');
        else app.log.warn({ err: error }, 'The database does not answer; refusing requests until it does');
      },
    });
    watch.start();
    app.addHook('onClose', async () => watch.stop());
    // A callback hook, not an async one: it runs on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      if (watch.available || request.routeOptions.config.pressureHandler === answerEvenUnderPressure) {
        done();
        return;
      }
      done(
        new AppError('SERVICE_UNAVAILABLE', {
          message: 'The database cannot be reached.',
          headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
        }),
      );
    });
    app.addHook('onError', async (_request, _reply, error) => {
      if (isDatabaseUnavailable(error)) watch.suspect();
    });
  },
  { name: 'overload', dependencies: ['config', 'database', 'errors'] },
);
