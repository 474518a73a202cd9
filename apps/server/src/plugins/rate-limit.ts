import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitBucket } from '../config';
import { AppError } from '../errors/app-error';

type RateLimitHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook counting requests per client IP in a bucket, with the limit from the configuration
     * (`RATE_LIMIT_<BUCKET>`); over the limit it answers 429 with `Retry-After`. Use it as `onRequest` so a
     * refused request costs no body parsing: `{ onRequest: app.rateLimit('login') }`.
     */
    rateLimit(bucket: RateLimitBucket): RateLimitHook;
  }
}

/**
 * Fixed windows counted in the database (`decisions.md` §4), so the limits hold across server processes; on
 * the embedded database, which one process uses, in memory (`MemoryRateLimitCounters`).
 */
export default fp(
  async function rateLimit(app) {
    app.decorate('rateLimit', (bucket: RateLimitBucket): RateLimitHook => {
      const { max, windowSeconds } = app.config.rateLimits[bucket];
      const windowMs = windowSeconds * 1000;
      return async (request) => {
        const now = app.now().getTime();
        const windowStart = Math.floor(now / windowMs) * windowMs;
        const count = await app.repositories.rateLimits.increment(bucket, request.ip, new Date(windowStart));
        if (count <= max) return;
        const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
        throw new AppError('RATE_LIMITED', {
          message: `Too many requests (${bucket}): at most ${max} in ${windowSeconds} s. Try again in ${retryAfter} s.`,
          headers: { 'retry-after': String(retryAfter) },
        });
      };
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'repositories'] },
);
