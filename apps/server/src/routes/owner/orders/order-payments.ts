import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardPaymentConfirmationSchema,
  cardPaymentSessionSchema,
  orderIdParamsSchema,
  orderPaymentParamsSchema,
  orderSchema,
  receiptSchema,
  startOrderMobilePayPaymentRequestSchema,
  startOrderSwishPaymentRequestSchema,
  startMobilePayPaymentResponseSchema,
  startSwishPaymentResponseSchema,
} from '@eventsite/core';
import { AppError } from '../../../errors/app-error';
import { toOrder } from '../../../orders/order-repository';
import { checkCardPayment, paymentOfOrder, startCardPayment } from '../../../payments/card-payments';
import { startMobilePayPayment } from '../../../payments/mobilepay-payments';
import { orderSubject } from '../../../payments/payment-subject';
import { receiptOf } from '../../../payments/receipts';
import { startSwishPayment } from '../../../payments/swish-payments';
import { errorResponses } from '../../error-responses';
import { phonePaymentResponses, startPaymentResponses } from '../payments/payment-responses';
import { paymentDepsOf } from '../../../payments/payment-deps';

const PRICING =
  'The order is paid at its stored total (`002` §3); 409 when it is paid already. Its payment takes effect ' +
  'once: the order becomes paid in the transaction that confirms the payment.';

/** A print order's payments (`000` §7 "…or /api/orders/{orderId}/payment/…"): only its site's owner may call (the owner folder's hook). */
const orderPayments: FastifyPluginAsyncZod = async (app) => {
  const paymentDeps = paymentDepsOf(app);
  app.get(
    '/orders/:orderId',
    {
      schema: {
        summary: 'A print order',
        description: 'Lines, shipment and totals in öre (`002` §3), and whether it is paid.',
        tags: ['orders'],
        security: [{ session: [] }],
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const order = await app.repositories.orders.find(request.params.orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return toOrder(order);
    },
  );

  app.post(
    '/orders/:orderId/payment/stripe',
    {
      schema: {
        summary: 'Start a card payment for a print order',
        description: `A card payment session for Stripe Elements (or the simulated card form). ${PRICING}`,
        tags: ['orders', 'payments'],
        security: [{ session: [] }],
        params: orderIdParamsSchema,
        response: startPaymentResponses(cardPaymentSessionSchema),
      },
    },
    async (request) => startCardPayment(paymentDeps, await orderSubject(paymentDeps, request.params.orderId)),
  );

  app.get(
    '/orders/:orderId/payment/stripe/:reference',
    {
      schema: {
        summary: 'Whether a print order’s card payment is confirmed',
        description: 'False means ask again (the client polls every 3 s, `000` §4).',
        tags: ['orders', 'payments'],
        security: [{ session: [] }],
        params: orderPaymentParamsSchema,
        response: { 200: cardPaymentConfirmationSchema, ...errorResponses(400, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const payment = await paymentOfOrder(paymentDeps, request.params.orderId, request.params.reference);
      return { paymentConfirmed: await checkCardPayment(paymentDeps, payment) };
    },
  );

  app.post(
    '/orders/:orderId/payment/swish',
    {
      schema: {
        summary: 'Start a Swish payment for a print order',
        description: `Sends a payment request to the payer's Swish app; poll \`GET /api/swishPayments/{swishId}\`. 422 with \`validationMessage\` when Swish refuses the input. ${PRICING}`,
        tags: ['orders', 'payments'],
        security: [{ session: [] }],
        params: orderIdParamsSchema,
        body: startOrderSwishPaymentRequestSchema,
        response: phonePaymentResponses(startSwishPaymentResponseSchema),
      },
    },
    async (request) =>
      startSwishPayment(
        paymentDeps,
        await orderSubject(paymentDeps, request.params.orderId),
        request.body.payerAlias,
      ),
  );

  app.post(
    '/orders/:orderId/payment/mobilepay',
    {
      schema: {
        summary: 'Start a MobilePay payment for a print order',
        description: `Denmark only (\`decisions.md\` §8): sends a payment to the payer's MobilePay app; poll \`GET /api/mobilePayPayments/{mobilePayId}\`. 422 with \`validationMessage\` when MobilePay refuses the input. ${PRICING}`,
        tags: ['orders', 'payments'],
        security: [{ session: [] }],
        params: orderIdParamsSchema,
        body: startOrderMobilePayPaymentRequestSchema,
        response: phonePaymentResponses(startMobilePayPaymentResponseSchema),
      },
    },
    async (request) =>
      startMobilePayPayment(
        paymentDeps,
        await orderSubject(paymentDeps, request.params.orderId),
        request.body.phoneNumber,
      ),
  );

  app.get(
    '/orders/:orderId/payment/receipt/:reference',
    {
      schema: {
        summary: 'The receipt of a print order’s confirmed payment',
        description:
          'Amounts in öre; VAT is 20 % of the amount paid (`decisions.md` §3). 404 until confirmed.',
        tags: ['orders', 'payments'],
        security: [{ session: [] }],
        params: orderPaymentParamsSchema,
        response: { 200: receiptSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      receiptOf(await paymentOfOrder(paymentDeps, request.params.orderId, request.params.reference)),
  );
};

export default orderPayments;
