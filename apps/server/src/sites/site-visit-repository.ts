import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/open-database';
import { rowsOf } from '../db/rows-of';
import { siteVisits } from '../db/schema';

/** A UTC calendar day, 'YYYY-MM-DD', as the `site_visits.day` column holds it. */
export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** A site whose count the flush raised. */
const countedRowSchema = z.object({ site_id: z.string() });

/** One browser seen on a site on a day. */
export interface SiteVisit {
  siteId: string;
  visitorId: string;
  day: string;
}

/** Browsers counted on their first visit, which minted their visitor ids (`VisitBuffer`). */
export interface NewVisitors {
  siteId: string;
  visitors: number;
}

export class SiteVisitRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): SiteVisitRepository {
    return new SiteVisitRepository(tx);
  }

  /**
   * Counts browsers' visits in one statement: each (site, visitor, day) not yet stored adds one to the
   * site's count in `site_visit_counts` (`decisions.md` §3, once per browser and day), and so does each new
   * visitor, whose freshly minted id no other visit can have. The unique row decides, so repeated batches
   * and several server processes count a visitor once; visits to sites deleted meanwhile are dropped.
   * Returns the sites whose count grew.
   */
  async countVisits(
    visits: readonly SiteVisit[],
    newVisitors: readonly NewVisitors[] = [],
  ): Promise<string[]> {
    if (visits.length === 0 && newVisitors.length === 0) return [];
    const counted = await this.db.execute(sql`
      WITH given AS (
        SELECT visit."siteId" AS site_id, visit."visitorId" AS visitor_id, visit.day
        FROM jsonb_to_recordset(${JSON.stringify(visits)}::jsonb)
          AS visit("siteId" text, "visitorId" text, day date)
        WHERE EXISTS (SELECT 1 FROM sites WHERE sites.id = visit."siteId")
      ), added AS (
        INSERT INTO site_visits (site_id, visitor_id, day) SELECT site_id, visitor_id, day FROM given
        ON CONFLICT DO NOTHING
        RETURNING site_id
      ), grown AS (
        SELECT site_id, count(*)::integer AS visitors FROM added GROUP BY site_id
        UNION ALL
        SELECT fresh."siteId", fresh.visitors
        FROM jsonb_to_recordset(${JSON.stringify(newVisitors)}::jsonb) AS fresh("siteId" text, visitors integer)
        WHERE EXISTS (SELECT 1 FROM sites WHERE sites.id = fresh."siteId")
      )
      INSERT INTO site_visit_counts (site_id, visitors)
      SELECT site_id, sum(visitors)::integer FROM grown GROUP BY site_id
      ON CONFLICT (site_id) DO UPDATE SET visitors = site_visit_counts.visitors + excluded.visitors
      RETURNING site_id`);
    return rowsOf(counted, countedRowSchema).map((row) => row.site_id);
  }

  /** Yesterday's rows and older decide nothing any more. */
  async deleteBefore(now: Date): Promise<void> {
    await this.db.delete(siteVisits).where(lt(siteVisits.day, dayOf(now)));
  }
}
