import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'status' | 'confirmedAt' | 'registeredAt'>;

/** Payments by reference or by the provider's id. Confirming is `confirmPayment`'s job (it changes the site too). */
export class PaymentRepository {
  constructor(private readonly db: Database) {}

  async create(payment: NewPayment): Promise<void> {
    await this.db.insert(payments).values(payment);
  }

  async setProviderId(reference: string, providerId: string): Promise<void> {
    await this.db.update(payments).set({ providerId }).where(eq(payments.reference, reference));
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
