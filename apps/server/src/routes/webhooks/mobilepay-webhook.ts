import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { textSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { processMobilePayWebhook } from '../../payments/mobilepay-payments';
import { isMobilePayWebhookSigned } from '../../payments/mobilepay-webhook-signature';
import { errorResponses } from '../error-responses';
import { paymentDepsOf } from '../../payments/payment-deps';

/** MobilePay posts the payment's event; only its reference is read (the state is asked back from MobilePay). */
const webhookBodySchema = z.looseObject({ reference: textSchema.min(1).max(100) });

function headerText(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * MobilePay's webhook (`decisions.md` §8). Its HMAC signature is over the exact bytes sent, so this plugin
 * keeps JSON bodies raw (the parser applies to this plugin only).
 */
const mobilePayWebhook: FastifyPluginAsync = async (app) => {
  const paymentDeps = paymentDepsOf(app);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/mobilepay/webhook',
    {
      schema: {
        summary: 'MobilePay webhook',
        description:
          'Signed by MobilePay (HMAC-SHA256 over method, path, `x-ms-date`, host and `x-ms-content-sha256`); ' +
          'a bad signature is refused with 400. The body is not trusted beyond its `reference`: the payment ' +
          'is read back from MobilePay, so a repeated event changes nothing more.',
        tags: ['payments'],
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 415) },
      },
    },
    async (request) => {
      const { mobilePay } = app.config;
      const body = typeof request.body === 'string' ? request.body : '';
      const signed =
        mobilePay.provider === 'vipps' &&
        isMobilePayWebhookSigned(mobilePay.webhookSecret, {
          pathAndQuery: request.url,
          body,
          headers: {
            host: headerText(request.headers.host),
            'x-ms-date': headerText(request.headers['x-ms-date']),
            'x-ms-content-sha256': headerText(request.headers['x-ms-content-sha256']),
            authorization: headerText(request.headers.authorization),
          },
        });
      if (!signed) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', { message: 'MobilePay webhook signature mismatch' });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new AppError('MALFORMED_JSON', { message: 'MobilePay webhook body is not JSON' });
      }
      const event = webhookBodySchema.safeParse(parsed);
      if (!event.success) {
        throw new AppError('VALIDATION_FAILED', { message: 'MobilePay webhook without a reference' });
      }
      await processMobilePayWebhook(paymentDeps, event.data.reference);
      return { received: true as const };
    },
  );
};

export default mobilePayWebhook;
