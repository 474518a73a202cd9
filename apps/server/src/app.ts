import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { REPO_ROOT, loadConfig, type ServerConfig, type TrustProxy } from './config';
import type { DatabaseTarget } from './db/open-database';
import { AppError } from './errors/app-error';
import authentication from './plugins/authentication';
import backupSocket from './plugins/backup-socket';
import compression from './plugins/compression';
import config from './plugins/config';
import database from './plugins/database';
import demoSite from './plugins/demo-site';
import errors, { sendError } from './plugins/errors';
import housekeeping from './plugins/housekeeping';
import inputGuards from './plugins/input-guards';
import mail from './plugins/mail';
import maps from './plugins/maps';
import metrics from './plugins/metrics';
import openapi from './plugins/openapi';
import overload from './plugins/overload';
import publicRead from './plugins/public-read';
import payments from './plugins/payments';
import printing from './plugins/printing';
import rateLimit from './plugins/rate-limit';
import repositories from './plugins/repositories';
import requestId, { requestIdOf } from './plugins/request-id';
import security from './plugins/security';
import storage from './plugins/storage';
import webApp from './plugins/web-app';
import routeTable from './plugins/route-table';
import routes from './routes';

export interface BuildAppOptions {
  /** Checked settings; read from `process.env` when omitted. */
  config?: ServerConfig;
  /** The clock behind every expiry and window; tests move it. */
  now?: () => Date;
  /** The database to use instead of the one the configuration names (tests: a fresh one per app). */
  database?: DatabaseTarget;
  /** The web app's build folder; null serves none. Default `apps/web/dist`. */
  webDistDir?: string | null;
}

/** The app with the zod type provider, as route plugins see it. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export const DEFAULT_WEB_DIST_DIR = join(REPO_ROOT, 'apps/web/dist');

/** A hop count means "trust that many proxies in front of us"; Fastify takes it as a function. */
function toFastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/** Builds the whole server, ready for `listen` or `inject`. The plugin order is the dependency order. */
export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const serverConfig = options.config ?? loadConfig(process.env);
  const app = Fastify({
    logger: { level: serverConfig.logLevel },
    requestIdHeader: false,
    genReqId: requestIdOf,
    // During a graceful shutdown, requests on connections already open are still served; a balancer would
    // pass a 503 on to the client, while the connections closed afterwards make it try another process.
    return503OnClosing: false,
    trustProxy: toFastifyTrustProxy(serverConfig.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Opening the embedded database and applying migrations can take longer than Fastify's 10 s default
    // on a busy machine; a slow start is better than a failed one.
    pluginTimeout: 60_000,
    // Errors found before routing (such as a malformed URL) get the standard answer as well.
    frameworkErrors: (error, request, reply) =>
      sendError(new AppError('BAD_REQUEST', { message: error.message, cause: error }), request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(routeTable);
  await app.register(config, { config: serverConfig, now: options.now ?? (() => new Date()) });
  await app.register(database, options.database ? { target: options.database } : {});
  await app.register(repositories);
  await app.register(publicRead);
  await app.register(demoSite);
  await app.register(storage);
  await app.register(maps);
  await app.register(mail);
  await app.register(payments);
  // Prints are drawn with the web build even where the app serves no web app (tests, tools).
  await app.register(printing, { webDistDir: options.webDistDir ?? DEFAULT_WEB_DIST_DIR });
  await app.register(errors);
  await app.register(requestId);
  await app.register(overload);
  await app.register(metrics);
  await app.register(inputGuards);
  await app.register(openapi);
  await app.register(security);
  await app.register(compression);
  await app.register(rateLimit);
  await app.register(authentication);
  await app.register(routes);
  await app.register(webApp, {
    distDir: options.webDistDir === undefined ? DEFAULT_WEB_DIST_DIR : options.webDistDir,
  });
  await app.register(housekeeping);
  await app.register(backupSocket);
  return app;
}
