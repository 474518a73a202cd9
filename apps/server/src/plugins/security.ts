import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { AppError } from '../errors/app-error';
import { apiSecurityHeaders } from '../http/api-security-headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Lets a route accept `multipart/form-data` (uploads) besides JSON. */
    multipart?: boolean;
  }
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The headers helmet sets for these options, worked out once: they are the same on every answer, and
 * running helmet per request (as `@fastify/helmet` does) parsed the policy again each time.
 */
function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Security headers (the pages' policy on pages, a closed one on API answers), cookies, and the rule that calls which change something carry JSON or a multipart
 * upload (`decisions.md` §4). A cross-site HTML form can only send urlencoded, multipart or text bodies,
 * and a cross-site `fetch` with JSON needs a CORS preflight that this server never grants.
 */
export default fp(
  async function security(app) {
    const secure = app.config.secureCookies;
    // Stripe Elements runs Stripe's script and frames, which call Stripe's API (`decisions.md` §6).
    const stripe = app.config.card.provider === 'stripe';
    const stripeScripts = stripe ? ['https://js.stripe.com'] : [];
    const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
    const stripeApi = stripe ? ['https://api.stripe.com'] : [];
    const securityHeaders = securityHeadersOf({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...stripeScripts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...stripeApi],
          frameSrc: ['https://www.youtube-nocookie.com', ...stripeFrames],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          // Upgrading would break a plain-HTTP development server reached by a name other than localhost.
          ...(secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // YouTube's embeds refuse to play without the embedding page's origin in the Referer.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: secure ? { maxAge: 31_536_000 } : false,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cookie);

    const apiHeaders = apiSecurityHeaders(secure);

    // Hooks with a callback, not async: each request passes them, and a promise per hook costs time.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : securityHeaders);
      done();
    });

    app.addHook('onRequest', (request, _reply, done) => {
      if (!MUTATING_METHODS.has(request.method) || !request.url.startsWith('/api/') || request.is404) {
        return done();
      }
      const type = mediaType(request.headers['content-type']);
      if (type === 'application/json') return done();
      if (type === 'multipart/form-data' && request.routeOptions.config.multipart) return done();
      done(
        new AppError('UNSUPPORTED_MEDIA_TYPE', {
          message: 'Send a JSON body with content-type: application/json (an empty one is {}).',
        }),
      );
    });
  },
  { name: 'security', dependencies: ['config'] },
);
