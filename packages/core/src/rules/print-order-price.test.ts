import { describe, expect, it } from 'vitest';
import {
  ADVERTISED_PRINT_PRICE,
  ENVELOPE_KINDS,
  PRINT_PRICES_ORE,
  PRINT_QUANTITY_CHOICES,
} from '../constants/print-prices';
import { MARKET_CURRENCY } from '../constants/payment-products';
import { isPrintQuantity, printOrderPrice } from './print-order-price';

describe('printOrderPrice (002 §9, decisions §8)', () => {
  it('prices 10 plain cards in Sweden at 150 kr plus 95 kr shipping', () => {
    expect(printOrderPrice({ market: 'se', quantity: 10, envelopes: 'none', roundedCorners: false })).toEqual(
      {
        perCardOre: 1500,
        itemsOre: 15000,
        shippingOre: 9500,
        totalOre: 24500,
        vatOre: 4900,
      },
    );
  });

  it('prices 20 cards with premium envelopes and rounded corners', () => {
    // (15 + 5 + 2) kr × 20 + 95 kr = 535 kr; VAT 107 kr.
    expect(
      printOrderPrice({ market: 'se', quantity: 20, envelopes: 'premium', roundedCorners: true }),
    ).toMatchObject({ perCardOre: 2200, itemsOre: 44000, totalOre: 53500, vatOre: 10700 });
  });

  it('prices Danish cards in øre: 11 kr, envelopes 2 and 4 kr, corners 1.50 kr, shipping 69 kr', () => {
    expect(
      printOrderPrice({ market: 'dk', quantity: 30, envelopes: 'standard', roundedCorners: true }),
    ).toEqual({ perCardOre: 1450, itemsOre: 43500, shippingOre: 6900, totalOre: 50400, vatOre: 10080 });
    expect(MARKET_CURRENCY).toEqual({ se: 'SEK', dk: 'DKK' });
    expect(ADVERTISED_PRINT_PRICE.dk).toEqual({ priceOre: 11000, cards: 10 });
    expect(PRINT_PRICES_ORE.dk.card * 10).toBe(ADVERTISED_PRINT_PRICE.dk.priceOre);
  });

  it('uses the chosen shipment method’s price when given', () => {
    expect(
      printOrderPrice({
        market: 'se',
        quantity: 10,
        envelopes: 'none',
        roundedCorners: false,
        shippingOre: 21900,
      }),
    ).toMatchObject({ shippingOre: 21900, totalOre: 36900, vatOre: 7380 });
  });

  it('adds up every combination by the rule of 002 §9, VAT 20 % of the total', () => {
    let combinations = 0;
    for (const market of ['se', 'dk'] as const) {
      const prices = PRINT_PRICES_ORE[market];
      for (const quantity of PRINT_QUANTITY_CHOICES)
        for (const envelopes of ENVELOPE_KINDS)
          for (const roundedCorners of [false, true]) {
            const price = printOrderPrice({ market, quantity, envelopes, roundedCorners });
            const perCard =
              prices.card + prices.envelope[envelopes] + (roundedCorners ? prices.roundedCornersPerCard : 0);
            expect(price.totalOre).toBe(perCard * quantity + prices.shipping);
            expect(price.itemsOre + price.shippingOre).toBe(price.totalOre);
            expect(price.vatOre).toBe(Math.round(price.totalOre / 5));
            expect(Number.isInteger(price.vatOre)).toBe(true);
            combinations += 1;
          }
    }
    expect(combinations).toBe(2 * 30 * 3 * 2);
  });

  it('prices the extremes: 300 Swedish cards with everything', () => {
    expect(
      printOrderPrice({ market: 'se', quantity: 300, envelopes: 'premium', roundedCorners: true }).totalOre,
    ).toBe(22 * 300 * 100 + 9500);
  });

  it('refuses quantities the checkout does not offer', () => {
    for (const quantity of [0, 5, 15, 310, 10.5, -10]) {
      expect(isPrintQuantity(quantity)).toBe(false);
      expect(() =>
        printOrderPrice({ market: 'se', quantity, envelopes: 'none', roundedCorners: false }),
      ).toThrow(RangeError);
    }
    expect(PRINT_QUANTITY_CHOICES.every(isPrintQuantity)).toBe(true);
  });
});
