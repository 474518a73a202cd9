import { describe, expect, it } from 'vitest';
import { giftItemSchema, giftReservationSchema } from './gift-registry';

describe('giftItemSchema (002 §3, §5)', () => {
  it('defaults to reservable, quantity 1, no link, no image', () => {
    expect(giftItemSchema.parse({ id: 'gift-1' })).toEqual({
      id: 'gift-1',
      title: {},
      description: {},
      image: null,
      link: null,
      quantity: 1,
      reservable: true,
      pot: null,
      sharePrice: null,
    });
  });

  it('accepts older item ids', () => {
    expect(giftItemSchema.safeParse({ id: 'giftRegistryItem1612345' }).success).toBe(true);
  });

  it('needs a quantity of at least 1 when reservable', () => {
    expect(
      giftItemSchema.safeParse({ id: 'g', reservable: true, quantity: null }).error?.issues[0]?.path,
    ).toEqual(['quantity']);
    expect(giftItemSchema.safeParse({ id: 'g', quantity: 0 }).success).toBe(false);
    expect(giftItemSchema.safeParse({ id: 'g', quantity: 1.5 }).success).toBe(false);
  });

  it('allows no quantity when not reservable', () => {
    expect(giftItemSchema.parse({ id: 'g', reservable: false, quantity: null }).quantity).toBeNull();
  });

  it('accepts only http(s) links', () => {
    expect(giftItemSchema.safeParse({ id: 'g', link: 'https://shop.example/x' }).success).toBe(true);
    expect(giftItemSchema.safeParse({ id: 'g', link: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('giftReservationSchema (001 §3)', () => {
  it('is the item id and the reserved quantity', () => {
    expect(giftReservationSchema.parse({ giftRegistryId: 'gift-1', quantityReserved: 2 })).toEqual({
      giftRegistryId: 'gift-1',
      quantityReserved: 2,
    });
    expect(giftReservationSchema.safeParse({ giftRegistryId: 'gift-1', quantityReserved: -1 }).success).toBe(
      false,
    );
  });
});

describe('giftItemSchema: pots and group gifts (issue 37)', () => {
  const pot = { suggestedAmounts: [20000, 50000], goal: 3000000, showProgress: true };

  it('takes a pot only on an item that is not reservable', () => {
    expect(giftItemSchema.safeParse({ id: 'p', reservable: false, quantity: null, pot }).success).toBe(true);
    expect(giftItemSchema.safeParse({ id: 'p', pot }).success).toBe(false);
  });

  it('takes a share price only on a reservable item, whose quantity counts the shares', () => {
    expect(giftItemSchema.safeParse({ id: 's', quantity: 12, sharePrice: 50000 }).success).toBe(true);
    expect(giftItemSchema.safeParse({ id: 's', reservable: false, sharePrice: 50000 }).success).toBe(false);
  });

  it('refuses amounts under one krone or in fractions of an öre', () => {
    expect(giftItemSchema.safeParse({ id: 's', quantity: 2, sharePrice: 99 }).success).toBe(false);
    expect(giftItemSchema.safeParse({ id: 's', quantity: 2, sharePrice: 150.5 }).success).toBe(false);
  });
});
