import fp from 'fastify-plugin';
import type { CardProvider } from '../payments/card-provider';
import { confirmPayment } from '../payments/confirm-payment';
import { GandiRegistrar } from '../payments/gandi-registrar';
import type { Registrar } from '../payments/registrar';
import { SimulatedCardProvider } from '../payments/simulated-card-provider';
import { SimulatedRegistrar } from '../payments/simulated-registrar';
import { SimulatedSwishProvider } from '../payments/simulated-swish-provider';
import { StripeCardProvider } from '../payments/stripe-card-provider';
import { SwishCommerceProvider } from '../payments/swish-commerce-provider';
import { processSwishCallback } from '../payments/swish-payments';
import type { SwishProvider } from '../payments/swish-provider';

export interface PaymentProviders {
  card: CardProvider;
  swish: SwishProvider;
  registrar: Registrar;
  /** The simulators, for their `/dev` pages; null when the real provider is configured. */
  simulatedCard: SimulatedCardProvider | null;
  simulatedSwish: SimulatedSwishProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProviders;
  }
}

/** The payment and domain providers the configuration names (`decisions.md` §6); simulators by default. */
export default fp(
  async function payments(app) {
    const { card: cardConfig, swish: swishConfig } = app.config;
    const simulatedCard = cardConfig.provider === 'simulated' ? new SimulatedCardProvider() : null;
    const simulatedSwish =
      swishConfig.provider === 'simulated'
        ? new SimulatedSwishProvider(swishConfig.autoApprove, app.now)
        : null;

    // The simulators call back in-process where the real services post a webhook or a callback.
    if (simulatedCard) {
      simulatedCard.onSucceeded = async (providerId) => {
        const payment = await app.repositories.payments.findByProviderId(simulatedCard.name, providerId);
        if (payment) await confirmPayment(app, payment.reference);
      };
    }
    if (simulatedSwish) {
      simulatedSwish.onCallback = (instructionId) => processSwishCallback(app, instructionId);
    }
    if ((simulatedCard || simulatedSwish) && app.config.production) {
      app.log.warn(
        'Payments run on the built-in simulators: set CARD_PROVIDER and SWISH_PROVIDER to take real money',
      );
    }

    app.decorate('payments', {
      card: simulatedCard ?? new StripeCardProvider(cardConfig.provider === 'stripe' ? cardConfig : never()),
      swish:
        simulatedSwish ?? new SwishCommerceProvider(swishConfig.provider === 'swish' ? swishConfig : never()),
      registrar:
        app.config.registrar.provider === 'gandi'
          ? new GandiRegistrar(app.config.registrar)
          : new SimulatedRegistrar(),
      simulatedCard,
      simulatedSwish,
    } satisfies PaymentProviders);
  },
  { name: 'payments', dependencies: ['config', 'repositories'] },
);

function never(): never {
  throw new Error('unreachable: a real provider without its settings');
}
