import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { apiSecurityHeaders } from '../http/api-security-headers';
import { appPageSecurityHeaders } from '../http/page-security-headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Lets a route accept `multipart/form-data` (uploads) besides JSON. */
    multipart?: boolean;
    /**
     * A tus upload route (issue 38): its bytes come as `application/offset+octet-stream`, its creation with
     * no body; both carry `Tus-Resumable`, a header no cross-site form can send.
     */
    tus?: boolean;
    /**
     * A guest's answer page posted without JavaScript (issue 40): takes `application/x-www-form-urlencoded`
     * from the page's own origin only. It acts for no account, and its post key is the page's own.
     */
    formPost?: boolean;
  }
}

/** True when a form post comes from a page of this host, or says nothing of where (an older browser). */
function sameOrigin(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function crossSiteForm(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'A form is posted here only from its own page.' });
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Security headers (the pages' policy on pages, a closed one on API answers and the build's files), cookies, and the rule that calls which change something carry JSON or a multipart
 * upload (`decisions.md` §4). A cross-site HTML form can only send urlencoded, multipart or text bodies,
 * and a cross-site `fetch` with JSON needs a CORS preflight that this server never grants.
 */
export default fp(
  async function security(app) {
    const secure = app.config.secureCookies;
    // Stripe Elements runs Stripe's script and frames, which call Stripe's API (`decisions.md` §6).
    const securityHeaders = appPageSecurityHeaders({ secure, stripe: app.config.card.provider === 'stripe' });
    await app.register(cookie);

    const apiHeaders = apiSecurityHeaders(secure);

    // Hooks with a callback, not async: each request passes them, and a promise per hook costs time.
    // The build's files are data like API answers: a page's headers there cost a guest's phone a kilobyte
    // on each of its scripts, fonts and images, for nothing.
    app.addHook('onRequest', (request, reply, done) => {
      const data = request.url.startsWith('/api/') || request.url.startsWith('/assets/');
      reply.headers(data ? apiHeaders : securityHeaders);
      done();
    });

    app.addHook('onRequest', (request, _reply, done) => {
      if (!MUTATING_METHODS.has(request.method) || !request.url.startsWith('/api/') || request.is404) {
        return done();
      }
      const type = mediaType(request.headers['content-type']);
      if (type === 'application/json') return done();
      if (type === 'multipart/form-data' && request.routeOptions.config.multipart) return done();
      if (type === 'application/x-www-form-urlencoded' && request.routeOptions.config.formPost) {
        return done(sameOrigin(request.headers.origin, request.host) ? undefined : crossSiteForm());
      }
      if (
        request.routeOptions.config.tus &&
        request.headers['tus-resumable'] !== undefined &&
        (type === 'application/offset+octet-stream' || type === '')
      ) {
        return done();
      }
      done(
        new AppError('UNSUPPORTED_MEDIA_TYPE', {
          message: 'Send a JSON body with content-type: application/json (an empty one is {}).',
        }),
      );
    });
  },
  { name: 'security', dependencies: ['config'] },
);
