import { isUuid } from '../db/is-uuid';
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  runningOrderSlotSchema,
  SPEECH_NEEDS,
  type RunningOrderSlot,
  type SpeechSignupView,
} from '@eventsite/core';
import { z } from 'zod';
import type { Database } from '../db/open-database';
import { households, speechRunningOrders, speechSignups, toastmasterLinks } from '../db/schema';

/** A sign-up as stored: what the desk shows, and what its speaker was last mailed. */
export interface StoredSpeech extends SpeechSignupView {
  moduleId: string;
  mailedSlotId: string | null;
  mailedPlace: number | null;
  remindedAt: Date | null;
}

/** A new sign-up, as the guest's call stores it. */
export type SpeechSignupRow = Omit<
  StoredSpeech,
  'createdAt' | 'toastmasterNote' | 'mailedSlotId' | 'mailedPlace' | 'remindedAt'
> & { createdAt: Date };

/** A module's running order as stored; revision 0 before its first save. */
export interface StoredRunningOrder {
  revision: number;
  slots: RunningOrderSlot[];
}

/** A toastmaster's desk link as stored (its token only as its hash). */
export type ToastmasterLink = typeof toastmasterLinks.$inferSelect;

const needsSchema = z.array(z.enum(SPEECH_NEEDS));
const orderSlotsSchema = z.array(runningOrderSlotSchema);

function toSpeech(row: typeof speechSignups.$inferSelect): StoredSpeech {
  return {
    _id: row.id,
    moduleId: row.moduleId,
    householdId: row.householdId,
    name: row.name,
    relation: row.relation,
    minutes: row.minutes,
    slot: row.slotId,
    needs: needsSchema.parse(row.needs),
    songTitle: row.songTitle,
    note: row.note,
    mail: row.mail,
    phone: row.phone,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    toastmasterNote: row.toastmasterNote,
    mailedSlotId: row.mailedSlotId,
    mailedPlace: row.mailedPlace,
    remindedAt: row.remindedAt,
  };
}

/**
 * The toastmaster's speeches (issue 36): guests' sign-ups (`speech_signups`), each module's running order
 * (`speech_running_orders`) and the toastmasters' private links (`toastmaster_links`).
 */
export class SpeechRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): SpeechRepository {
    return new SpeechRepository(tx);
  }

  /**
   * A guest's sign-up as a write of one statement (`commitAnswerInOneStatement`), made only when `when`
   * holds and the module has fewer than `max` sign-ups; a household no longer the site's is not tied.
   */
  signUpWhen(siteId: string, speech: SpeechSignupRow, max: number, when: SQL): SQL {
    const household =
      speech.householdId === null
        ? null
        : sql`(SELECT ${households.id} FROM ${households} WHERE ${households.id} = ${speech.householdId} AND ${households.siteId} = ${siteId})`;
    return sql`INSERT INTO ${speechSignups} (id, site_id, module_id, household_id, name, relation, minutes,
        slot_id, needs, song_title, note, mail, phone, language, created_at)
      SELECT ${speech._id}::uuid, ${siteId}, ${speech.moduleId}, ${household}, ${speech.name},
        ${speech.relation}, ${speech.minutes}::integer, ${speech.slot}, ${JSON.stringify(speech.needs)}::jsonb,
        ${speech.songTitle}, ${speech.note}, ${speech.mail}, ${speech.phone}, ${speech.language},
        ${speech.createdAt.toISOString()}::timestamptz
      WHERE ${when} AND (SELECT count(*) FROM ${speechSignups}
        WHERE site_id = ${siteId} AND module_id = ${speech.moduleId}) < ${max}`;
  }

  /** A module's sign-ups in the order they came. */
  async listOfModule(siteId: string, moduleId: string): Promise<StoredSpeech[]> {
    const rows = await this.db
      .select()
      .from(speechSignups)
      .where(and(eq(speechSignups.siteId, siteId), eq(speechSignups.moduleId, moduleId)))
      .orderBy(asc(speechSignups.createdAt), asc(speechSignups.id));
    return rows.map(toSpeech);
  }

  /** Every sign-up of a site, for the owner's export. */
  async listOfSite(siteId: string): Promise<StoredSpeech[]> {
    const rows = await this.db
      .select()
      .from(speechSignups)
      .where(eq(speechSignups.siteId, siteId))
      .orderBy(asc(speechSignups.createdAt), asc(speechSignups.id));
    return rows.map(toSpeech);
  }

  async countOfModule(siteId: string, moduleId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::integer` })
      .from(speechSignups)
      .where(and(eq(speechSignups.siteId, siteId), eq(speechSignups.moduleId, moduleId)));
    return row?.count ?? 0;
  }

  /** The toastmaster's notes on the module's speeches; ids of other modules are left alone. */
  async setToastmasterNotes(
    siteId: string,
    moduleId: string,
    notes: readonly { speechId: string; note: string }[],
  ): Promise<void> {
    for (const { speechId, note } of notes) {
      if (!isUuid(speechId)) continue;
      await this.db
        .update(speechSignups)
        .set({ toastmasterNote: note })
        .where(
          and(
            eq(speechSignups.siteId, siteId),
            eq(speechSignups.moduleId, moduleId),
            eq(speechSignups.id, speechId),
          ),
        );
    }
  }

  /**
   * Notes that the speaker is mailed their new place, if what they were last mailed is still `was`: of two
   * presses at once only one claims a speaker, so each change is mailed once. Whether this one claimed it.
   */
  async claimMailed(
    siteId: string,
    claim: {
      speechId: string;
      slotId: string;
      place: number;
      was: { slotId: string | null; place: number | null };
    },
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(speechSignups)
      .set({ mailedSlotId: claim.slotId, mailedPlace: claim.place, mailedAt: now })
      .where(
        and(
          eq(speechSignups.siteId, siteId),
          eq(speechSignups.id, claim.speechId),
          sql`${speechSignups.mailedSlotId} IS NOT DISTINCT FROM ${claim.was.slotId}`,
          sql`${speechSignups.mailedPlace} IS NOT DISTINCT FROM ${claim.was.place}::integer`,
        ),
      )
      .returning({ id: speechSignups.id });
    return rows.length > 0;
  }

  /** The (site, module) pairs with a speaker still to remind, for the reminder job. */
  async modulesToRemind(): Promise<{ siteId: string; moduleId: string }[]> {
    return this.db
      .selectDistinct({ siteId: speechSignups.siteId, moduleId: speechSignups.moduleId })
      .from(speechSignups)
      .where(and(isNull(speechSignups.remindedAt), ne(speechSignups.mail, '')));
  }

  /** Claims the reminder of these sign-ups; answers the ids claimed now (none already reminded). */
  async claimReminders(siteId: string, speechIds: readonly string[], now: Date): Promise<string[]> {
    if (speechIds.length === 0) return [];
    const rows = await this.db
      .update(speechSignups)
      .set({ remindedAt: now })
      .where(
        and(
          eq(speechSignups.siteId, siteId),
          inArray(speechSignups.id, [...speechIds]),
          isNull(speechSignups.remindedAt),
        ),
      )
      .returning({ id: speechSignups.id });
    return rows.map((row) => row.id);
  }

  /** The module's running order; revision 0 and no slots before its first save. */
  async runningOrder(siteId: string, moduleId: string): Promise<StoredRunningOrder> {
    const [row] = await this.db
      .select({ revision: speechRunningOrders.revision, slots: speechRunningOrders.slots })
      .from(speechRunningOrders)
      .where(and(eq(speechRunningOrders.siteId, siteId), eq(speechRunningOrders.moduleId, moduleId)));
    return row
      ? { revision: row.revision, slots: orderSlotsSchema.parse(row.slots) }
      : { revision: 0, slots: [] };
  }

  /**
   * Stores the order as the next revision if the stored one is still `revision` (0: none yet), in one
   * statement: of two saves read at the same revision exactly one wins. The new revision, or null when stale.
   */
  async saveRunningOrder(
    siteId: string,
    moduleId: string,
    revision: number,
    slots: readonly RunningOrderSlot[],
    now: Date,
  ): Promise<number | null> {
    const values = { slots: [...slots], updatedAt: now };
    const saved =
      revision === 0
        ? await this.db
            .insert(speechRunningOrders)
            .values({ siteId, moduleId, revision: 1, ...values })
            .onConflictDoNothing()
            .returning({ revision: speechRunningOrders.revision })
        : await this.db
            .update(speechRunningOrders)
            .set({ revision: sql`${speechRunningOrders.revision} + 1`, ...values })
            .where(
              and(
                eq(speechRunningOrders.siteId, siteId),
                eq(speechRunningOrders.moduleId, moduleId),
                eq(speechRunningOrders.revision, revision),
              ),
            )
            .returning({ revision: speechRunningOrders.revision });
    return saved[0]?.revision ?? null;
  }

  /** A new link for the toastmaster; every earlier one of theirs stops working in the same statement set. */
  async replaceLink(
    link: Pick<ToastmasterLink, 'tokenHash' | 'siteId' | 'moduleId' | 'toastmasterId'>,
    now: Date,
  ): Promise<ToastmasterLink> {
    await this.revokeLinks(link.siteId, link.moduleId, link.toastmasterId, now);
    const [row] = await this.db
      .insert(toastmasterLinks)
      .values({ ...link, sentAt: now })
      .returning();
    if (!row) throw new Error('The toastmaster link was not stored');
    return row;
  }

  async revokeLinks(siteId: string, moduleId: string, toastmasterId: string, now: Date): Promise<void> {
    await this.db
      .update(toastmasterLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(toastmasterLinks.siteId, siteId),
          eq(toastmasterLinks.moduleId, moduleId),
          eq(toastmasterLinks.toastmasterId, toastmasterId),
          isNull(toastmasterLinks.revokedAt),
        ),
      );
  }

  /** The live link of a token's hash; null for an unknown or revoked one. */
  async findLiveLink(tokenHash: string): Promise<ToastmasterLink | null> {
    const [row] = await this.db
      .select()
      .from(toastmasterLinks)
      .where(and(eq(toastmasterLinks.tokenHash, tokenHash), isNull(toastmasterLinks.revokedAt)));
    return row ?? null;
  }

  /** The live links of a module's toastmasters. */
  async liveLinksOfModule(siteId: string, moduleId: string): Promise<ToastmasterLink[]> {
    return this.db
      .select()
      .from(toastmasterLinks)
      .where(
        and(
          eq(toastmasterLinks.siteId, siteId),
          eq(toastmasterLinks.moduleId, moduleId),
          isNull(toastmasterLinks.revokedAt),
        ),
      );
  }

  /** Notes the first opening of the link. */
  async markOpened(tokenHash: string, now: Date): Promise<void> {
    await this.db
      .update(toastmasterLinks)
      .set({ openedAt: now })
      .where(and(eq(toastmasterLinks.tokenHash, tokenHash), isNull(toastmasterLinks.openedAt)));
  }

  async markOrderSaved(tokenHash: string, now: Date): Promise<void> {
    await this.db
      .update(toastmasterLinks)
      .set({ orderSavedAt: now })
      .where(eq(toastmasterLinks.tokenHash, tokenHash));
  }

  /** Erases the site's sign-ups, running orders and desk links (the guests' data's retention). */
  async deleteAllOfSite(siteId: string): Promise<void> {
    await this.db.delete(speechSignups).where(eq(speechSignups.siteId, siteId));
    await this.db.delete(speechRunningOrders).where(eq(speechRunningOrders.siteId, siteId));
    await this.db.delete(toastmasterLinks).where(eq(toastmasterLinks.siteId, siteId));
  }
}
