import { describe, expect, it } from 'vitest';
import { cancelQuantityBounds, isQuantityWithin, reserveQuantityBounds } from './reservation-bounds';

describe('reserveQuantityBounds', () => {
  it('allows 1 to the quantity minus the reserved amount', () => {
    expect(
      reserveQuantityBounds({ id: 'a', quantity: 12, reservable: true }, [
        { giftRegistryId: 'a', quantityReserved: 5 },
        { giftRegistryId: 'b', quantityReserved: 2 },
      ]),
    ).toEqual({ min: 1, max: 7, fixedAtOne: false });
  });

  it('fixes the quantity at 1 for a free single piece', () => {
    expect(reserveQuantityBounds({ id: 'a', quantity: 1, reservable: true }, [])).toEqual({
      min: 1,
      max: 1,
      fixedAtOne: true,
    });
  });

  it('allows nothing when all are reserved, or the item is not reservable', () => {
    expect(
      reserveQuantityBounds({ id: 'a', quantity: 3, reservable: true }, [
        { giftRegistryId: 'a', quantityReserved: 3 },
      ]).max,
    ).toBe(0);
    expect(reserveQuantityBounds({ id: 'a', quantity: 3, reservable: false }, []).max).toBe(0);
    expect(reserveQuantityBounds({ id: 'a', quantity: null, reservable: true }, []).max).toBe(0);
  });
});

describe('cancelQuantityBounds', () => {
  it('allows 1 to the reserved amount', () => {
    expect(cancelQuantityBounds({ quantity: 12 }, 4)).toEqual({ min: 1, max: 4, fixedAtOne: false });
    expect(cancelQuantityBounds({ quantity: 1 }, 1)).toEqual({ min: 1, max: 1, fixedAtOne: true });
  });
});

describe('isQuantityWithin', () => {
  it('accepts whole numbers within the bounds only', () => {
    const bounds = { min: 1, max: 3, fixedAtOne: false };
    expect([0, 1, 3, 4, 1.5].map((quantity) => isQuantityWithin(quantity, bounds))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});
