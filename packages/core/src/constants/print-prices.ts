import type { Market } from './platform';

/** Envelope choices of a print order (`002` §9). */
export const ENVELOPE_KINDS = ['none', 'standard', 'premium'] as const;
export type EnvelopeKind = (typeof ENVELOPE_KINDS)[number];
export const DEFAULT_ENVELOPE_KIND: EnvelopeKind = 'none';

export interface PrintPrices {
  card: number;
  envelope: Readonly<Record<EnvelopeKind, number>>;
  roundedCornersPerCard: number;
  shipping: number;
  /** One printed place card, folded A6 or flat 90 × 55 mm alike (issue 35 item 2; README "Place cards"). */
  placeCard: number;
}

/**
 * Print prices including VAT, in the market's öre: Sweden's of `002` §9, Denmark's of `decisions.md` §8
 * (card 11 kr, envelopes 2 and 4 kr, rounded corners 1,50 kr per card, shipping 69 kr); a place card is
 * 8 kr in Sweden and 6 kr in Denmark (the README's decision on place cards).
 */
export const PRINT_PRICES_ORE: Readonly<Record<Market, PrintPrices>> = {
  se: {
    card: 1500,
    envelope: { none: 0, standard: 300, premium: 500 },
    roundedCornersPerCard: 200,
    shipping: 9500,
    placeCard: 800,
  },
  dk: {
    card: 1100,
    envelope: { none: 0, standard: 200, premium: 400 },
    roundedCornersPerCard: 150,
    shipping: 6900,
    placeCard: 600,
  },
};

/** VAT is 20 % of the displayed total (`002` §9). */
export const PRINT_VAT_SHARE_OF_TOTAL = 0.2;

/** Card quantity choices: 10 to 300 in steps of 10, default 10 (`002` §5, §9). */
export const PRINT_QUANTITY = { min: 10, max: 300, step: 10, default: 10 } as const;

/** Every quantity the checkout offers (`002` §5). */
export const PRINT_QUANTITY_CHOICES: readonly number[] = Array.from(
  { length: (PRINT_QUANTITY.max - PRINT_QUANTITY.min) / PRINT_QUANTITY.step + 1 },
  (_, index) => PRINT_QUANTITY.min + index * PRINT_QUANTITY.step,
);

/** The delivery estimate is always asked for with this order (`002` §9). */
export const DELIVERY_ESTIMATE_ORDER = { quantity: 10, envelopes: 'standard' } as const satisfies {
  quantity: number;
  envelopes: EnvelopeKind;
};

/**
 * What the invitations overview advertises: 150 kr per 10 cards in Sweden (`002` §2.5, §9), 110 kr per 10
 * in Denmark (`decisions.md` §8).
 */
export const ADVERTISED_PRINT_PRICE: Readonly<Record<Market, { priceOre: number; cards: number }>> = {
  se: { priceOre: 15000, cards: 10 },
  dk: { priceOre: 11000, cards: 10 },
};

/** Delivery types of shipment methods (`002` §3, §9). */
export const SHIPMENT_METHOD_TYPES = ['express', 'normal', 'pick_up'] as const;
export type ShipmentMethodType = (typeof SHIPMENT_METHOD_TYPES)[number];
