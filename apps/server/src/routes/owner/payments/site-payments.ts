import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardPaymentConfirmationSchema,
  cardPaymentSessionSchema,
  receiptSchema,
  siteIdParamsSchema,
  sitePaymentParamsSchema,
  startCardPaymentRequestSchema,
  startMobilePayPaymentRequestSchema,
  startMobilePayPaymentResponseSchema,
  startSwishPaymentRequestSchema,
  startSwishPaymentResponseSchema,
} from '@eventsite/core';
import { checkCardPayment, paymentOfSite, startCardPayment } from '../../../payments/card-payments';
import { startMobilePayPayment } from '../../../payments/mobilepay-payments';
import { siteProductSubject } from '../../../payments/payment-subject';
import { receiptOf } from '../../../payments/receipts';
import { startSwishPayment } from '../../../payments/swish-payments';
import { errorResponses } from '../../error-responses';
import { phonePaymentResponses, startPaymentResponses } from './payment-responses';
import { paymentDepsOf } from '../../../payments/payment-deps';

const PRICING =
  'The server prices the purchase from the site as it is (`000` §4, §9); `host` names the address bought ' +
  '(required for subdomain and domain products). 409 when the address is taken or costs nothing.';

/** The owner's payments for a site (`000` §7): card, Swish (Sweden), MobilePay (Denmark) and receipts. */
const sitePayments: FastifyPluginAsyncZod = async (app) => {
  const paymentDeps = paymentDepsOf(app);
  app.post(
    '/sites/:siteId/payment/stripe',
    {
      schema: {
        summary: 'Start a card payment',
        description: `A card payment session for Stripe Elements (or the simulated card form). ${PRICING}`,
        tags: ['payments'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: startCardPaymentRequestSchema,
        response: startPaymentResponses(cardPaymentSessionSchema),
      },
    },
    async (request) =>
      startCardPayment(
        paymentDeps,
        await siteProductSubject(paymentDeps, request.params.siteId, request.body),
      ),
  );

  app.get(
    '/sites/:siteId/payment/stripe/:reference',
    {
      schema: {
        summary: 'Whether a card payment is confirmed',
        description:
          'False means ask again (the client polls every 3 s, `000` §4). Asks the provider when the webhook has not come.',
        tags: ['payments'],
        security: [{ session: [] }],
        params: sitePaymentParamsSchema,
        response: { 200: cardPaymentConfirmationSchema, ...errorResponses(400, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        paymentConfirmed: await checkCardPayment(
          paymentDeps,
          await paymentOfSite(paymentDeps, request.params.siteId, request.params.reference),
        ),
      };
    },
  );

  app.post(
    '/sites/:siteId/payment/swish',
    {
      schema: {
        summary: 'Start a Swish payment',
        description: `Sweden only: sends a payment request to the payer's Swish app; poll \`GET /api/swishPayments/{swishId}\`. 422 with \`validationMessage\` when Swish refuses the input. ${PRICING}`,
        tags: ['payments'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: startSwishPaymentRequestSchema,
        response: phonePaymentResponses(startSwishPaymentResponseSchema),
      },
    },
    async (request) =>
      startSwishPayment(
        paymentDeps,
        await siteProductSubject(paymentDeps, request.params.siteId, request.body),
        request.body.payerAlias,
      ),
  );

  app.post(
    '/sites/:siteId/payment/mobilepay',
    {
      schema: {
        summary: 'Start a MobilePay payment',
        description: `Denmark only (\`decisions.md\` §8): sends a payment to the payer's MobilePay app (\`phoneNumber\`: +45 and 8 digits); poll \`GET /api/mobilePayPayments/{mobilePayId}\`. 422 with \`validationMessage\` when MobilePay refuses the input; 400 in Sweden. ${PRICING}`,
        tags: ['payments'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: startMobilePayPaymentRequestSchema,
        response: phonePaymentResponses(startMobilePayPaymentResponseSchema),
      },
    },
    async (request) =>
      startMobilePayPayment(
        paymentDeps,
        await siteProductSubject(paymentDeps, request.params.siteId, request.body),
        request.body.phoneNumber,
      ),
  );

  app.get(
    '/sites/:siteId/payment/receipt/:reference',
    {
      schema: {
        summary: 'The receipt of a confirmed payment',
        description:
          'Amounts in öre; VAT is 20 % of the amount paid (`decisions.md` §3). 404 until confirmed.',
        tags: ['payments'],
        security: [{ session: [] }],
        params: sitePaymentParamsSchema,
        response: { 200: receiptSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      receiptOf(await paymentOfSite(paymentDeps, request.params.siteId, request.params.reference)),
  );
};

export default sitePayments;
