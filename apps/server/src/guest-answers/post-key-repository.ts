import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { createSecretToken, hashToken } from '../accounts/secret-token';
import type { Database } from '../db/open-database';
import { postKeys, type PostKeyKind } from '../db/schema';

/** A key is valid for 24 hours (`decisions.md` §3 "Post keys"). */
const POST_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A submission faster than this after fetching its key is taken for a bot. */
const POST_KEY_MIN_AGE_MS = 3000;

export class PostKeyRepository {
  /** Prepared once: every guest's answer fetches a key first (issue 40, bench/rsvp-submissions). */
  private readonly insertStatement;

  constructor(private readonly db: Database) {
    this.insertStatement = db
      .insert(postKeys)
      .values({
        keyHash: sql.placeholder('keyHash'),
        kind: sql.placeholder('kind'),
        createdAt: sql.placeholder('createdAt'),
      })
      .prepare('post_key_create');
  }

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): PostKeyRepository {
    return new PostKeyRepository(tx);
  }

  async create(kind: PostKeyKind, now: Date): Promise<string> {
    const key = createSecretToken();
    await this.insertStatement.execute({ keyHash: hashToken(key), kind, createdAt: now });
    return key;
  }

  /**
   * Uses up the key as the head of one statement (`commitAnswerInOneStatement`), so two submissions can
   * never share it: the common table expressions `used_key_<n>`, the key used up unless it is unknown, of
   * another kind, used or expired, and `good_key_<n>`, a row only when that key was old enough (a younger key
   * is used up as well); `n` tells apart the answers of one statement. The statement's other writes depend on
   * `good_key_<n>`, so the key and the answer commit together without a transaction around them.
   */
  useInStatement(key: string, kind: PostKeyKind, now: Date, n: number): SQL {
    // Written out rather than built with the query builder: it heads every guest's answer (issue 40).
    const oldest = new Date(now.getTime() - POST_KEY_LIFETIME_MS).toISOString();
    const youngest = new Date(now.getTime() - POST_KEY_MIN_AGE_MS).toISOString();
    const used = sql.raw(`used_key_${n}`);
    return sql`${used} AS (UPDATE ${postKeys} SET used_at = ${now.toISOString()}::timestamptz
        WHERE key_hash = ${hashToken(key)} AND kind = ${kind} AND used_at IS NULL
          AND created_at > ${oldest}::timestamptz
        RETURNING created_at),
      ${sql.raw(`good_key_${n}`)} AS (SELECT 1 FROM ${used} WHERE created_at <= ${youngest}::timestamptz)`;
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
