import fp from 'fastify-plugin';
import { confirmPayment } from '../payments/confirm-payment';
import { GandiRegistrar } from '../payments/gandi-registrar';
import { processMobilePayWebhook } from '../payments/mobilepay-payments';
import { SimulatedCardProvider } from '../payments/simulated-card-provider';
import { SimulatedMobilePayProvider } from '../payments/simulated-mobilepay-provider';
import { SimulatedRegistrar } from '../payments/simulated-registrar';
import { SimulatedSwishProvider } from '../payments/simulated-swish-provider';
import { StripeCardProvider } from '../payments/stripe-card-provider';
import { SwishCommerceProvider } from '../payments/swish-commerce-provider';
import { processSwishCallback } from '../payments/swish-payments';
import { VippsMobilePayProvider } from '../payments/vipps-mobilepay-provider';
import { paymentDepsOf } from '../payments/payment-deps';
import type { PaymentProviders } from '../payments/payment-providers';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProviders;
  }
}

/** The payment and domain providers the configuration names (`decisions.md` §6); simulators by default. */
export default fp(
  async function payments(app) {
    const { card: cardConfig, swish: swishConfig, mobilePay: mobilePayConfig } = app.config;
    const simulatedCard =
      cardConfig.provider === 'simulated' ? new SimulatedCardProvider(app.config.market) : null;
    const simulatedSwish =
      swishConfig.provider === 'simulated'
        ? new SimulatedSwishProvider(swishConfig.autoApprove, app.now)
        : null;
    const simulatedMobilePay =
      mobilePayConfig.provider === 'simulated'
        ? new SimulatedMobilePayProvider(mobilePayConfig.autoApprove, app.now)
        : null;

    // The simulators call back in-process where the real services post a webhook or a callback.
    if (simulatedCard) {
      simulatedCard.onSucceeded = async (providerId) => {
        const payment = await app.repositories.payments.findByProviderId(simulatedCard.name, providerId);
        if (payment) await confirmPayment(paymentDepsOf(app), payment.reference);
      };
    }
    if (simulatedSwish) {
      simulatedSwish.onCallback = (instructionId) => processSwishCallback(paymentDepsOf(app), instructionId);
    }
    if (simulatedMobilePay) {
      simulatedMobilePay.onWebhook = (reference) => processMobilePayWebhook(paymentDepsOf(app), reference);
    }
    const phoneSimulated = app.config.market === 'dk' ? simulatedMobilePay : simulatedSwish;
    if ((simulatedCard || phoneSimulated) && app.config.production) {
      app.log.warn(
        'Payments run on the built-in simulators: set CARD_PROVIDER and SWISH_PROVIDER (MOBILEPAY_PROVIDER in Denmark) to take real money',
      );
    }

    app.decorate('payments', {
      card: simulatedCard ?? new StripeCardProvider(cardConfig.provider === 'stripe' ? cardConfig : never()),
      swish:
        simulatedSwish ?? new SwishCommerceProvider(swishConfig.provider === 'swish' ? swishConfig : never()),
      mobilePay:
        simulatedMobilePay ??
        new VippsMobilePayProvider(mobilePayConfig.provider === 'vipps' ? mobilePayConfig : never(), app.now),
      registrar:
        app.config.registrar.provider === 'gandi'
          ? new GandiRegistrar(app.config.registrar)
          : new SimulatedRegistrar(),
      simulatedCard,
      simulatedSwish,
      simulatedMobilePay,
    } satisfies PaymentProviders);
  },
  { name: 'payments', dependencies: ['config', 'repositories'] },
);

function never(): never {
  throw new Error('unreachable: a real provider without its settings');
}
