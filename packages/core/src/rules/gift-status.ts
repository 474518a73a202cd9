import type { GiftItem, GiftReservation } from '../schemas/gift-registry';
import type { TranslatableText } from '../schemas/translatable-text';

/**
 * Status words of a gift item, used when the module leaves its own empty (`001` §3 "Gift registry module").
 * The spec's texts are Swedish; English and Danish are given so a multilingual site reads well.
 */
export const DEFAULT_GIFT_STATUS_TEXTS = {
  statusTextQuantity: { sv: 'Antal', en: 'Quantity', da: 'Antal' },
  statusTextReservedSingular: { sv: 'Reserverad', en: 'Reserved', da: 'Reserveret' },
  statusTextReservedPlural: { sv: 'reserverade', en: 'reserved', da: 'reserveret' },
} as const satisfies Record<string, TranslatableText>;

/** The status words in one language. */
export interface GiftStatusTexts {
  quantity: string;
  reservedSingular: string;
  reservedPlural: string;
}

/** Pieces of an item reserved by guests: its entry in the site's reservations, or 0 (`001` §4). */
export function reservedQuantity(reservations: readonly GiftReservation[], itemId: string): number {
  return reservations.find((reservation) => reservation.giftRegistryId === itemId)?.quantityReserved ?? 0;
}

/**
 * The status line of a gift item (`001` §4): a reservable single piece shows 'Reserverad' once reserved and
 * nothing before; other reservable items show 'Antal: N', plus ', reserverade: M' once any are reserved;
 * an item that cannot be reserved shows nothing.
 */
export function giftStatusText(
  item: Pick<GiftItem, 'reservable' | 'quantity'>,
  reserved: number,
  texts: GiftStatusTexts,
): string {
  if (!item.reservable || item.quantity === null) return '';
  if (item.quantity === 1) return reserved > 0 ? texts.reservedSingular : '';
  const quantity = `${texts.quantity}: ${item.quantity}`;
  return reserved > 0 ? `${quantity}, ${texts.reservedPlural}: ${reserved}` : quantity;
}
