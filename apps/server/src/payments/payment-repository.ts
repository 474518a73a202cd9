import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'status' | 'confirmedAt' | 'registeredAt'>;

/** Payments by reference or by the provider's id. `confirmPayment` confirms one, with the site, in one transaction. */
export class PaymentRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): PaymentRepository {
    return new PaymentRepository(tx);
  }

  /**
   * Confirms the payment while it is pending: of any number of webhooks, callbacks and polls exactly one
   * matches. The confirmed row, or null when it was not pending.
   */
  async confirmPending(reference: string, swishStatus: string | null, now: Date): Promise<PaymentRow | null> {
    const [payment] = await this.db
      .update(payments)
      .set({ status: 'confirmed', confirmedAt: now, swishStatus, errorMessage: null })
      .where(and(eq(payments.reference, reference), eq(payments.status, 'pending')))
      .returning();
    return payment ?? null;
  }

  /** Locks the payment's row until the transaction ends. */
  async lockByReference(reference: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference))
      .for('update');
    return row ?? null;
  }

  /** Its domain is registered: a repeated registration call answers the same and registers nothing. */
  async markRegistered(reference: string, now: Date): Promise<void> {
    await this.db.update(payments).set({ registeredAt: now }).where(eq(payments.reference, reference));
  }

  async listRefundDue(): Promise<PaymentRow[]> {
    return this.db.select().from(payments).where(eq(payments.refundStatus, 'due'));
  }

  /** Its purchase cannot be delivered: the money goes back (`refundPayment`). */
  async markRefundDue(reference: string): Promise<PaymentRow | null> {
    const [due] = await this.db
      .update(payments)
      .set({ refundStatus: 'due' })
      .where(eq(payments.reference, reference))
      .returning();
    return due ?? null;
  }

  /** Only a person can give it back. */
  async markRefundFailed(reference: string): Promise<void> {
    await this.db.update(payments).set({ refundStatus: 'failed' }).where(eq(payments.reference, reference));
  }

  async markRefunded(reference: string, now: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({ refundStatus: 'refunded', refundedAt: now })
      .where(and(eq(payments.reference, reference), eq(payments.refundStatus, 'due')));
  }

  async create(payment: NewPayment): Promise<void> {
    await this.db.insert(payments).values(payment);
  }

  async setProviderId(reference: string, providerId: string): Promise<void> {
    await this.db.update(payments).set({ providerId }).where(eq(payments.reference, reference));
  }

  /** Every payment of a site, oldest first: the owner's export and the bookkeeping kept after an erase. */
  async listOfSite(siteId: string): Promise<PaymentRow[]> {
    return this.db.select().from(payments).where(eq(payments.siteId, siteId)).orderBy(payments.createdAt);
  }

  async findByReference(reference: string): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.reference, reference));
    return row ?? null;
  }

  async findByProviderId(provider: string, providerId: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerId, providerId)));
    return row ?? null;
  }

  /** Ends a pending payment without money (declined, cancelled, failed); a confirmed one is never touched. */
  async markFailed(
    reference: string,
    swishStatus: string | null,
    errorMessage: string | null,
  ): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'failed', swishStatus, errorMessage })
      .where(and(eq(payments.reference, reference), eq(payments.status, 'pending')));
  }

  /** Removes a payment the provider never accepted, so nothing waits for it. */
  async markNotStarted(reference: string, errorMessage: string): Promise<void> {
    await this.markFailed(reference, null, errorMessage);
  }
}
