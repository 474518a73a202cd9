import type { EnvelopeKind, ShipmentMethod, ShippingAddress } from '@eventsite/core';

/** What the printer makes: invitation cards, or place cards folded (A6 tent) or flat (90 × 55 mm). */
export type PartnerProduct = 'invitation' | 'placeCardFolded' | 'placeCardFlat';

/** A paid order as the printer gets it. */
export interface PartnerOrder {
  orderId: string;
  product: PartnerProduct;
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
  /**
   * Place cards for a partner that takes one design per item: each card's own one-page PDF, in the order of
   * `pdfUrl`'s pages; null when the partner prints the whole PDF.
   */
  cardPdfUrls: string[] | null;
}

/** Where an order stands at the printer: printed, shipped with a tracking number, or nothing we track. */
export type PrintOrderUpdate =
  { step: 'printed' } | { step: 'shipped'; trackingNumber: string } | { step: 'none' };

/**
 * Which partners print a PDF of cards that all differ (a personal QR per household), each once. Gelato takes
 * one design per item; cards that differ would need an item each (not built).
 */
export const PRINTS_EACH_CARD = { simulated: true, gelato: false } as const;

/**
 * Prints and ships paid orders (`decisions.md` §6). `submit` is idempotent by our order id, so a retried
 * hand-over never prints twice; the partner reports printed and shipped back (webhook or simulator page).
 */
export interface PrintPartner {
  readonly name: 'simulated' | 'gelato';
  /** Whether it prints a PDF of cards that all differ (a personal QR per household), each once. */
  readonly printsEachCard: boolean;
  submit(order: PartnerOrder): Promise<{ partnerOrderId: string }>;
  /**
   * Where the partner itself says the order stands. A webhook only says "ask": its body is never trusted.
   * Rejects when the partner cannot be asked.
   */
  orderUpdate(partnerOrderId: string): Promise<PrintOrderUpdate>;
}
