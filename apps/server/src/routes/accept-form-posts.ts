import type { FastifyInstance } from 'fastify';

/**
 * Reads `application/x-www-form-urlencoded` bodies in this plugin's routes, as a browser without script
 * posts a form; a route takes them only with `config: { formPost: true }` (`plugins/security.ts`).
 */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
