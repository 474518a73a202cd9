import { lt, sql, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { sites, siteVisits } from '../db/schema';

/** A UTC calendar day, 'YYYY-MM-DD', as the `site_visits.day` column holds it. */
export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

export class SiteVisitRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts a browser's visit to a site: the first one of the day adds one to the site's `visitorCount`
   * (`decisions.md` §3). The unique (site, visitor, day) row decides, so parallel requests and several
   * server processes count a visitor once. Returns the new count, or null when this visit was not new.
   */
  async count(siteId: string, visitorId: string, now: Date): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(siteVisits)
        .values({ siteId, visitorId, day: dayOf(now) })
        .onConflictDoNothing()
        .returning({ siteId: siteVisits.siteId });
      if (!inserted) return null;
      const [row] = await tx
        .update(sites)
        .set({
          data: sql`jsonb_set(${sites.data}, '{visitorCount}',
            to_jsonb(coalesce((${sites.data}->>'visitorCount')::integer, 0) + 1))`,
        })
        .where(eq(sites.id, siteId))
        .returning({ visitorCount: sql<number>`(${sites.data}->>'visitorCount')::integer` });
      return row?.visitorCount ?? null;
    });
  }

  /** Yesterday's rows and older decide nothing any more. */
  async deleteBefore(now: Date): Promise<void> {
    await this.db.delete(siteVisits).where(lt(siteVisits.day, dayOf(now)));
  }
}
