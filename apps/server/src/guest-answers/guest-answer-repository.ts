import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  formAnswerSchema,
  legacyRsvpAnswerSchema,
  rsvpAnswerSchema,
  type FormAnswer,
  type LegacyRsvpAnswer,
  type RsvpAnswer,
} from '@eventsite/core';
import type { Database } from '../db/open-database';
import { formSubmissions, rsvpAnswers } from '../db/schema';
import type { SiteRepository } from '../sites/site-repository';

/* Both kinds share the table: a legacy answer names its site (`002` §3), a version-4 one does not. */
const isLegacy = sql`${rsvpAnswers.answer} -> 'site' IS NOT NULL`;
const isVersion4 = sql`${rsvpAnswers.answer} -> 'site' IS NULL`;

/** Guests' Form and RSVP answers; each is committed before the guest is told it was received. */
export class GuestAnswerRepository {
  constructor(
    private readonly db: Database,
    /** The site's document is the site repository's to write: `hasRsvps` goes through it, in the same transaction. */
    private readonly sites: SiteRepository,
  ) {}

  async addFormAnswer(siteId: string, answer: FormAnswer, db: Database = this.db): Promise<void> {
    await db.insert(formSubmissions).values({
      id: answer._id,
      siteId,
      formId: answer.formId,
      createdAt: new Date(answer.createdAt),
      answer,
    });
  }

  /**
   * Stores one row per guest and marks the site as having RSVPs, in the caller's transaction (`tx`), so
   * both commit together. The site's document is written only by its first RSVP, not rewritten by every one;
   * a caller that read the site with `hasRsvps` already set saves the statement (the flag is never unset).
   */
  async addRsvpAnswers(
    siteId: string,
    answers: readonly RsvpAnswer[],
    tx: Database,
    {
      householdId = null,
      siteHasRsvps = false,
    }: { householdId?: string | null; siteHasRsvps?: boolean } = {},
  ): Promise<void> {
    if (answers.length === 0) return;
    await tx.insert(rsvpAnswers).values(
      answers.map((answer) => ({
        id: answer._id,
        siteId,
        groupIdentifier: answer.groupIdentifier,
        createdAt: new Date(answer.createdAt),
        answer,
        householdId,
      })),
    );
    if (!siteHasRsvps) await this.sites.withTransaction(tx).markHasRsvps(siteId);
  }

  /**
   * A household's answer through its personal link (issue 21, item 2): its earlier answer is replaced, in
   * the caller's transaction, so answering again updates rather than adds.
   */
  async replaceHouseholdRsvpAnswers(
    siteId: string,
    householdId: string,
    answers: readonly RsvpAnswer[],
    db: Database,
    siteHasRsvps = false,
  ): Promise<void> {
    await db
      .delete(rsvpAnswers)
      .where(and(eq(rsvpAnswers.siteId, siteId), eq(rsvpAnswers.householdId, householdId)));
    await this.addRsvpAnswers(siteId, answers, db, { householdId, siteHasRsvps });
  }

  /** Form and speech sign-up answers, newest first. */
  async listFormAnswers(siteId: string): Promise<FormAnswer[]> {
    const rows = await this.db
      .select({ answer: formSubmissions.answer })
      .from(formSubmissions)
      .where(eq(formSubmissions.siteId, siteId))
      .orderBy(desc(formSubmissions.sequence));
    return rows.map((row) => formAnswerSchema.parse(row.answer));
  }

  async deleteFormAnswer(siteId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(formSubmissions)
      .where(and(eq(formSubmissions.siteId, siteId), eq(formSubmissions.id, id)))
      .returning({ id: formSubmissions.id });
    return deleted.length > 0;
  }

  /** Newest first. */
  async listRsvpAnswers(siteId: string): Promise<RsvpAnswer[]> {
    const rows = await this.db
      .select({ answer: rsvpAnswers.answer })
      .from(rsvpAnswers)
      .where(and(eq(rsvpAnswers.siteId, siteId), isVersion4))
      .orderBy(desc(rsvpAnswers.sequence));
    return rows.map((row) => rsvpAnswerSchema.parse(row.answer));
  }

  async deleteRsvpAnswer(siteId: string, id: string): Promise<boolean> {
    return this.deleteOne(siteId, id, isVersion4);
  }

  private async deleteOne(siteId: string, id: string, kind: SQL): Promise<boolean> {
    const deleted = await this.db
      .delete(rsvpAnswers)
      .where(and(eq(rsvpAnswers.siteId, siteId), eq(rsvpAnswers.id, id), kind))
      .returning({ id: rsvpAnswers.id });
    return deleted.length > 0;
  }

  /**
   * Stores a version-1 site's legacy answers (`002` §3), each its own group, and marks the site as having
   * RSVPs. An answer whose id is stored already is left as it is, so an import can run twice; answers
   * the number actually added.
   */
  async addLegacyRsvpAnswers(
    siteId: string,
    answers: readonly LegacyRsvpAnswer[],
    db: Database = this.db,
  ): Promise<number> {
    if (answers.length === 0) return 0;
    return db.transaction(async (tx) => {
      const added = await tx
        .insert(rsvpAnswers)
        .values(
          answers.map((answer) => ({
            id: answer._id,
            siteId,
            groupIdentifier: answer._id,
            createdAt: new Date(answer.registered.date),
            answer,
          })),
        )
        .onConflictDoNothing({ target: rsvpAnswers.id })
        .returning({ id: rsvpAnswers.id });
      if (added.length > 0) await this.sites.withTransaction(tx).markHasRsvps(siteId);
      return added.length;
    });
  }

  /** A version-1 site's legacy answers, newest first (`002` §7 `GET /api/rsvps/{siteId}`). */
  async listLegacyRsvpAnswers(siteId: string): Promise<LegacyRsvpAnswer[]> {
    const rows = await this.db
      .select({ answer: rsvpAnswers.answer })
      .from(rsvpAnswers)
      .where(and(eq(rsvpAnswers.siteId, siteId), isLegacy))
      .orderBy(desc(rsvpAnswers.createdAt), desc(rsvpAnswers.sequence));
    return rows.map((row) => legacyRsvpAnswerSchema.parse(row.answer));
  }

  async deleteLegacyRsvpAnswer(siteId: string, id: string): Promise<boolean> {
    return this.deleteOne(siteId, id, isLegacy);
  }
}
