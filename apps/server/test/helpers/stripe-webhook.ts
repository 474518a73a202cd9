import Stripe from 'stripe';
import type { App } from '../../src/app';

/** The Stripe settings of a server that takes cards through Stripe (its webhook is what these tests drive). */
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';
export const STRIPE_ENV = {
  CARD_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_WEBHOOK_SECRET,
};

const stripe = new Stripe('sk_test_123');

/** Posts an event to the webhook as Stripe does, signed with the secret unless a signature is given. */
export function deliverStripeEvent(app: App, payload: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature':
        signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
    },
  });
}
