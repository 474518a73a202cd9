import { isUuid } from '../db/is-uuid';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { GiftUpdate } from '@eventsite/core';
import type { Database } from '../db/open-database';
import {
  giftPotTotals,
  giftReservations,
  giftReservationThanks,
  gifts,
  households,
  type GiftRowKind,
} from '../db/schema';

/** A reported money gift or a hand-added one, as stored. */
export interface StoredGift {
  id: string;
  kind: GiftRowKind;
  /** The pot of a money gift; null for one added by hand. */
  itemId: string | null;
  /** The owner's words for a hand-added gift; '' for a money gift. */
  title: string;
  from: string;
  householdId: string | null;
  amountOre: number | null;
  greeting: string;
  thanked: boolean;
  note: string;
  createdAt: Date;
}

/** A guest's report of a money gift paid into a pot (issue 37 item 1). */
export interface GiftReport {
  id: string;
  potId: string;
  from: string;
  householdId: string | null;
  amountOre: number | null;
  greeting: string;
  createdAt: Date;
}

/** A gift the owner adds by hand. */
export type ManualGiftRow = Pick<
  StoredGift,
  'id' | 'title' | 'from' | 'householdId' | 'amountOre' | 'note' | 'createdAt'
>;

/** The owner's tick and note on a reservation. */
export type ReservationThanks = Pick<StoredGift, 'thanked' | 'note'>;

const giftColumns = {
  id: gifts.id,
  kind: gifts.kind,
  itemId: gifts.itemId,
  title: gifts.title,
  from: gifts.from,
  householdId: gifts.householdId,
  amountOre: gifts.amountOre,
  greeting: gifts.greeting,
  thanked: gifts.thanked,
  note: gifts.note,
  createdAt: gifts.createdAt,
};

/** The household's id if it is still the site's, read in the statement that stores its gift. */
const householdOfSite = (siteId: string, householdId: string | null): SQL | null =>
  householdId === null
    ? null
    : sql`(SELECT ${households.id} FROM ${households} WHERE ${households.id} = ${householdId} AND ${households.siteId} = ${siteId})`;

/**
 * The hosts' thank-you list (issue 37): reported money gifts and hand-added gifts (`gifts`), the owner's
 * tick and note on guests' reservations (`gift_reservation_thanks`; the reservations are their repository's),
 * and the pots' reported sums guests see (`gift_pot_totals`).
 */
export class GiftRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): GiftRepository {
    return new GiftRepository(tx);
  }

  /**
   * A guest's money gift as the writes of one statement (`commitAnswerInOneStatement`), each made only when
   * `when` holds: the gift, and its pot's sum and count raised.
   */
  reportWhen(siteId: string, report: GiftReport, when: SQL): SQL[] {
    const amount = report.amountOre ?? 0;
    return [
      sql`INSERT INTO ${gifts} (id, site_id, kind, item_id, from_name, household_id, amount_ore, greeting, created_at)
        SELECT ${report.id}::uuid, ${siteId}, 'money', ${report.potId}, ${report.from},
          ${householdOfSite(siteId, report.householdId)}, ${report.amountOre}::integer, ${report.greeting},
          ${report.createdAt.toISOString()}::timestamptz
        WHERE ${when}`,
      sql`INSERT INTO ${giftPotTotals} (site_id, pot_id, amount_ore, count)
        SELECT ${siteId}, ${report.potId}, ${amount}::bigint, 1 WHERE ${when}
        ON CONFLICT (site_id, pot_id) DO UPDATE
        SET amount_ore = ${giftPotTotals.amountOre} + excluded.amount_ore, count = ${giftPotTotals.count} + 1`,
    ];
  }

  async addManual(siteId: string, gift: ManualGiftRow): Promise<StoredGift> {
    const [row] = await this.db
      .insert(gifts)
      .values({
        ...gift,
        siteId,
        kind: 'manual',
        itemId: null,
        householdId: householdOfSite(siteId, gift.householdId),
      })
      .returning(giftColumns);
    if (!row) throw new Error('The gift was not stored');
    return row;
  }

  /** The site's money and hand-added gifts, newest first. */
  async list(siteId: string): Promise<StoredGift[]> {
    return this.db
      .select(giftColumns)
      .from(gifts)
      .where(eq(gifts.siteId, siteId))
      .orderBy(desc(gifts.createdAt), desc(gifts.id));
  }

  async find(siteId: string, giftId: string): Promise<StoredGift | null> {
    if (!isUuid(giftId)) return null;
    const [row] = await this.db
      .select(giftColumns)
      .from(gifts)
      .where(and(eq(gifts.siteId, siteId), eq(gifts.id, giftId)));
    return row ?? null;
  }

  /** The owner's tick and note on the site's reservations, by reservation id. */
  async reservationThanks(siteId: string): Promise<Map<string, ReservationThanks>> {
    const rows = await this.db
      .select({
        reservationId: giftReservationThanks.reservationId,
        thanked: giftReservationThanks.thanked,
        note: giftReservationThanks.note,
      })
      .from(giftReservationThanks)
      .where(eq(giftReservationThanks.siteId, siteId));
    return new Map(rows.map(({ reservationId, ...thanks }) => [reservationId, thanks]));
  }

  /**
   * Ticks and notes a gift of the site: a money or hand-added gift, else a reservation of the site (its
   * thanks row made on the first change). Which it was, or null when the site has no such gift.
   */
  async setThanks(
    siteId: string,
    giftId: string,
    update: GiftUpdate,
  ): Promise<'gift' | 'reservation' | null> {
    if (!isUuid(giftId)) return null;
    const updated = await this.db
      .update(gifts)
      .set(update)
      .where(and(eq(gifts.siteId, siteId), eq(gifts.id, giftId)))
      .returning({ id: gifts.id });
    if (updated.length > 0) return 'gift';
    const thanked = await this.db
      .insert(giftReservationThanks)
      .select(
        this.db
          .select({
            reservationId: giftReservations.id,
            siteId: giftReservations.siteId,
            thanked: sql<boolean>`${update.thanked}::boolean`.as('thanked'),
            note: sql<string>`${update.note}::text`.as('note'),
          })
          .from(giftReservations)
          .where(and(eq(giftReservations.siteId, siteId), eq(giftReservations.id, giftId))),
      )
      .onConflictDoUpdate({ target: giftReservationThanks.reservationId, set: update })
      .returning({ id: giftReservationThanks.reservationId });
    return thanked.length > 0 ? 'reservation' : null;
  }

  /** Deletes a hand-added gift; guests' gifts are not the owner's to delete. */
  async deleteManual(siteId: string, giftId: string): Promise<'deleted' | 'not-manual' | 'missing'> {
    const gift = await this.find(siteId, giftId);
    if (!gift) return 'missing';
    if (gift.kind !== 'manual') return 'not-manual';
    await this.db.delete(gifts).where(and(eq(gifts.siteId, siteId), eq(gifts.id, giftId)));
    return 'deleted';
  }

  /** Erases the names and greetings of a household's gifts (the household's data erased); the amounts stay. */
  async forgetHousehold(siteId: string, householdId: string): Promise<void> {
    await this.db
      .update(gifts)
      .set({ from: '', greeting: '', householdId: null })
      .where(and(eq(gifts.siteId, siteId), eq(gifts.householdId, householdId)));
  }

  /** Erases the site's thank-you list (the guests' data's retention); the pots' sums stay, without names. */
  async deleteAllOfSite(siteId: string): Promise<void> {
    await this.db.delete(gifts).where(eq(gifts.siteId, siteId));
    await this.db.delete(giftReservationThanks).where(eq(giftReservationThanks.siteId, siteId));
  }
}
