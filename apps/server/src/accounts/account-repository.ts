import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InterfaceLanguage } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { accounts, sites } from '../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

export interface NewAccount {
  mail: string;
  passwordHash: string;
  language: InterfaceLanguage;
  createdAt: Date;
}

export class AccountRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): AccountRepository {
    return new AccountRepository(tx);
  }

  /** Creates the account, or returns null when the mail address is taken. */
  async create(account: NewAccount): Promise<AccountRow | null> {
    const [created] = await this.db
      .insert(accounts)
      .values({ id: randomUUID(), ...account, mail: account.mail.toLowerCase() })
      .onConflictDoNothing({ target: accounts.mail })
      .returning();
    return created ?? null;
  }

  async findByMail(mail: string): Promise<AccountRow | null> {
    const [account] = await this.db.select().from(accounts).where(eq(accounts.mail, mail.toLowerCase()));
    return account ?? null;
  }

  async findById(id: string): Promise<AccountRow | null> {
    const [account] = await this.db.select().from(accounts).where(eq(accounts.id, id));
    return account ?? null;
  }

  /** The account that owns a site, read in one query without the site's document. */
  async findOwnerOfSite(siteId: string): Promise<AccountRow | null> {
    const [row] = await this.db
      .select({ account: accounts })
      .from(sites)
      .innerJoin(accounts, eq(accounts.id, sites.accountId))
      .where(eq(sites.id, siteId));
    return row?.account ?? null;
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.update(accounts).set({ passwordHash }).where(eq(accounts.id, id));
  }

  /** A hash no password matches: an account being deleted logs in nowhere from its first step. */
  async disablePassword(id: string): Promise<void> {
    await this.db.update(accounts).set({ passwordHash: '!' }).where(eq(accounts.id, id));
  }

  /** Deletes the account; its sessions, reset links and export go with it (foreign keys). */
  async delete(id: string): Promise<void> {
    await this.db.delete(accounts).where(eq(accounts.id, id));
  }
}
