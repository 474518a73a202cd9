/** Network errors met while connecting to or talking with the database server. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // A database host or network that is gone: a stopped container, a route down.
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
]);

/**
 * PostgreSQL's SQLSTATEs for "the server is not there right now": class 08 (connection exception), 57P01–03
 * (administrator or crash shutdown, cannot connect now), 57P05 (an idle session ended) and 53300 (too many
 * connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1235]|53300)$/;

/** What node-postgres says, without a code, when it loses or cannot get a connection. */
const POOL_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  // A client's own connection timeout (`connectionTimeoutMillis` on a single client).
  'timeout expired',
];

function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Every address of a host refused (Node tries each of them): one error per address.
  if (error instanceof AggregateError && error.errors.some(isUnavailableError)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  return POOL_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * True when an error means the database cannot be reached (as opposed to a query that failed): the request
 * may succeed once it is back, so it is answered 503 rather than 500. Drizzle wraps the driver's error, so
 * the causes are followed too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth += 1) {
    if (isUnavailableError(current)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
