import type { Gift } from '@eventsite/core/api/gifts';

/** The gifts of one household on the guest list, or of one giver named the same way. */
export interface GiftGroup {
  key: string;
  /** The household's name, else the giver's; '' when the gifts came without a name. */
  name: string;
  /** Whether the group is a household of the guest list. */
  household: boolean;
  gifts: Gift[];
}

function groupOf(gift: Gift): Pick<GiftGroup, 'key' | 'name' | 'household'> {
  if (gift.householdId !== null) {
    return { key: `household:${gift.householdId}`, name: gift.householdName ?? gift.from, household: true };
  }
  const name = gift.from.trim();
  // Givers who typed their name differently in case are still the same person to thank.
  return { key: `from:${name.toLocaleLowerCase()}`, name, household: false };
}

/**
 * The thank-you list's groups (issue 37 item 3): by household where the gift is tied to one, else by the
 * giver's name; in the order of the gifts (newest first), so the latest givers come first.
 */
export function groupGifts(gifts: readonly Gift[]): GiftGroup[] {
  const groups = new Map<string, GiftGroup>();
  for (const gift of gifts) {
    const { key, name, household } = groupOf(gift);
    const group = groups.get(key) ?? { key, name, household, gifts: [] };
    group.gifts.push(gift);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export interface GiftCounts {
  gifts: number;
  thanked: number;
  /** The money guests reported giving, in öre. */
  moneyReported: number;
}

export function countGifts(gifts: readonly Gift[]): GiftCounts {
  return {
    gifts: gifts.length,
    thanked: gifts.filter((gift) => gift.thanked).length,
    moneyReported: gifts
      .filter((gift) => gift.kind === 'money')
      .reduce((sum, gift) => sum + (gift.amount ?? 0), 0),
  };
}
