import type { GiftItem, GiftReservation } from '../schemas/gift-registry';
import { reservedQuantity } from './gift-status';

/** The quantities a guest may enter: `min` to `max`; `max` below `min` means none is possible. */
export interface QuantityBounds {
  min: number;
  max: number;
  /** The field is hidden and the quantity fixed at 1 (`001` §5). */
  fixedAtOne: boolean;
}

const bounds = (max: number, total: number | null): QuantityBounds => ({
  min: 1,
  max,
  fixedAtOne: total === 1 && max === 1,
});

/**
 * Reserving (`001` §5): 1 to the item's quantity minus the reserved amount, only for reservable items with
 * a quantity. An item whose total is 1 hides the field with 1 fixed while its piece is free.
 */
export function reserveQuantityBounds(
  item: Pick<GiftItem, 'id' | 'quantity' | 'reservable'>,
  reservations: readonly GiftReservation[],
): QuantityBounds {
  if (!item.reservable || item.quantity === null) return bounds(0, item.quantity);
  return bounds(Math.max(0, item.quantity - reservedQuantity(reservations, item.id)), item.quantity);
}

/** Cancelling (`001` §5): 1 to the amount reserved (the server counts only this guest's password); fixed at 1 on an item whose total is 1. */
export function cancelQuantityBounds(item: Pick<GiftItem, 'quantity'>, reserved: number): QuantityBounds {
  return bounds(Math.max(0, reserved), item.quantity);
}

/** Whether a quantity is a whole number within the bounds. */
export function isQuantityWithin(quantity: number, { min, max }: QuantityBounds): boolean {
  return Number.isInteger(quantity) && quantity >= min && quantity <= max;
}
