import type { FastifyInstance } from 'fastify';

/** Where Swish posts a payment request's outcome, or with 'refund-callback' a refund's (its sibling route). */
export function swishCallbackUrl(app: FastifyInstance, name: 'callback' | 'refund-callback'): string {
  const callbackUrl =
    app.config.swish.provider === 'swish'
      ? app.config.swish.callbackUrl
      : `${app.config.publicUrl}/api/swish/callback`;
  return name === 'callback' ? callbackUrl : new URL(name, callbackUrl).toString();
}
