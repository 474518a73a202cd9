import { and, desc, eq, sql } from 'drizzle-orm';
import { formAnswerSchema, rsvpAnswerSchema, type FormAnswer, type RsvpAnswer } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { formSubmissions, rsvpAnswers, sites } from '../db/schema';

/** Guests' Form and RSVP answers; each is committed before the guest is told it was received. */
export class GuestAnswerRepository {
  constructor(private readonly db: Database) {}

  async addFormAnswer(siteId: string, answer: FormAnswer): Promise<void> {
    await this.db.insert(formSubmissions).values({
      id: answer._id,
      siteId,
      formId: answer.formId,
      createdAt: new Date(answer.createdAt),
      answer,
    });
  }

  /**
   * Stores one row per guest and marks the site as having RSVPs, in one statement (atomic, one round trip).
   * The site's document is written only by its first RSVP, not rewritten by every one.
   */
  async addRsvpAnswers(siteId: string, answers: readonly RsvpAnswer[]): Promise<void> {
    const rows = answers.map((answer) => ({
      id: answer._id,
      groupIdentifier: answer.groupIdentifier,
      createdAt: answer.createdAt,
      answer,
    }));
    await this.db.execute(sql`
      WITH added AS (
        INSERT INTO ${rsvpAnswers} (id, site_id, group_identifier, created_at, answer)
        SELECT row.id, ${siteId}, row."groupIdentifier", row."createdAt", row.answer
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS row(id text, "groupIdentifier" text, "createdAt" timestamptz, answer jsonb)
        RETURNING site_id
      )
      UPDATE ${sites} SET data = jsonb_set(data, '{hasRsvps}', 'true'::jsonb)
      WHERE id = ${siteId} AND data->'hasRsvps' IS DISTINCT FROM 'true'::jsonb
        AND EXISTS (SELECT 1 FROM added)`);
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
      .where(eq(rsvpAnswers.siteId, siteId))
      .orderBy(desc(rsvpAnswers.sequence));
    return rows.map((row) => rsvpAnswerSchema.parse(row.answer));
  }

  async deleteRsvpAnswer(siteId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(rsvpAnswers)
      .where(and(eq(rsvpAnswers.siteId, siteId), eq(rsvpAnswers.id, id)))
      .returning({ id: rsvpAnswers.id });
    return deleted.length > 0;
  }
}
