import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SimulatedSwishProvider } from '../../payments/simulated-swish-provider';
import { phonePaymentSimulatorRoutes } from './phone-payment-simulator-routes';
import { SWISH_SIMULATOR_PAGE } from './swish-simulator-page';

/** `/dev/swish` (`decisions.md` §6); settling with `loseCallback` leaves the request to the client's poll. */
export function swishSimulatorRoutes(simulator: SimulatedSwishProvider): FastifyPluginAsyncZod {
  return phonePaymentSimulatorRoutes(simulator, {
    page: SWISH_SIMULATOR_PAGE,
    path: '/dev/swish',
    listName: 'requests',
    idParam: 'id',
    loseFlag: 'loseCallback',
    noun: 'Swish request',
  });
}
