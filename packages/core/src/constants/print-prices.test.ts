import { describe, expect, it } from 'vitest';
import {
  ADVERTISED_PRINT_PRICE,
  DEFAULT_ENVELOPE_KIND,
  DELIVERY_ESTIMATE_ORDER,
  ENVELOPE_KINDS,
  PRINT_PRICES_ORE,
  PRINT_QUANTITY,
  PRINT_QUANTITY_CHOICES,
  PRINT_VAT_SHARE_OF_TOTAL,
  SHIPMENT_METHOD_TYPES,
} from './print-prices';

describe('print prices (002 §9)', () => {
  it('holds the Swedish prices in öre', () => {
    expect(PRINT_PRICES_ORE.se).toEqual({
      card: 1500,
      placeCard: 800,
      envelope: { none: 0, standard: 300, premium: 500 },
      roundedCornersPerCard: 200,
      shipping: 9500,
    });
  });

  it('holds the Danish prices in øre (decisions.md §8)', () => {
    expect(PRINT_PRICES_ORE.dk).toEqual({
      card: 1100,
      placeCard: 600,
      envelope: { none: 0, standard: 200, premium: 400 },
      roundedCornersPerCard: 150,
      shipping: 6900,
    });
  });

  it('takes 20 % of the total as VAT', () => {
    expect(PRINT_VAT_SHARE_OF_TOTAL).toBe(0.2);
  });

  it('offers 10 to 300 cards in steps of 10, default 10', () => {
    expect(PRINT_QUANTITY).toEqual({ min: 10, max: 300, step: 10, default: 10 });
    expect(PRINT_QUANTITY_CHOICES).toHaveLength(30);
    expect(PRINT_QUANTITY_CHOICES[0]).toBe(10);
    expect(PRINT_QUANTITY_CHOICES.at(-1)).toBe(300);
    expect(PRINT_QUANTITY_CHOICES.every((quantity) => quantity % 10 === 0)).toBe(true);
  });

  it('defaults to no envelopes and estimates delivery for 10 cards with standard envelopes', () => {
    expect(ENVELOPE_KINDS).toEqual(['none', 'standard', 'premium']);
    expect(DEFAULT_ENVELOPE_KIND).toBe('none');
    expect(DELIVERY_ESTIMATE_ORDER).toEqual({ quantity: 10, envelopes: 'standard' });
  });

  it('advertises 150 kr (se) and 110 kr (dk) per 10 cards, ten cards at the card price', () => {
    expect(ADVERTISED_PRINT_PRICE).toEqual({
      se: { priceOre: 15000, cards: 10 },
      dk: { priceOre: 11000, cards: 10 },
    });
    for (const market of ['se', 'dk'] as const) {
      const advertised = ADVERTISED_PRINT_PRICE[market];
      expect(PRINT_PRICES_ORE[market].card * advertised.cards).toBe(advertised.priceOre);
    }
  });

  it('knows the three delivery types', () => {
    expect(SHIPMENT_METHOD_TYPES).toEqual(['express', 'normal', 'pick_up']);
  });
});
