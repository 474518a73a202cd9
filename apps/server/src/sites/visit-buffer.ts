import type { NewVisitors, SiteVisit } from './site-visit-repository';
import { isCountedAtMinting } from './visitor-id';

/** Visits waiting for the next flush at most; past this a flush starts at once. */
const MAX_PENDING = 5_000;

export interface VisitBufferOptions {
  /** Stores the visits and the new visitors' counts, and gives the sites whose count grew. */
  store: (visits: SiteVisit[], newVisitors: NewVisitors[]) => Promise<string[]>;
  /** The counts of these sites grew. */
  onCounted: (siteIds: string[]) => void;
  onError: (error: unknown) => void;
}

/**
 * Visits noted in memory on the request path and stored in batches (`flush`), so a page view waits for
 * no write. The count guests see lags by a flush interval; a visit lost to a crash is one uncounted view.
 * A browser's first visit, which mints its visitor id, is only a tally per site: its id tells later visits
 * that day that they were counted (`isCountedAtMinting`), so it needs no row (bench/public-site).
 */
export class VisitBuffer {
  private pending = new Map<string, SiteVisit>();
  private newVisitors = new Map<string, number>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly options: VisitBufferOptions) {}

  /** A visit of a browser with a visitor id. */
  add(visit: SiteVisit): void {
    if (isCountedAtMinting(visit)) return;
    this.pending.set(`${visit.siteId} ${visit.visitorId} ${visit.day}`, visit);
    if (this.pending.size >= MAX_PENDING) void this.flush();
  }

  /** The first visit of a browser whose visitor id was minted for it now (`mintVisitorId`). */
  addNewVisitor(siteId: string): void {
    this.newVisitors.set(siteId, (this.newVisitors.get(siteId) ?? 0) + 1);
  }

  /** Stores what is pending; batches run one after another. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0 && this.newVisitors.size === 0) return;
      const visits = [...this.pending.values()];
      const newVisitors = [...this.newVisitors].map(([siteId, visitors]) => ({ siteId, visitors }));
      this.pending = new Map();
      this.newVisitors = new Map();
      try {
        const counted = await this.options.store(visits, newVisitors);
        if (counted.length > 0) this.options.onCounted(counted);
      } catch (error) {
        this.options.onError(error);
      }
    });
    return this.flushing;
  }
}
