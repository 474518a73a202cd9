import { MAX_GIFT_ITEM_QUANTITY } from '../../constants/gift-registry';

export type GiftQuantityProblem = 'REQUIRED' | 'NOT_A_NUMBER' | 'TOO_SMALL' | 'TOO_LARGE';

export type GiftQuantityResult =
  { ok: true; quantity: number | null } | { ok: false; problem: GiftQuantityProblem };

/**
 * The quantity of a wish from what the owner typed (`002` §5 "Gift item"): an empty value becomes null;
 * when the item is reservable a quantity is required, and any quantity must be a whole number from 1
 * (at most 10 000).
 */
export function parseGiftQuantity(input: string, reservable: boolean): GiftQuantityResult {
  const text = input.trim();
  if (text === '') return reservable ? { ok: false, problem: 'REQUIRED' } : { ok: true, quantity: null };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'NOT_A_NUMBER' };
  const quantity = Number(text);
  if (quantity < 1) return { ok: false, problem: 'TOO_SMALL' };
  if (quantity > MAX_GIFT_ITEM_QUANTITY) return { ok: false, problem: 'TOO_LARGE' };
  return { ok: true, quantity };
}
