import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { rsvpDietQuestions } from '../db/schema';

/**
 * How long guests' RSVPs go by a site's marks read before, as the sites guests read are re-checked
 * (`PublicSiteDirectory`): a change in this process drops them at once, one in another within this time.
 */
const GUEST_READ_MS = 1000;

/** The RSVP questions an owner marks as diet or allergy (issue 21, item 7); the only writer of its table. */
export class DietQuestionRepository {
  constructor(
    private readonly db: Database,
    /** The marks guests' RSVPs read lately, by site, shared with the repository's other instances. */
    private readonly guestReads = new Map<string, { questionIds: string[]; readAt: number }>(),
  ) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): DietQuestionRepository {
    return new DietQuestionRepository(tx, this.guestReads);
  }

  /**
   * The marks as a guest's RSVP reads them: from memory when read less than a second ago, so a burst of
   * RSVPs costs the database no query each (bench/rsvp-submissions).
   */
  async listForGuests(siteId: string): Promise<string[]> {
    const now = performance.now();
    const remembered = this.guestReads.get(siteId);
    if (remembered && now - remembered.readAt < GUEST_READ_MS) return remembered.questionIds;
    const questionIds = await this.list(siteId);
    this.guestReads.delete(siteId);
    this.guestReads.set(siteId, { questionIds, readAt: now });
    // Sites not answered lately go first; a second's reads are all that is worth keeping.
    for (const [key, entry] of this.guestReads) {
      if (now - entry.readAt < GUEST_READ_MS) break;
      this.guestReads.delete(key);
    }
    return questionIds;
  }

  async list(siteId: string): Promise<string[]> {
    const rows = await this.db
      .select({ questionId: rsvpDietQuestions.questionId })
      .from(rsvpDietQuestions)
      .where(eq(rsvpDietQuestions.siteId, siteId))
      .orderBy(rsvpDietQuestions.questionId);
    return rows.map((row) => row.questionId);
  }

  /** Replaces the site's marks with these, in one transaction. */
  async replace(siteId: string, questionIds: readonly string[]): Promise<string[]> {
    const unique = [...new Set(questionIds)].sort();
    this.guestReads.delete(siteId);
    await this.db.transaction(async (tx) => {
      await tx.delete(rsvpDietQuestions).where(eq(rsvpDietQuestions.siteId, siteId));
      if (unique.length > 0) {
        await tx.insert(rsvpDietQuestions).values(unique.map((questionId) => ({ siteId, questionId })));
      }
    });
    // A guest's RSVP read meanwhile may hold the old marks.
    this.guestReads.delete(siteId);
    return unique;
  }
}
