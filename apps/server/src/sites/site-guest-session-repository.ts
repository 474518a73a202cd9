import { and, eq, gt, lte } from 'drizzle-orm';
import { createSecretToken, hashToken } from '../accounts/secret-token';
import type { Database } from '../db/open-database';
import { siteGuestSessions } from '../db/schema';

/** A guest who gave the site's password is let in for 30 days. */
export const SITE_GUEST_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export class SiteGuestSessionRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): SiteGuestSessionRepository {
    return new SiteGuestSessionRepository(tx);
  }

  /** Starts a guest session and returns the token for the cookie; only its hash is stored. */
  async create(siteId: string, now: Date): Promise<string> {
    const token = createSecretToken();
    await this.db.insert(siteGuestSessions).values({
      tokenHash: hashToken(token),
      siteId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SITE_GUEST_SESSION_LIFETIME_MS),
    });
    return token;
  }

  async isValid(siteId: string, token: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ siteId: siteGuestSessions.siteId })
      .from(siteGuestSessions)
      .where(
        and(
          eq(siteGuestSessions.tokenHash, hashToken(token)),
          eq(siteGuestSessions.siteId, siteId),
          gt(siteGuestSessions.expiresAt, now),
        ),
      );
    return row !== undefined;
  }

  /** A changed guest password lets nobody in on the old one. */
  async deleteAllOfSite(siteId: string): Promise<void> {
    await this.db.delete(siteGuestSessions).where(eq(siteGuestSessions.siteId, siteId));
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(siteGuestSessions).where(lte(siteGuestSessions.expiresAt, now));
  }
}
