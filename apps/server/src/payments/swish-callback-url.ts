import type { PaymentDeps } from './payment-deps';

/** Where Swish posts a payment request's outcome, or with 'refund-callback' a refund's (its sibling route). */
export function swishCallbackUrl(
  deps: Pick<PaymentDeps, 'config'>,
  name: 'callback' | 'refund-callback',
): string {
  const callbackUrl =
    deps.config.swish.provider === 'swish'
      ? deps.config.swish.callbackUrl
      : `${deps.config.publicUrl}/api/swish/callback`;
  return name === 'callback' ? callbackUrl : new URL(name, callbackUrl).toString();
}
