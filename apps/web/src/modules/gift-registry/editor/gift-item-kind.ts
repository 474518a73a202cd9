import type { GiftItem } from '@eventsite/core/schemas/gift-registry';

/** What a registry item is (issue 37): a wish guests buy, a money gift (a pot), or a group gift in shares. */
export type GiftItemKind = 'wish' | 'pot' | 'group';

export const GIFT_ITEM_KINDS: readonly GiftItemKind[] = ['wish', 'pot', 'group'];

export function giftItemKind(item: GiftItem): GiftItemKind {
  if (item.pot !== null) return 'pot';
  return item.sharePrice !== null ? 'group' : 'wish';
}
