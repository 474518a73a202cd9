import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GIFT_ITEM,
  GIFT_REGISTRY_START_VIEW_MIN_ITEMS,
  GIFT_RESERVATION_QUANTITY,
} from './gift-registry';

describe('gift registry constants (001 §4, §9, 002 §3)', () => {
  it('reserves at least 1, default 1', () => {
    expect(GIFT_RESERVATION_QUANTITY).toEqual({ min: 1, default: 1 });
  });

  it('makes a new item reservable, one piece, without link', () => {
    expect(DEFAULT_GIFT_ITEM).toEqual({ reservable: true, quantity: 1, link: null });
  });

  it('shows the START view only from two items', () => {
    expect(GIFT_REGISTRY_START_VIEW_MIN_ITEMS).toBe(2);
  });
});
