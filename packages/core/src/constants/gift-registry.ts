/** A new gift item: reservable, one piece, no link (`002` §3 "GiftRegistry"), neither a pot nor a group gift. */
export const DEFAULT_GIFT_ITEM = {
  reservable: true,
  quantity: 1,
  link: null,
  pot: null,
  sharePrice: null,
} as const;

/** The gift registry opens on START only when it has more than this many items (`001` §4). */
export const GIFT_REGISTRY_START_VIEW_MIN_ITEMS = 2;

/** The most pieces one wish can have, so a typo cannot store an absurd number. */
export const MAX_GIFT_ITEM_QUANTITY = 10000;

/** The largest money amount (öre) a pot, a share or a reported gift may carry: 1,000,000 kr. */
export const MAX_GIFT_AMOUNT_ORE = 100_000_000;

/** How many suggested amounts a pot offers at most. */
export const MAX_POT_SUGGESTED_AMOUNTS = 6;

/** A guest's greeting to the hosts with a money gift, and the owner's note on a gift, in characters. */
export const GIFT_GREETING_MAX = 1000;
export const GIFT_NOTE_MAX = 1000;
/** A giver's name and a hand-added gift's description, in characters. */
export const GIFT_FROM_MAX = 200;
