import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Feedback } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { feedback } from '../db/schema';

/** Owners' feedback (`000` §2.6), kept even when its mail is slow to go out. */
export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): FeedbackRepository {
    return new FeedbackRepository(tx);
  }

  async add(accountId: string | null, entry: Feedback, now: Date): Promise<string> {
    const id = randomUUID();
    await this.db.insert(feedback).values({
      id,
      accountId,
      expectsReply: entry.expectsReply,
      userMail: entry.userMail || null,
      feedbackText: entry.feedbackText,
      createdAt: now,
    });
    return id;
  }

  /** An erased account's feedback holds its mail address: it goes with the account. */
  async deleteOfAccount(accountId: string): Promise<void> {
    await this.db.delete(feedback).where(eq(feedback.accountId, accountId));
  }
}
