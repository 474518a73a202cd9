import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

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

interface PageSecurityOptions {
  /** HTTPS: strict transport, and plain-HTTP subresources upgraded. */
  secure: boolean;
  /** Card payments run through Stripe Elements, whose script, frames and API the page must reach. */
  stripe: boolean;
}

/**
 * The owners' app and the brand's pages: our own scripts (never inline ones), Stripe's only where card
 * payment runs (`decisions.md` §6), YouTube's privacy-mode player in the editor's preview.
 */
export function appPageSecurityHeaders({ secure, stripe }: PageSecurityOptions): Record<string, string> {
  const stripeScripts = stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe ? ['https://api.stripe.com'] : [];
  return securityHeadersOf({
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
}

/**
 * A guest's page (issue 33 item 6): nothing but our own origin until the guest acts, so images, fonts
 * and calls are ours alone (maps and stored images are served by us); the one foreign frame is the
 * privacy-mode video player a guest starts with a click. No payment runs here. The Referer carries only
 * the origin, never a path or a personal link's `?g=` token; YouTube's player needs that origin. (The
 * link to our own answer page, for a guest without JavaScript, asks for the whole address: same origin only.)
 * The inlined page data is `type="application/json"`, which a script policy does not run.
 */
export function guestPageSecurityHeaders({
  secure,
}: Pick<PageSecurityOptions, 'secure'>): Record<string, string> {
  return securityHeadersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The server-rendered page inlines its theme and font faces; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin' },
    strictTransportSecurity: secure ? { maxAge: 31_536_000 } : false,
    crossOriginEmbedderPolicy: false,
  });
}
