import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { stripeWebhookEvents } from '../db/schema';

/** Webhook events already processed, so a repeated delivery is skipped. */
export class WebhookEventRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): WebhookEventRepository {
    return new WebhookEventRepository(tx);
  }

  async isProcessed(eventId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ eventId: stripeWebhookEvents.eventId })
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.eventId, eventId));
    return row !== undefined;
  }

  /** False when the event was recorded already (a concurrent delivery of it). */
  async record(eventId: string, type: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(stripeWebhookEvents)
      .values({ eventId, type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: stripeWebhookEvents.eventId });
    return rows.length > 0;
  }
}
