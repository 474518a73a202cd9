import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@eventsite/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/** The first string in a path, query or header value that the database could not store, with its name. */
function firstUnstorable(source: string, values: unknown): string | null {
  if (values === null || typeof values !== 'object') return null;
  for (const [name, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      if (typeof text === 'string' && !(isStorableText(text) && isStorableText(name))) {
        return `${source}.${name.slice(0, 100)}`;
      }
    }
  }
  return null;
}

function unstorableField(request: FastifyRequest): string | null {
  if (!isStorableText(request.url)) return 'url';
  return (
    firstUnstorable('params', request.params) ??
    firstUnstorable('querystring', request.query) ??
    firstUnstorable('headers', request.headers)
  );
}

/** Far deeper than any document the app sends (a site with rich text is about 20 levels). */
const MAX_BODY_DEPTH = 64;

/** Walks a parsed body without recursion, so no nesting can exhaust the stack. */
function isNestedDeeperThan(body: unknown, maxDepth: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxDepth) return true;
    for (const value of Object.values(next.value)) pending.push({ value, depth: next.depth + 1 });
  }
  return false;
}

/**
 * Input the server can handle, checked before routing's handlers and validation see it (`decisions.md` §5):
 * no NUL character or half a surrogate pair in the path, the query or a header (PostgreSQL cannot store
 * them and would fail with a 500), and no body nested deeper than `MAX_BODY_DEPTH` (validating or storing
 * it would exhaust the stack). Strings in bodies are checked by the core schemas, which all build on
 * `textSchema`.
 */
export default fp(
  async function inputGuards(app) {
    // Hooks with a callback, not async: every request passes them, and a promise per hook costs time.
    app.addHook('onRequest', (request, _reply, done) => {
      const field = unstorableField(request);
      done(
        field ? new AppError('BAD_REQUEST', { message: `${field}: ${UNSTORABLE_TEXT_MESSAGE}` }) : undefined,
      );
    });
    app.addHook('preValidation', (request, _reply, done) => {
      if (!isNestedDeeperThan(request.body, MAX_BODY_DEPTH)) return done();
      done(
        new AppError('BAD_REQUEST', {
          message: `body: must not be nested more than ${MAX_BODY_DEPTH} levels deep`,
        }),
      );
    });
  },
  { name: 'input-guards', dependencies: ['errors'] },
);
