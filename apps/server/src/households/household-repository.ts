import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import {
  householdAnswerStatus,
  householdMemberAnswers,
  siteLanguageCodeSchema,
  type Household,
  type HouseholdInput,
  type HouseholdsResponse,
  type RsvpAnswer,
} from '@eventsite/core';
import type { Database } from '../db/open-database';
import { householdReminders, households, rsvpAnswers, uninvitedRsvpAttempts } from '../db/schema';
import { storedRsvpAnswer } from '../guest-answers/stored-rsvp-answer';

/** A personal link's secret: 144 random bits, URL-safe (issue 21 asks for at least 128). */
function newHouseholdToken(): string {
  return randomBytes(18).toString('base64url');
}

type HouseholdRow = typeof households.$inferSelect;

function toHousehold(
  row: HouseholdRow,
  answers: readonly RsvpAnswer[],
  lastRemindedAt: Date | undefined,
): Household {
  return {
    _id: row.id,
    token: row.token,
    name: row.name,
    members: row.members,
    mail: row.mail,
    phone: row.phone,
    language: siteLanguageCodeSchema.parse(row.language),
    tags: row.tags,
    events: row.events,
    createdAt: row.createdAt.toISOString(),
    changedAt: [row.createdAt.toISOString(), ...answers.map((answer) => answer.createdAt)].reduce(
      (latest, at) => (at > latest ? at : latest),
    ),
    answerStatus: householdAnswerStatus(answers),
    memberAnswers: householdMemberAnswers(row.members, answers),
    lastRemindedAt: lastRemindedAt?.toISOString() ?? null,
  };
}

function rowValues(input: HouseholdInput) {
  return {
    name: input.name,
    members: input.members,
    mail: input.mail,
    phone: input.phone,
    language: input.language,
    tags: input.tags,
    events: input.events,
  };
}

/** A household as a personal link opens it and the RSVP reads it: who it is and which events it is invited to. */
export interface LinkedHousehold {
  id: string;
  name: string;
  members: string[];
  language: Household['language'];
  events: string[] | null;
}

/** A household of the list with the answers its guests gave through its link. */
export interface HouseholdWithAnswers {
  household: Household;
  answers: RsvpAnswer[];
}

/** The guest list's households; the RSVP answers linked to them are read here, written by the guest answers. */
export class HouseholdRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): HouseholdRepository {
    return new HouseholdRepository(tx);
  }

  /** The site's households in the order they were added, each with its answer status and last reminder. */
  async list(siteId: string): Promise<Household[]> {
    return (await this.listWithAnswers(siteId)).map(({ household }) => household);
  }

  /** `list`, each household with its guests' answers (the per-event counts and reminders read them, issue 34). */
  async listWithAnswers(siteId: string): Promise<HouseholdWithAnswers[]> {
    const [rows, linked, reminded] = await Promise.all([
      this.db
        .select()
        .from(households)
        .where(eq(households.siteId, siteId))
        .orderBy(asc(households.sequence)),
      this.db
        .select({
          householdId: rsvpAnswers.householdId,
          answer: rsvpAnswers.answer,
          attendance: rsvpAnswers.attendance,
        })
        .from(rsvpAnswers)
        .where(and(eq(rsvpAnswers.siteId, siteId), isNotNull(rsvpAnswers.householdId))),
      this.db
        .select({
          householdId: householdReminders.householdId,
          sentAt: max(householdReminders.sentAt),
        })
        .from(householdReminders)
        .where(eq(householdReminders.siteId, siteId))
        .groupBy(householdReminders.householdId),
    ]);
    const lastRemindedAt = new Map(reminded.map((row) => [row.householdId, row.sentAt ?? undefined]));
    const answersOf = new Map<string, RsvpAnswer[]>();
    for (const { householdId, ...stored } of linked) {
      if (householdId === null) continue;
      const list = answersOf.get(householdId) ?? [];
      list.push(storedRsvpAnswer(stored));
      answersOf.set(householdId, list);
    }
    return rows.map((row) => {
      const answers = answersOf.get(row.id) ?? [];
      return { household: toHousehold(row, answers, lastRemindedAt.get(row.id)), answers };
    });
  }

  /** The household a personal link opens; null for a token the site does not have. */
  async findByToken(siteId: string, token: string): Promise<LinkedHousehold | null> {
    const [row] = await this.db
      .select({
        id: households.id,
        name: households.name,
        members: households.members,
        language: households.language,
        events: households.events,
      })
      .from(households)
      .where(and(eq(households.siteId, siteId), eq(households.token, token)));
    return row ? { ...row, language: siteLanguageCodeSchema.parse(row.language) } : null;
  }

  /** Every household's id and name, for naming the parties of a seating plan. */
  async names(siteId: string): Promise<{ id: string; name: string }[]> {
    return this.db
      .select({ id: households.id, name: households.name })
      .from(households)
      .where(eq(households.siteId, siteId));
  }

  /**
   * Every household's members and invited events, for matching the names guests write and asking each the
   * events of its own household.
   */
  async allMembers(siteId: string): Promise<Pick<LinkedHousehold, 'id' | 'members' | 'events'>[]> {
    return this.db
      .select({ id: households.id, members: households.members, events: households.events })
      .from(households)
      .where(eq(households.siteId, siteId));
  }

  /**
   * Keeps the names of an RSVP refused because none was on the guest list, for the owner to see, with what
   * the guest wrote to the hosts when they did.
   */
  async addUninvitedAttempt(
    siteId: string,
    attempt: { names: readonly string[]; mail?: string; message?: string },
    now: Date,
  ): Promise<void> {
    await this.db.execute(this.addUninvitedAttemptWhen(siteId, attempt, now, sql`true`));
  }

  /** `addUninvitedAttempt` as a write of one statement (`commitAnswerInOneStatement`), made only when `when` holds. */
  addUninvitedAttemptWhen(
    siteId: string,
    attempt: { names: readonly string[]; mail?: string; message?: string },
    now: Date,
    when: SQL,
  ): SQL {
    return sql`INSERT INTO ${uninvitedRsvpAttempts} (id, site_id, names, mail, message, created_at)
      SELECT ${randomUUID()}::uuid, ${siteId}, ${JSON.stringify(attempt.names)}::jsonb, ${attempt.mail ?? ''},
        ${attempt.message ?? ''}, ${now.toISOString()}::timestamptz
      WHERE ${when}`;
  }

  /** The newest refused RSVPs first, at most `limit`. */
  async listUninvitedAttempts(siteId: string, limit = 100): Promise<HouseholdsResponse['uninvitedAttempts']> {
    const rows = await this.db
      .select({
        names: uninvitedRsvpAttempts.names,
        mail: uninvitedRsvpAttempts.mail,
        message: uninvitedRsvpAttempts.message,
        createdAt: uninvitedRsvpAttempts.createdAt,
      })
      .from(uninvitedRsvpAttempts)
      .where(eq(uninvitedRsvpAttempts.siteId, siteId))
      .orderBy(desc(uninvitedRsvpAttempts.createdAt))
      .limit(limit);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  async count(siteId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(households)
      .where(eq(households.siteId, siteId));
    return row?.value ?? 0;
  }

  /**
   * Adds households unless the list would then hold more than `limit`; answers the number added, or null
   * when they would not fit. Counting and adding share a transaction holding the site's household-list lock.
   */
  async addMany(
    siteId: string,
    inputs: readonly HouseholdInput[],
    limit: number,
    now: Date,
  ): Promise<number | null> {
    if (inputs.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      // The site's list, not its row, is what adding serialises on: a lock of its own, ended by the commit.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`households:${siteId}`}, 0))`);
      if ((await this.withTransaction(tx).count(siteId)) + inputs.length > limit) return null;
      await tx.insert(households).values(
        inputs.map((input) => ({
          id: randomBytes(12).toString('hex'),
          siteId,
          token: newHouseholdToken(),
          createdAt: now,
          ...rowValues(input),
        })),
      );
      return inputs.length;
    });
  }

  /** False when the site has no such household. */
  async update(siteId: string, id: string, input: HouseholdInput): Promise<boolean> {
    const updated = await this.db
      .update(households)
      .set(rowValues(input))
      .where(and(eq(households.siteId, siteId), eq(households.id, id)))
      .returning({ id: households.id });
    return updated.length > 0;
  }

  /** Invites the given households to `events` (null: to all); the number of the site's households changed. */
  async setEvents(siteId: string, ids: readonly string[], events: readonly string[] | null): Promise<number> {
    const updated = await this.db
      .update(households)
      .set({ events: events === null ? null : [...events] })
      .where(and(eq(households.siteId, siteId), inArray(households.id, [...ids])))
      .returning({ id: households.id });
    return updated.length;
  }

  /** A new token, so the old personal link stops working; null when the site has no such household. */
  async regenerateToken(siteId: string, id: string): Promise<string | null> {
    const token = newHouseholdToken();
    const updated = await this.db
      .update(households)
      .set({ token })
      .where(and(eq(households.siteId, siteId), eq(households.id, id)))
      .returning({ id: households.id });
    return updated.length > 0 ? token : null;
  }

  /** Erases the guest list and the refused attempts of a site (their reminders go with them). */
  async deleteAllOfSite(siteId: string): Promise<void> {
    await this.db.delete(uninvitedRsvpAttempts).where(eq(uninvitedRsvpAttempts.siteId, siteId));
    await this.db.delete(households).where(eq(households.siteId, siteId));
  }

  /** Its answers stay among the site's answers, no longer tied to a household. */
  async delete(siteId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(households)
      .where(and(eq(households.siteId, siteId), eq(households.id, id)))
      .returning({ id: households.id });
    return deleted.length > 0;
  }
}
