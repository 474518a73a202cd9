import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../errors/app-error';
import { answerEvenUnderPressure } from './overload';

/** Process figures (CPU, memory, event loop, GC) exist once per process, however many apps a test builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * With a token, whoever presents it; without, only a direct connection from this machine. A proxy on the
 * same machine connects from loopback too, but it adds `X-Forwarded-For`, so requests from outside are refused.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) return sameText(request.headers.authorization ?? '', `Bearer ${token}`);
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/** Prometheus metrics (`decisions.md` §5): requests by route and status, latency, database pool, mail backlog. */
export default fp(
  async function metrics(app) {
    const { metricsPath, metricsToken } = app.config.operations;
    if (metricsPath === null) return;
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route template and status.',
      labelNames,
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_server_errors_total',
      help: 'HTTP requests answered with a 5xx status, by route template and status.',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by route template.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const pool = new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = app.databasePoolStats();
        if (!stats) return;
        pool.set({ state: 'total' }, stats.total);
        pool.set({ state: 'idle' }, stats.idle);
        pool.set({ state: 'waiting' }, stats.waiting);
      },
    });
    const outbox = new Gauge({
      name: 'mail_outbox_pending',
      help: 'Mails in the outbox not yet delivered.',
      registers: [registry],
      async collect() {
        outbox.set(await app.mail.outbox.countPending());
      },
    });

    app.addHook('onResponse', (request, reply, done) => {
      // Route templates, never raw URLs, so that the number of series stays bounded.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      if (reply.statusCode >= 500) errors.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    app.get(
      metricsPath,
      {
        logLevel: 'warn',
        config: { pressureHandler: answerEvenUnderPressure },
        schema: { hide: true },
      },
      async (request, reply) => {
        if (!mayReadMetrics(request, metricsToken)) {
          throw new AppError('NOT_FOUND', { message: `No route for GET ${metricsPath}` });
        }
        const merged = Registry.merge([processMetrics(), registry]);
        reply.header('cache-control', 'no-store').type(merged.contentType);
        return merged.metrics();
      },
    );
  },
  { name: 'metrics', dependencies: ['config', 'database', 'mail', 'errors'] },
);
