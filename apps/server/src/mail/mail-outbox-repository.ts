import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

export class MailOutboxRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): MailOutboxRepository {
    return new MailOutboxRepository(tx);
  }

  /** Stores a mail; bound to the caller's transaction, it is sent only if, and exactly when, that commits. */
  async add(message: MailMessage, now: Date): Promise<OutboxMail> {
    const [mail] = await this.db
      .insert(mailOutbox)
      .values({
        id: randomUUID(),
        ...message,
        html: message.html ?? null,
        createdAt: now,
        nextAttemptAt: now,
      })
      .returning();
    if (!mail) throw new Error('The mail was not stored');
    return mail;
  }

  /** Stores several mails in one statement, in their order; like `add`, in the caller's transaction when bound. */
  async addMany(messages: readonly MailMessage[], now: Date): Promise<void> {
    if (messages.length === 0) return;
    await this.db.insert(mailOutbox).values(
      messages.map((message) => ({
        id: randomUUID(),
        ...message,
        html: message.html ?? null,
        createdAt: now,
        nextAttemptAt: now,
      })),
    );
  }

  /**
   * `addMany` as a write of a larger statement, made only when `when` holds, so that the mails commit exactly
   * with the statement's other writes; null without mails.
   */
  addManyWhen(messages: readonly MailMessage[], now: Date, when: SQL): SQL | null {
    if (messages.length === 0) return null;
    const rows = messages.map((message) => ({
      id: randomUUID(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    }));
    const at = now.toISOString();
    return sql`INSERT INTO ${mailOutbox} (id, "to", subject, text, html, created_at, next_attempt_at)
      SELECT mail.id, mail."to", mail.subject, mail.text, mail.html, ${at}::timestamptz, ${at}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS mail(id uuid, "to" text, subject text, text text, html text)
      WHERE ${when}`;
  }

  /** Erases every mail to these addresses, sent or not: an erased account's and its guests' (issue 33). */
  async deleteAddressedTo(addresses: readonly string[]): Promise<void> {
    const lowerCase = [...new Set(addresses.filter(Boolean).map((address) => address.toLowerCase()))];
    if (lowerCase.length === 0) return;
    await this.db.delete(mailOutbox).where(inArray(sql`lower(${mailOutbox.to})`, lowerCase));
  }

  /**
   * Takes up to `limit` due mails for this process and counts the attempt. Rows another process is claiming are skipped
   * (`FOR UPDATE SKIP LOCKED`), and a claimed mail is leased until `leaseUntil`, so a process that dies
   * mid-send leaves it to be retried rather than lost or sent twice in parallel.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxMail[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  /** Records a failed attempt: retried at `retryAt`, or given up (`failed`) when `retryAt` is null. */
  async markAttemptFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ lastError: error, ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const }) })
      .where(eq(mailOutbox.id, id));
  }

  /** Mails not yet delivered nor given up: the backlog the metrics show. */
  async countPending(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    return row?.count ?? 0;
  }

  async listNewestFirst(limit: number): Promise<OutboxMail[]> {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.sequence)).limit(limit);
  }
}
