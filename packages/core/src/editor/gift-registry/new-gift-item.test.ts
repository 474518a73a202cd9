import { describe, expect, it } from 'vitest';
import { giftItemSchema } from '../../schemas/gift-registry';
import { newGiftItem } from './new-gift-item';

describe('newGiftItem (002 §3 "GiftRegistry" defaults)', () => {
  it('is reservable, one piece, without a link, texts or image', () => {
    expect(newGiftItem('g1')).toEqual({
      id: 'g1',
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

  it('is what the schema makes of an item with only an id', () => {
    expect(giftItemSchema.parse({ id: 'g1' })).toEqual(newGiftItem('g1'));
  });
});
