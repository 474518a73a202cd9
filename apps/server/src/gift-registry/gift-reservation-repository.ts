import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  cancelQuantityBounds,
  giftItemSchema,
  giftReservationSchema,
  isQuantityWithin,
  reserveQuantityBounds,
  type GiftReservation,
} from '@eventsite/core';
import type { Database } from '../db/open-database';
import { rowsOf } from '../db/rows-of';
import { giftReservations, sites } from '../db/schema';
import type { SiteRepository } from '../sites/site-repository';

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
  | { status: 'missing' | 'not-reservable' };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a reservation needs of the item: a version-2 module's item, or a version-1 module's (`modules`, whose
 * texts are plain strings), which have these fields alike.
 */
const lockedItemSchema = z.object({
  // The item's own fields, without its refinement: `pick` refuses a refined schema.
  item: z
    .object({
      id: giftItemSchema.shape.id,
      quantity: giftItemSchema.shape.quantity,
      reservable: giftItemSchema.shape.reservable,
    })
    .nullable(),
  reservations: z.array(giftReservationSchema).nullable(),
});

/**
 * Locks the site row until the transaction ends and reads the item and the reservations list under it, in
 * one statement that takes only those two out of the document instead of reading and checking all of it.
 */
async function lockItem(tx: Transaction, ref: GiftItemRef) {
  const answer = await tx.execute(sql`
    SELECT
      (SELECT item
       FROM jsonb_array_elements(
              coalesce(${sites.data}->'siteModules', '[]') || coalesce(${sites.data}->'modules', '[]')
            ) AS module,
         jsonb_array_elements(coalesce(module->'giftRegistry', '[]')) AS item
       WHERE module->>'id' = ${ref.moduleId}
         AND coalesce(module->>'siteModuleType', module->>'type') = 'GiftRegistry'
         AND item->>'id' = ${ref.itemId}
       LIMIT 1) AS item,
      ${sites.data}->'giftRegistryReservations' AS reservations
    FROM ${sites} WHERE ${sites.id} = ${ref.siteId}
    FOR UPDATE`);
  const [row] = rowsOf(answer, lockedItemSchema);
  if (row === undefined) return null;
  const { item, reservations } = row;
  return item ? { item, reservations: reservations ?? [] } : null;
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
 * Guests' reservations: a row per reservation with its password's hash, and the sums in the site's
 * `giftRegistryReservations` for the public site. Each change runs in one transaction with the site row
 * locked, so concurrent guests can never reserve more than the quantity (`decisions.md` §5).
 */
export class GiftReservationRepository {
  constructor(
    private readonly db: Database,
    /** The site's document is the site repository's to write; the sums go through it, in this transaction. */
    private readonly sites: SiteRepository,
  ) {}

  async reserve(
    ref: GiftItemRef,
    quantity: number,
    passwordHash: string,
    now: Date,
  ): Promise<ReservationResult> {
    return this.db.transaction(async (tx): Promise<ReservationResult> => {
      const locked = await lockItem(tx, ref);
      if (!locked) return { status: 'missing' };
      const { item, reservations } = locked;
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
      });
      await this.sites.withTransaction(tx).setGiftReservations(ref.siteId, updated);
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

  /** Erases a site's reservations (a guest's password hash each); the list's sums in the site stay. */
  async deleteAllOfSite(siteId: string): Promise<void> {
    await this.db.delete(giftReservations).where(eq(giftReservations.siteId, siteId));
  }

  /** Takes `quantity` pieces off the given reservations (those the guest's password matched), oldest first. */
  async cancel(
    ref: GiftItemRef,
    reservationIds: readonly string[],
    quantity: number,
  ): Promise<ReservationResult> {
    return this.db.transaction(async (tx): Promise<ReservationResult> => {
      const locked = await lockItem(tx, ref);
      if (!locked) return { status: 'missing' };
      const rows = reservationIds.length
        ? await tx
            .select({ id: giftReservations.id, quantity: giftReservations.quantity })
            .from(giftReservations)
            .where(and(itemFilter(ref), inArray(giftReservations.id, [...reservationIds])))
            .orderBy(giftReservations.createdAt)
        : [];
      const own = rows.reduce((sum, row) => sum + row.quantity, 0);
      if (!isQuantityWithin(quantity, cancelQuantityBounds(locked.item, own)))
        return { status: 'unavailable', reservations: locked.reservations };
      await takeOff(tx, rows, quantity);
      const updated = withChange(locked.reservations, ref.itemId, -quantity);
      await this.sites.withTransaction(tx).setGiftReservations(ref.siteId, updated);
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
