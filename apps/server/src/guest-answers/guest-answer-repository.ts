import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  formAnswerSchema,
  legacyRsvpAnswerSchema,
  type EventAttendance,
  type FormAnswer,
  type LegacyRsvpAnswer,
  type RsvpAnswer,
} from '@eventsite/core';
import type { Database } from '../db/open-database';
import { formSubmissions, rsvpAnswers, sitesWithRsvps } from '../db/schema';
import { storedRsvpAnswer } from './stored-rsvp-answer';

/* Both kinds share the table: a legacy answer names its site (`002` §3), a version-4 one does not. */
const isLegacy = sql`${rsvpAnswers.answer} -> 'site' IS NOT NULL`;
const isVersion4 = sql`${rsvpAnswers.answer} -> 'site' IS NULL`;

interface AnswerRow {
  id: string;
  groupIdentifier: string;
  createdAt: string | Date;
  answer: Omit<RsvpAnswer, 'attendance'> | LegacyRsvpAnswer;
  attendance: readonly EventAttendance[];
}

/** A legacy answer's row: each person is a group of their own, registered when the answer was. */
const legacyRowOf = (answer: LegacyRsvpAnswer) => ({
  id: answer._id,
  groupIdentifier: answer._id,
  createdAt: new Date(answer.registered.date),
  answer,
  attendance: [],
});

/** RSVP answers' rows as an insert of one statement, made only when `when` holds. */
function insertAnswersWhen(siteId: string, rows: AnswerRow[], householdId: string | null, when: SQL): SQL {
  return sql`INSERT INTO ${rsvpAnswers} (id, site_id, group_identifier, created_at, answer, attendance, household_id)
      SELECT guest.id, ${siteId}, guest."groupIdentifier", guest."createdAt", guest.answer, guest.attendance,
        ${householdId}::text
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS guest(id text, "groupIdentifier" text, "createdAt" timestamptz, answer jsonb, attendance jsonb)
      WHERE ${when}`;
}

/** Guests' Form and RSVP answers; each is committed before the guest is told it was received. */
export class GuestAnswerRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): GuestAnswerRepository {
    return new GuestAnswerRepository(tx);
  }

  /** Marks the site as having had RSVPs (`hasRsvps`, never unset), as a write of a larger statement made only when `when` holds. */
  private markHasRsvpsWhen(siteId: string, when: SQL): SQL {
    return sql`INSERT INTO ${sitesWithRsvps} (site_id) SELECT ${siteId} WHERE ${when} ON CONFLICT (site_id) DO NOTHING`;
  }

  /** Marks the site as having had RSVPs (an imported version-1 site's flag). */
  async markHasRsvps(siteId: string): Promise<void> {
    await this.db.insert(sitesWithRsvps).values({ siteId }).onConflictDoNothing();
  }

  /** A Form answer or speech sign-up as a write of one statement (`commitAnswerInOneStatement`), made only when `when` holds. */
  addFormAnswerWhen(siteId: string, answer: FormAnswer, when: SQL): SQL {
    return sql`INSERT INTO ${formSubmissions} (id, site_id, form_id, created_at, answer)
      SELECT ${answer._id}, ${siteId}, ${answer.formId}, ${answer.createdAt}::timestamptz, ${JSON.stringify(answer)}::jsonb
      WHERE ${when}`;
  }

  /**
   * A group's RSVP as the writes of one statement (`commitAnswerInOneStatement`), each made only when `when` holds: one row
   * per guest, the household's earlier answer deleted first when it answered through its personal link, and
   * the site marked as having RSVPs unless the caller read it with `hasRsvps` set (the flag is never unset).
   */
  addRsvpAnswersWhen(
    siteId: string,
    answers: readonly RsvpAnswer[],
    when: SQL,
    { householdId, siteHasRsvps }: { householdId: string | null; siteHasRsvps: boolean },
  ): SQL[] {
    const insert = insertAnswersWhen(
      siteId,
      answers.map(({ attendance, ...answer }) => ({
        id: answer._id,
        groupIdentifier: answer.groupIdentifier,
        createdAt: answer.createdAt,
        answer,
        attendance,
      })),
      householdId,
      when,
    );
    return [
      ...(householdId === null
        ? []
        : [
            this.db
              .delete(rsvpAnswers)
              .where(and(eq(rsvpAnswers.siteId, siteId), eq(rsvpAnswers.householdId, householdId), when))
              .getSQL(),
          ]),
      insert,
      ...(siteHasRsvps ? [] : [this.markHasRsvpsWhen(siteId, when)]),
    ];
  }

  /** Erases every RSVP (version 4 and legacy), Form answer and speech sign-up of a site. */
  async deleteAllOfSite(siteId: string): Promise<void> {
    await this.db.delete(rsvpAnswers).where(eq(rsvpAnswers.siteId, siteId));
    await this.db.delete(formSubmissions).where(eq(formSubmissions.siteId, siteId));
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
      .select({ answer: rsvpAnswers.answer, attendance: rsvpAnswers.attendance })
      .from(rsvpAnswers)
      .where(and(eq(rsvpAnswers.siteId, siteId), isVersion4))
      .orderBy(desc(rsvpAnswers.sequence));
    return rows.map(storedRsvpAnswer);
  }

  /** The household each version-4 RSVP answer came through by its personal link, by answer id (the seating plan's parties). */
  async rsvpAnswerHouseholds(siteId: string): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ id: rsvpAnswers.id, householdId: rsvpAnswers.householdId })
      .from(rsvpAnswers)
      .where(and(eq(rsvpAnswers.siteId, siteId), isNotNull(rsvpAnswers.householdId), isVersion4));
    return new Map(rows.flatMap((row) => (row.householdId === null ? [] : [[row.id, row.householdId]])));
  }

  /** The answer a household gave through its personal link, one row per guest, in the order sent. */
  async listHouseholdAnswers(siteId: string, householdId: string): Promise<RsvpAnswer[]> {
    const rows = await this.db
      .select({ answer: rsvpAnswers.answer, attendance: rsvpAnswers.attendance })
      .from(rsvpAnswers)
      .where(and(eq(rsvpAnswers.siteId, siteId), eq(rsvpAnswers.householdId, householdId), isVersion4))
      .orderBy(rsvpAnswers.sequence);
    return rows.map(storedRsvpAnswer);
  }

  /**
   * Erases every answer a household gave (issue 33 item 5): its withdrawal, or the owner erasing the
   * household completely. The rows are deleted, not hidden. The number erased.
   */
  async deleteHouseholdAnswers(siteId: string, householdId: string): Promise<number> {
    const deleted = await this.db
      .delete(rsvpAnswers)
      .where(and(eq(rsvpAnswers.siteId, siteId), eq(rsvpAnswers.householdId, householdId)))
      .returning({ id: rsvpAnswers.id });
    return deleted.length;
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
  async addLegacyRsvpAnswers(siteId: string, answers: readonly LegacyRsvpAnswer[]): Promise<number> {
    if (answers.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      const added = await tx
        .insert(rsvpAnswers)
        .values(answers.map((answer) => ({ ...legacyRowOf(answer), siteId })))
        .onConflictDoNothing({ target: rsvpAnswers.id })
        .returning({ id: rsvpAnswers.id });
      if (added.length > 0) await tx.insert(sitesWithRsvps).values({ siteId }).onConflictDoNothing();
      return added.length;
    });
  }

  /**
   * A guest's legacy RSVP as the writes of one statement (`commitAnswerInOneStatement`), each made only
   * when `when` holds: `addLegacyRsvpAnswers` for answers with new ids (a guest's RSVP has 1 or more
   * persons, each a new id, so the site is marked as having RSVPs whenever they are stored).
   */
  addLegacyRsvpAnswersWhen(siteId: string, answers: readonly LegacyRsvpAnswer[], when: SQL): SQL[] {
    return [
      sql`${insertAnswersWhen(siteId, answers.map(legacyRowOf), null, when)} ON CONFLICT (id) DO NOTHING`,
      this.markHasRsvpsWhen(siteId, when),
    ];
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
