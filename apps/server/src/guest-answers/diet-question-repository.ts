import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { rsvpDietQuestions } from '../db/schema';

/** The RSVP questions an owner marks as diet or allergy (issue 21, item 7); the only writer of its table. */
export class DietQuestionRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): DietQuestionRepository {
    return new DietQuestionRepository(tx);
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
    await this.db.transaction(async (tx) => {
      await tx.delete(rsvpDietQuestions).where(eq(rsvpDietQuestions.siteId, siteId));
      if (unique.length > 0) {
        await tx.insert(rsvpDietQuestions).values(unique.map((questionId) => ({ siteId, questionId })));
      }
    });
    return unique;
  }
}
