/** While the database is away it is asked this often, so service resumes this soon after it returns. */
const AWAY_CHECK_INTERVAL_MS = 200;
/** A check not answered within this counts as a failure: a network that drops everything refuses nothing. */
const CHECK_TIMEOUT_MS = 1000;

export interface DatabaseWatchOptions {
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  /** Between checks while the database answers. */
  intervalMs: number;
  /** The database stopped or started answering. */
  onChange: (available: boolean, error?: unknown) => void;
}

/**
 * Whether the database answers, kept up to date by a check every `intervalMs`, every 200 ms while it does
 * not, and at once when a request found it gone (`suspect`). Requests are refused while it is away, without
 * waiting for a connection, and taken again as soon as a check finds it back.
 */
export class DatabaseWatch {
  private isAvailable = true;
  private checking = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: DatabaseWatchOptions) {}

  get available(): boolean {
    return this.isAvailable;
  }

  start(): void {
    this.stopped = false;
    this.scheduleCheck(this.options.intervalMs);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** A request met an unavailable database: check now rather than at the next interval. */
  suspect(): void {
    if (this.isAvailable) this.scheduleCheck(0);
  }

  private scheduleCheck(delayMs: number): void {
    if (this.stopped || this.checking) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.check(), delayMs);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    this.checking = true;
    // One check at a time: a hung one decides when it settles, and meanwhile counts as a failure.
    const overdue = setTimeout(
      () => this.setAvailable(false, new Error(`The database did not answer within ${CHECK_TIMEOUT_MS} ms.`)),
      CHECK_TIMEOUT_MS,
    );
    try {
      await this.options.ping();
      this.setAvailable(true);
    } catch (error) {
      this.setAvailable(false, error);
    } finally {
      clearTimeout(overdue);
      this.checking = false;
    }
    this.scheduleCheck(this.isAvailable ? this.options.intervalMs : AWAY_CHECK_INTERVAL_MS);
  }

  private setAvailable(available: boolean, error?: unknown): void {
    if (available === this.isAvailable) return;
    this.isAvailable = available;
    this.options.onChange(available, error);
  }
}
