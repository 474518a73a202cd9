import { and, asc, eq, sql } from 'drizzle-orm';
import {
  seatingTablesSchema,
  seatingVisibilitySchema,
  type SeatingTable,
  type SeatingVisibility,
} from '@eventsite/core';
import type { Database } from '../db/open-database';
import { seatingPlans } from '../db/schema';

/** The whole day's plan is stored under this event id. */
export const WHOLE_DAY_EVENT_ID = '';

/** A plan as stored: its tables as the owner last saved them, before reconciling with who comes now. */
export interface StoredSeatingPlan {
  /** '' for the whole day's plan. */
  eventId: string;
  revision: number;
  tables: SeatingTable[];
  visibility: SeatingVisibility;
}

type PlanRow = Pick<typeof seatingPlans.$inferSelect, 'eventId' | 'revision' | 'tables' | 'visibility'>;

const columns = {
  eventId: seatingPlans.eventId,
  revision: seatingPlans.revision,
  tables: seatingPlans.tables,
  visibility: seatingPlans.visibility,
};

function toPlan(row: PlanRow): StoredSeatingPlan {
  return {
    eventId: row.eventId,
    revision: row.revision,
    tables: seatingTablesSchema.parse(row.tables),
    visibility: seatingVisibilitySchema.parse(row.visibility),
  };
}

/** The seating plans (issue 35); the one writer of `seating_plans`. */
export class SeatingPlanRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): SeatingPlanRepository {
    return new SeatingPlanRepository(tx);
  }

  /** The plan of one event ('' the whole day); null before its first save. */
  async find(siteId: string, eventId: string): Promise<StoredSeatingPlan | null> {
    const [row] = await this.db
      .select(columns)
      .from(seatingPlans)
      .where(and(eq(seatingPlans.siteId, siteId), eq(seatingPlans.eventId, eventId)));
    return row ? toPlan(row) : null;
  }

  /** Every plan of a site, the whole day's first. */
  async listBySite(siteId: string): Promise<StoredSeatingPlan[]> {
    const rows = await this.db
      .select(columns)
      .from(seatingPlans)
      .where(eq(seatingPlans.siteId, siteId))
      .orderBy(asc(seatingPlans.eventId));
    return rows.map(toPlan);
  }

  /**
   * Stores the plan as the next revision if the stored one is still `revision` (0: none stored yet), in one
   * statement: of two saves read at the same revision exactly one wins. The new revision, or null when the
   * stored plan has moved on.
   */
  async save(
    siteId: string,
    eventId: string,
    revision: number,
    plan: Pick<StoredSeatingPlan, 'tables' | 'visibility'>,
    now: Date,
  ): Promise<number | null> {
    const values = { tables: plan.tables, visibility: plan.visibility, updatedAt: now };
    const saved =
      revision === 0
        ? await this.db
            .insert(seatingPlans)
            .values({ siteId, eventId, revision: 1, ...values })
            .onConflictDoNothing()
            .returning({ revision: seatingPlans.revision })
        : await this.db
            .update(seatingPlans)
            .set({ revision: sql`${seatingPlans.revision} + 1`, ...values })
            .where(
              and(
                eq(seatingPlans.siteId, siteId),
                eq(seatingPlans.eventId, eventId),
                eq(seatingPlans.revision, revision),
              ),
            )
            .returning({ revision: seatingPlans.revision });
    return saved[0]?.revision ?? null;
  }

  /** Erases every plan of a site (the guests' data's retention). */
  async deleteAllOfSite(siteId: string): Promise<void> {
    await this.db.delete(seatingPlans).where(eq(seatingPlans.siteId, siteId));
  }
}
