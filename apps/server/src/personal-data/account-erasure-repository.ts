import { and, eq, isNull, lt } from 'drizzle-orm';
import type { InterfaceLanguage } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { accountErasures, type AccountErasureStep } from '../db/schema';

export type AccountErasure = typeof accountErasures.$inferSelect;

/** Accounts being deleted and the step each has reached (issue 33, item 3). */
export class AccountErasureRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): AccountErasureRepository {
    return new AccountErasureRepository(tx);
  }

  /** Starts the erase, or returns the one already started (a second click resumes it). */
  async start(
    erasure: { accountId: string; siteId: string | null; mail: string; language: InterfaceLanguage },
    now: Date,
  ): Promise<AccountErasure> {
    await this.db
      .insert(accountErasures)
      .values({ ...erasure, step: 'offline', startedAt: now })
      .onConflictDoNothing();
    const started = await this.find(erasure.accountId);
    if (!started) throw new Error(`The erase of ${erasure.accountId} was not stored`);
    return started;
  }

  async find(accountId: string): Promise<AccountErasure | null> {
    const [row] = await this.db
      .select()
      .from(accountErasures)
      .where(eq(accountErasures.accountId, accountId));
    return row ?? null;
  }

  /** Records that a step is done; `forgetMail` clears the address once the confirmation mail is queued. */
  async advance(accountId: string, step: AccountErasureStep, now: Date, forgetMail = false): Promise<void> {
    await this.db
      .update(accountErasures)
      .set({
        step,
        ...(step === 'done' ? { finishedAt: now } : {}),
        ...(forgetMail ? { mail: null } : {}),
      })
      .where(eq(accountErasures.accountId, accountId));
  }

  /** Erases started before `before` and not finished: what a crash left for housekeeping to resume. */
  async listUnfinished(before: Date): Promise<AccountErasure[]> {
    return this.db
      .select()
      .from(accountErasures)
      .where(and(isNull(accountErasures.finishedAt), lt(accountErasures.startedAt, before)));
  }
}
