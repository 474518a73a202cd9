import {
  PRINTS_EACH_CARD,
  type PartnerOrder,
  type PrintOrderUpdate,
  type PrintPartner,
} from './print-partner';

/**
 * The built-in printer (`decisions.md` §6): takes every order at once; `/dev/prints` then advances it to
 * printed and shipped, as the real printer's status reports would.
 */
export class SimulatedPrintPartner implements PrintPartner {
  readonly name = 'simulated';
  readonly printsEachCard = PRINTS_EACH_CARD.simulated;

  async submit(order: PartnerOrder): Promise<{ partnerOrderId: string }> {
    return { partnerOrderId: `sim-${order.orderId}` };
  }

  /** The simulator sends no webhook; `/dev/prints` moves its orders directly. */
  async orderUpdate(): Promise<PrintOrderUpdate> {
    return { step: 'none' };
  }
}
