import type { SiteVisit } from './site-visit-repository';

/** Visits waiting for the next flush at most; past this a flush starts at once. */
const MAX_PENDING = 5_000;

export interface VisitBufferOptions {
  /** Stores the visits and gives the sites whose count grew. */
  store: (visits: SiteVisit[]) => Promise<string[]>;
  /** The counts of these sites grew. */
  onCounted: (siteIds: string[]) => void;
  onError: (error: unknown) => void;
}

/**
 * Visits noted in memory on the request path and stored in batches (`flush`), so a page view waits for
 * no write. The count guests see lags by a flush interval; a visit lost to a crash is one uncounted view.
 */
export class VisitBuffer {
  private pending = new Map<string, SiteVisit>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly options: VisitBufferOptions) {}

  add(visit: SiteVisit): void {
    this.pending.set(`${visit.siteId} ${visit.visitorId} ${visit.day}`, visit);
    if (this.pending.size >= MAX_PENDING) void this.flush();
  }

  /** Stores what is pending; batches run one after another. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const visits = [...this.pending.values()];
      this.pending = new Map();
      try {
        const counted = await this.options.store(visits);
        if (counted.length > 0) this.options.onCounted(counted);
      } catch (error) {
        this.options.onError(error);
      }
    });
    return this.flushing;
  }
}
