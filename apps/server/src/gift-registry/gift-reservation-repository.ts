import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  cancelQuantityBounds,
  isQuantityWithin,
  reserveQuantityBounds,
  type GiftItem as CoreGiftItem,
  type GiftReservation,
} from '@eventsite/core';
import type { Database } from '../db/open-database';
import { giftReservations, giftReservationTotals, households } from '../db/schema';

/** One gift item of a site's GiftRegistry module. */
export interface GiftItemRef {
  siteId: string;
  moduleId: string;
  itemId: string;
}

export type ReservationResult =
  | { status: 'done'; reservations: GiftReservation[] }
  /** Too many asked for: the list as it is now, so the guest sees what is left. */
  | { status: 'unavailable'; reservations: GiftReservation[] }
  | { status: 'not-reservable' };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a reservation needs of the item, as the site's guests read it. */
export type GiftItem = Pick<CoreGiftItem, 'id' | 'quantity' | 'reservable'>;

/** Who reserved, for the hosts' thank-you list (issue 37): the name given ('' none) and the personal link's household. */
export interface Reserver {
  from: string;
  householdId: string | null;
}

/** A reservation as the thank-you list shows it. */
export interface StoredReservation extends Reserver {
  id: string;
  moduleId: string;
  itemId: string;
  quantity: number;
  createdAt: Date;
}

/**
 * Locks the site's reservation sums until the transaction ends (the row is made on the site's first
 * reservation) and reads them.
 */
async function lockTotals(tx: Transaction, siteId: string): Promise<GiftReservation[]> {
  await tx.insert(giftReservationTotals).values({ siteId }).onConflictDoNothing();
  const [row] = await tx
    .select({ reservations: giftReservationTotals.reservations })
    .from(giftReservationTotals)
    .where(eq(giftReservationTotals.siteId, siteId))
    .for('update');
  return row?.reservations ?? [];
}

async function setTotals(tx: Transaction, siteId: string, reservations: GiftReservation[]): Promise<void> {
  await tx
    .update(giftReservationTotals)
    .set({ reservations })
    .where(eq(giftReservationTotals.siteId, siteId));
}

/** The list with the item's reserved amount changed by `change`; items at 0 leave the list. */
function withChange(
  reservations: readonly GiftReservation[],
  itemId: string,
  change: number,
): GiftReservation[] {
  const current = reservations.find((entry) => entry.giftRegistryId === itemId)?.quantityReserved ?? 0;
  const others = reservations.filter((entry) => entry.giftRegistryId !== itemId);
  const quantityReserved = current + change;
  return quantityReserved > 0 ? [...others, { giftRegistryId: itemId, quantityReserved }] : others;
}

/**
 * Guests' reservations: a row per reservation with its password's hash, and the sums per item the public
 * site shows (`gift_reservation_totals`). Each change runs in one transaction with the site's sums locked,
 * so concurrent guests can never reserve more than the quantity (`decisions.md` §5); the site's own row
 * and its revision are left alone.
 */
export class GiftReservationRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): GiftReservationRepository {
    return new GiftReservationRepository(tx);
  }

  /** Stores a site's sums as they are given (an imported version-1 site's, which has no reservation rows). */
  async putTotals(siteId: string, reservations: GiftReservation[]): Promise<void> {
    await this.db
      .insert(giftReservationTotals)
      .values({ siteId, reservations })
      .onConflictDoUpdate({ target: giftReservationTotals.siteId, set: { reservations } });
  }

  async reserve(
    ref: GiftItemRef,
    item: GiftItem,
    quantity: number,
    passwordHash: string,
    now: Date,
    reserver: Reserver,
  ): Promise<ReservationResult> {
    return this.db.transaction(async (tx): Promise<ReservationResult> => {
      const reservations = await lockTotals(tx, ref.siteId);
      if (!item.reservable || item.quantity === null) return { status: 'not-reservable' };
      if (!isQuantityWithin(quantity, reserveQuantityBounds(item, reservations)))
        return { status: 'unavailable', reservations };
      const updated = withChange(reservations, item.id, quantity);
      await tx.insert(giftReservations).values({
        id: randomUUID(),
        siteId: ref.siteId,
        moduleId: ref.moduleId,
        itemId: ref.itemId,
        quantity,
        passwordHash,
        createdAt: now,
        from: reserver.from,
        // Read in the insert: a household removed since the guest's link was read leaves no dangling link.
        householdId:
          reserver.householdId === null
            ? null
            : sql`(SELECT ${households.id} FROM ${households} WHERE ${households.id} = ${reserver.householdId} AND ${households.siteId} = ${ref.siteId})`,
      });
      await setTotals(tx, ref.siteId, updated);
      return { status: 'done', reservations: updated };
    });
  }

  /** The item's reservations with their hashes, for checking a password before `cancel`. */
  async findOfItem(ref: GiftItemRef): Promise<{ id: string; passwordHash: string }[]> {
    return this.db
      .select({ id: giftReservations.id, passwordHash: giftReservations.passwordHash })
      .from(giftReservations)
      .where(itemFilter(ref));
  }

  /** Every reservation of a site, oldest first, for the hosts' thank-you list. */
  async listOfSite(siteId: string): Promise<StoredReservation[]> {
    return this.db
      .select({
        id: giftReservations.id,
        moduleId: giftReservations.moduleId,
        itemId: giftReservations.itemId,
        quantity: giftReservations.quantity,
        createdAt: giftReservations.createdAt,
        from: giftReservations.from,
        householdId: giftReservations.householdId,
      })
      .from(giftReservations)
      .where(eq(giftReservations.siteId, siteId))
      .orderBy(asc(giftReservations.createdAt));
  }

  /** Erases who made a household's reservations (the household's data erased); the reservations stay. */
  async forgetHousehold(siteId: string, householdId: string): Promise<void> {
    await this.db
      .update(giftReservations)
      .set({ from: '', householdId: null })
      .where(and(eq(giftReservations.siteId, siteId), eq(giftReservations.householdId, householdId)));
  }

  /** Erases a site's reservations (a guest's password hash each); the list's sums in the site stay. */
  async deleteAllOfSite(siteId: string): Promise<void> {
    await this.db.delete(giftReservations).where(eq(giftReservations.siteId, siteId));
  }

  /** Takes `quantity` pieces off the given reservations (those the guest's password matched), oldest first. */
  async cancel(
    ref: GiftItemRef,
    item: GiftItem,
    reservationIds: readonly string[],
    quantity: number,
  ): Promise<ReservationResult> {
    return this.db.transaction(async (tx): Promise<ReservationResult> => {
      const reservations = await lockTotals(tx, ref.siteId);
      const rows = reservationIds.length
        ? await tx
            .select({ id: giftReservations.id, quantity: giftReservations.quantity })
            .from(giftReservations)
            .where(and(itemFilter(ref), inArray(giftReservations.id, [...reservationIds])))
            .orderBy(giftReservations.createdAt)
        : [];
      const own = rows.reduce((sum, row) => sum + row.quantity, 0);
      if (!isQuantityWithin(quantity, cancelQuantityBounds(item, own)))
        return { status: 'unavailable', reservations };
      await takeOff(tx, rows, quantity);
      const updated = withChange(reservations, ref.itemId, -quantity);
      await setTotals(tx, ref.siteId, updated);
      return { status: 'done', reservations: updated };
    });
  }
}

function itemFilter(ref: GiftItemRef) {
  return and(
    eq(giftReservations.siteId, ref.siteId),
    eq(giftReservations.moduleId, ref.moduleId),
    eq(giftReservations.itemId, ref.itemId),
  );
}

async function takeOff(tx: Transaction, rows: readonly { id: string; quantity: number }[], quantity: number) {
  let left = quantity;
  for (const row of rows) {
    if (left === 0) return;
    const taken = Math.min(left, row.quantity);
    left -= taken;
    if (taken === row.quantity) await tx.delete(giftReservations).where(eq(giftReservations.id, row.id));
    else
      await tx
        .update(giftReservations)
        .set({ quantity: row.quantity - taken })
        .where(eq(giftReservations.id, row.id));
  }
}
