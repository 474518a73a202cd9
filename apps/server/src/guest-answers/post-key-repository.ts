import { and, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { createSecretToken, hashToken } from '../accounts/secret-token';
import type { Database } from '../db/open-database';
import { postKeys, type PostKeyKind } from '../db/schema';

/** A key is valid for 24 hours (`decisions.md` §3 "Post keys"). */
const POST_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A submission faster than this after fetching its key is taken for a bot. */
const POST_KEY_MIN_AGE_MS = 3000;

export class PostKeyRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): PostKeyRepository {
    return new PostKeyRepository(tx);
  }

  async create(kind: PostKeyKind, now: Date): Promise<string> {
    const key = createSecretToken();
    await this.db.insert(postKeys).values({ keyHash: hashToken(key), kind, createdAt: now });
    return key;
  }

  /**
   * Uses up the key as the head of one statement (`commitAnswerInOneStatement`), so two submissions can
   * never share it: the common table expressions `used_key`, the key used up unless it is unknown, of
   * another kind, used or expired, and `good_key`, a row only when that key was old enough (a younger key is
   * used up as well). The statement's other writes depend on `good_key`, so the key and the answer commit
   * together without a transaction around them.
   */
  useInStatement(key: string, kind: PostKeyKind, now: Date): SQL {
    const usedUp = this.db
      .update(postKeys)
      .set({ usedAt: now })
      .where(
        and(
          eq(postKeys.keyHash, hashToken(key)),
          eq(postKeys.kind, kind),
          isNull(postKeys.usedAt),
          gt(postKeys.createdAt, new Date(now.getTime() - POST_KEY_LIFETIME_MS)),
        ),
      )
      .returning({ createdAt: postKeys.createdAt });
    const youngest = new Date(now.getTime() - POST_KEY_MIN_AGE_MS).toISOString();
    return sql`used_key AS (${usedUp.getSQL()}),
      good_key AS (SELECT 1 FROM used_key WHERE created_at <= ${youngest}::timestamptz)`;
  }

  /**
   * Whether a key may head an upload session (issue 38: a guest's several photos share the session's key):
   * known, of its kind, within its lifetime and old enough, without using it up.
   */
  async isValidForSession(key: string, kind: PostKeyKind, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ keyHash: postKeys.keyHash })
      .from(postKeys)
      .where(
        and(
          eq(postKeys.keyHash, hashToken(key)),
          eq(postKeys.kind, kind),
          gt(postKeys.createdAt, new Date(now.getTime() - POST_KEY_LIFETIME_MS)),
          lte(postKeys.createdAt, new Date(now.getTime() - POST_KEY_MIN_AGE_MS)),
        ),
      );
    return row !== undefined;
  }

  /** Forgets keys past their lifetime, used or not: none of them can be used any more. */
  async deleteExpired(now: Date): Promise<number> {
    const deleted = await this.db
      .delete(postKeys)
      .where(lte(postKeys.createdAt, new Date(now.getTime() - POST_KEY_LIFETIME_MS)))
      .returning({ keyHash: postKeys.keyHash });
    return deleted.length;
  }
}
