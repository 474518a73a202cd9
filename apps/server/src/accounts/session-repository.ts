import { eq, lte, or } from 'drizzle-orm';
import type { InterfaceLanguage } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { accounts, sessions } from '../db/schema';
import { createSecretToken, hashToken } from './secret-token';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Session lifetimes (`decisions.md` §4). */
const SESSION_IDLE_TIMEOUT_MS = 14 * DAY;
export const SESSION_MAX_AGE_MS = 90 * DAY;
/** Saves a write on every request: the idle clock is refreshed at most this often. */
const LAST_SEEN_RESOLUTION_MS = MINUTE;

/** The logged-in caller, as route handlers see it. */
export interface SessionAccount {
  id: string;
  mail: string;
  language: InterfaceLanguage;
  sessionId: string;
}

export class SessionRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): SessionRepository {
    return new SessionRepository(tx);
  }

  /** Starts a session and returns the token for the cookie; only its hash is stored. */
  async create(accountId: string, now: Date): Promise<string> {
    const token = createSecretToken();
    const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
    await this.db
      .insert(sessions)
      .values({ id: hashToken(token), accountId, createdAt: now, lastSeenAt: now, expiresAt });
    return token;
  }

  /** The account behind a cookie token, or null when the session is unknown, idle too long or too old. */
  async findAccount(token: string, now: Date): Promise<SessionAccount | null> {
    const sessionId = hashToken(token);
    const [row] = await this.db
      .select({
        id: accounts.id,
        mail: accounts.mail,
        language: accounts.language,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(eq(sessions.id, sessionId));
    if (!row) return null;

    const idleSince = now.getTime() - row.lastSeenAt.getTime();
    if (row.expiresAt <= now || idleSince >= SESSION_IDLE_TIMEOUT_MS) {
      await this.delete(sessionId);
      return null;
    }
    if (idleSince >= LAST_SEEN_RESOLUTION_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    }
    return { id: row.id, mail: row.mail, language: row.language, sessionId };
  }

  async delete(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  async deleteByToken(token: string): Promise<void> {
    await this.delete(hashToken(token));
  }

  async deleteAllOfAccount(accountId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.accountId, accountId));
  }

  async deleteExpired(now: Date): Promise<void> {
    const idleLimit = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS);
    await this.db
      .delete(sessions)
      .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleLimit)));
  }
}
