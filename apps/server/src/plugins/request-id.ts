import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like; anything else (too long, odd characters) is replaced, not logged. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id every log line of a request carries (`reqId`): the proxy's `X-Request-Id` when it looks sane, so that
 * the proxy's and the server's logs can be joined, otherwise a new one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Answers carry the id, so that a user's report or a proxy log leads to the server's log lines. */
export default fp(
  async function requestId(app) {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
