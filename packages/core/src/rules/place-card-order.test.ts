import { describe, expect, it } from 'vitest';
import { placeCardOrderPrice, placeCardQuantity } from './place-card-order';

describe('placeCardQuantity (issue 35 item 2)', () => {
  it('rounds the placed guests up to whole tens', () => {
    expect(placeCardQuantity(1)).toBe(10);
    expect(placeCardQuantity(10)).toBe(10);
    expect(placeCardQuantity(11)).toBe(20);
    expect(placeCardQuantity(37)).toBe(40);
    expect(placeCardQuantity(300)).toBe(300);
  });

  it('has no quantity for nobody placed, a broken count or more than one order holds', () => {
    expect(placeCardQuantity(0)).toBeNull();
    expect(placeCardQuantity(-3)).toBeNull();
    expect(placeCardQuantity(2.5)).toBeNull();
    expect(placeCardQuantity(301)).toBeNull();
  });
});

describe('placeCardOrderPrice (README "Place cards")', () => {
  it('prices 40 Swedish place cards at 8 kr each plus the fixed 95 kr shipping', () => {
    // 40 × 8 kr + 95 kr = 415 kr; VAT 83 kr.
    expect(placeCardOrderPrice({ market: 'se', quantity: 40 })).toEqual({
      perCardOre: 800,
      itemsOre: 32000,
      shippingOre: 9500,
      totalOre: 41500,
      vatOre: 8300,
    });
  });

  it('prices Danish place cards at 6 kr each with the carrier’s shipping', () => {
    expect(placeCardOrderPrice({ market: 'dk', quantity: 20, shippingOre: 4900 })).toMatchObject({
      perCardOre: 600,
      itemsOre: 12000,
      totalOre: 16900,
    });
  });

  it('refuses a quantity that is not whole tens from 10 to 300', () => {
    expect(() => placeCardOrderPrice({ market: 'se', quantity: 15 })).toThrow(RangeError);
    expect(() => placeCardOrderPrice({ market: 'se', quantity: 0 })).toThrow(RangeError);
    expect(() => placeCardOrderPrice({ market: 'se', quantity: 310 })).toThrow(RangeError);
  });
});
