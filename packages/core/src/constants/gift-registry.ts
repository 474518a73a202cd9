/** A new gift item: reservable, one piece, no link (`002` §3 "GiftRegistry"). */
export const DEFAULT_GIFT_ITEM = { reservable: true, quantity: 1, link: null } as const;

/** The gift registry opens on START only when it has more than this many items (`001` §4). */
export const GIFT_REGISTRY_START_VIEW_MIN_ITEMS = 2;

/** The most pieces one wish can have, so a typo cannot store an absurd number. */
export const MAX_GIFT_ITEM_QUANTITY = 10000;
