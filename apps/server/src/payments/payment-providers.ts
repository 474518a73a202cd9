import type { CardProvider } from './card-provider';
import type { MobilePayProvider } from './mobilepay-provider';
import type { Registrar } from './registrar';
import type { SimulatedCardProvider } from './simulated-card-provider';
import type { SimulatedMobilePayProvider } from './simulated-mobilepay-provider';
import type { SimulatedSwishProvider } from './simulated-swish-provider';
import type { SwishProvider } from './swish-provider';

/** The payment and domain providers the configuration names (`decisions.md` §6), built by `plugins/payments`. */
export interface PaymentProviders {
  card: CardProvider;
  swish: SwishProvider;
  mobilePay: MobilePayProvider;
  registrar: Registrar;
  /** The simulators, for their `/dev` pages; null when the real provider is configured. */
  simulatedCard: SimulatedCardProvider | null;
  simulatedSwish: SimulatedSwishProvider | null;
  simulatedMobilePay: SimulatedMobilePayProvider | null;
}
