import { z } from 'zod';
import type { Market } from '@eventsite/core';
import {
  PRINTS_EACH_CARD,
  type PartnerOrder,
  type PartnerProduct,
  type PrintOrderUpdate,
  type PrintPartner,
} from './print-partner';

export interface GelatoConfig {
  /** https://order.gelatoapis.com */
  apiUrl: string;
  apiKey: string;
  /** The card product, e.g. a folded-free A6 card on 300+ gsm matte paper with 4/4 colours. */
  cardProductUid: string;
  /** Envelope products by kind; an order with envelopes of a kind without one is refused. */
  envelopeProductUids: { standard?: string | undefined; premium?: string | undefined };
  /**
   * Place card products: a folded A6 tent card (scored, 300+ gsm) and a flat 90 × 55 mm card (350 gsm); a
   * place card order of a format without one is refused.
   */
  placeCardProductUids?: { folded?: string | undefined; flat?: string | undefined };
  /** Gelato's shipment method uid to ask for (its own; ours is the customer's choice shown at checkout). */
  shipmentMethodUid: string | undefined;
  market: Market;
  fetch?: typeof fetch;
}

/** The parts of Gelato's order (`GET /v4/orders/{id}`) that say how far it has come; the rest is ignored. */
const gelatoOrderSchema = z.looseObject({
  fulfillmentStatus: z.string().nullish(),
  shipment: z
    .looseObject({
      packages: z.array(z.looseObject({ trackingCode: z.string().nullish() })).nullish(),
    })
    .nullish(),
});

/** Gelato's statuses at or after the hand-over to the carrier. */
const SHIPPED_STATUSES = new Set(['shipped', 'in_transit', 'delivered']);

/**
 * A shipment without a tracking code yet counts as printed: Gelato adds the code later, and the owner's
 * mail should carry it.
 */
function updateOf(order: z.infer<typeof gelatoOrderSchema>): PrintOrderUpdate {
  const status = order.fulfillmentStatus ?? '';
  const trackingNumber = order.shipment?.packages?.find((pack) => pack.trackingCode)?.trackingCode;
  if (SHIPPED_STATUSES.has(status))
    return trackingNumber ? { step: 'shipped', trackingNumber } : { step: 'printed' };
  return status === 'printed' ? { step: 'printed' } : { step: 'none' };
}

const CURRENCY: Record<Market, string> = { se: 'SEK', dk: 'DKK' };
const COUNTRY: Record<Market, string> = { se: 'SE', dk: 'DK' };

/** The Gelato product of what the order prints; throws when the configuration has none for it. */
function productUidOf(config: GelatoConfig, product: PartnerProduct): string {
  const uid =
    product === 'invitation'
      ? config.cardProductUid
      : config.placeCardProductUids?.[product === 'placeCardFolded' ? 'folded' : 'flat'];
  if (!uid) throw new Error(`No Gelato product is configured for ${product}`);
  return uid;
}

/**
 * The printed items: the one card `quantity` times, or (place cards, every card different) an item per
 * card of one page each, since Gelato prints one design per item.
 */
function cardItems(config: GelatoConfig, order: PartnerOrder) {
  const productUid = productUidOf(config, order.product);
  if (order.cardPdfUrls)
    return order.cardPdfUrls.map((url, index) => ({
      itemReferenceId: `${order.orderId}-card-${index + 1}`,
      productUid,
      files: [{ type: 'default', url }],
      quantity: 1,
    }));
  return [
    {
      itemReferenceId: `${order.orderId}-cards`,
      productUid,
      files: [{ type: 'default', url: order.pdfUrl }],
      quantity: order.quantity,
    },
  ];
}

/**
 * Gelato's Order API v4 (`POST /v4/orders`, key in `X-API-KEY`): the card as one item with our PDF as its
 * file (place cards: an item per card), envelopes as a further item. Our order id is the order reference, so support can match the two.
 */
export class GelatoPrintPartner implements PrintPartner {
  readonly name = 'gelato';
  readonly printsEachCard = PRINTS_EACH_CARD.gelato;

  constructor(private readonly config: GelatoConfig) {}

  async submit(order: PartnerOrder): Promise<{ partnerOrderId: string }> {
    const { envelopeProductUids } = this.config;
    const envelopeUid = order.envelopes === 'none' ? undefined : envelopeProductUids[order.envelopes];
    if (order.envelopes !== 'none' && !envelopeUid)
      throw new Error(`No Gelato product is configured for ${order.envelopes} envelopes`);
    const address = order.shippingAddress;
    const body = {
      orderType: 'order',
      orderReferenceId: order.orderId,
      customerReferenceId: order.orderId,
      currency: CURRENCY[this.config.market],
      items: [
        ...cardItems(this.config, order),
        ...(envelopeUid
          ? [
              {
                itemReferenceId: `${order.orderId}-envelopes`,
                productUid: envelopeUid,
                quantity: order.quantity,
              },
            ]
          : []),
      ],
      ...(this.config.shipmentMethodUid ? { shipmentMethodUid: this.config.shipmentMethodUid } : {}),
      shippingAddress: {
        firstName: address.firstName,
        lastName: address.lastName,
        addressLine1: address.addressLine1,
        postCode: address.postCode,
        city: address.city,
        country: COUNTRY[this.config.market],
        email: address.email,
        phone: address.phone,
      },
      metadata: [{ key: 'roundedCorners', value: String(order.roundedCorners) }],
    };
    const response = await (this.config.fetch ?? fetch)(`${this.config.apiUrl}/v4/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.config.apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok)
      throw new Error(`Gelato answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    const answer = (await response.json()) as { id?: unknown };
    if (typeof answer.id !== 'string') throw new Error('Gelato answered no order id');
    return { partnerOrderId: answer.id };
  }

  async orderUpdate(partnerOrderId: string): Promise<PrintOrderUpdate> {
    const response = await (this.config.fetch ?? fetch)(
      `${this.config.apiUrl}/v4/orders/${encodeURIComponent(partnerOrderId)}`,
      { headers: { 'x-api-key': this.config.apiKey }, signal: AbortSignal.timeout(30_000) },
    );
    if (!response.ok)
      throw new Error(`Gelato answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
    return updateOf(gelatoOrderSchema.parse(await response.json()));
  }
}
