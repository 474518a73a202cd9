import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SimulatedMobilePayProvider } from '../../payments/simulated-mobilepay-provider';
import { MOBILEPAY_SIMULATOR_PAGE } from './mobilepay-simulator-page';
import { phonePaymentSimulatorRoutes } from './phone-payment-simulator-routes';

/** `/dev/mobilepay` (`decisions.md` §8); settling with `loseWebhook` leaves the payment to the client's poll. */
export function mobilePaySimulatorRoutes(simulator: SimulatedMobilePayProvider): FastifyPluginAsyncZod {
  return phonePaymentSimulatorRoutes(simulator, {
    page: MOBILEPAY_SIMULATOR_PAGE,
    path: '/dev/mobilepay',
    listName: 'payments',
    idParam: 'reference',
    loseFlag: 'loseWebhook',
    noun: 'MobilePay payment',
  });
}
