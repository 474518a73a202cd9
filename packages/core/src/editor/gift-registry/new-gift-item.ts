import { DEFAULT_GIFT_ITEM } from '../../constants/gift-registry';
import type { GiftItem } from '../../schemas/gift-registry';

/** A new wish (`002` §3 "GiftRegistry"): reservable, quantity 1, no link, no texts or image yet. */
export function newGiftItem(id: string): GiftItem {
  return { id, title: {}, description: {}, image: null, ...DEFAULT_GIFT_ITEM };
}
