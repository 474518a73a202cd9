import type { EnvelopeKind, ShipmentMethod, ShippingAddress } from '@eventsite/core';

/** A paid order as the printer gets it. */
export interface PartnerOrder {
  orderId: string;
  quantity: number;
  /**
   * 1 when the PDF is one card printed `quantity` times; `quantity` when every card in it differs (a personal
   * QR per household) and each is printed once.
   */
  cardsInPdf: number;
  envelopes: EnvelopeKind;
  roundedCorners: boolean;
  shippingAddress: ShippingAddress;
  shipmentMethod: ShipmentMethod;
  /** Where the printer fetches the print-ready PDF. */
  pdfUrl: string;
}

/**
 * Prints and ships paid orders (`decisions.md` §6). `submit` is idempotent by our order id, so a retried
 * hand-over never prints twice; the partner reports printed and shipped back (webhook or simulator page).
 */
export interface PrintPartner {
  readonly name: 'simulated' | 'gelato';
  submit(order: PartnerOrder): Promise<{ partnerOrderId: string }>;
}
