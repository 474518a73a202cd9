import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { passwordResetTokens } from '../db/schema';
import { createSecretToken, hashToken } from './secret-token';

/** A reset link works once and for one hour (`decisions.md` §3 "Reset"). */
const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): PasswordResetRepository {
    return new PasswordResetRepository(tx);
  }

  /** Returns the token for the link; only its hash is stored. */
  async create(accountId: string, now: Date): Promise<string> {
    const token = createSecretToken();
    await this.db.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
    return token;
  }

  /** Whether the token could be used now, without using it. */
  async isUsable(token: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ accountId: passwordResetTokens.accountId })
      .from(passwordResetTokens)
      .where(this.usable(token, now));
    return row !== undefined;
  }

  /**
   * Marks the token used and returns its account, in one statement so that two requests racing with the
   * same link cannot both succeed. Null when it is unknown, used or expired.
   */
  async consume(token: string, now: Date): Promise<string | null> {
    const [row] = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(this.usable(token, now))
      .returning({ accountId: passwordResetTokens.accountId });
    return row?.accountId ?? null;
  }

  /** Once a password is set, older links for the account must stop working too. */
  async useAllOfAccount(accountId: string, now: Date): Promise<void> {
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now));
  }

  private usable(token: string, now: Date) {
    return and(
      eq(passwordResetTokens.tokenHash, hashToken(token)),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now),
    );
  }
}
