export interface GroupCommitOptions<Item, Result> {
  /** Batches sent at once; the next batch forms while they run. */
  maxInFlight: number;
  /** Items in one batch at most. */
  maxBatch: number;
  /** Whether an item may join the batch taking shape; one that may not waits for a later batch. */
  canJoin: (batch: readonly Item[], item: Item) => boolean;
  /** Runs a batch, answering each item's result in its order; one failure fails the whole batch. */
  run: (batch: readonly Item[]) => Promise<readonly Result[]>;
  /** Whether a failed batch of several is run again one item at a time, so one bad item fails alone. */
  retryAlone: (error: unknown) => boolean;
  /**
   * Sends once the event loop has handled what has already arrived (`setImmediate`), instead of at once: for a
   * database in the server's own thread (PGlite), which is never seen busy, since its statements hold the
   * thread until done, so the items that came meanwhile could not be taken in otherwise. No timer: an item
   * alone still goes in the same turn of the loop.
   */
  afterArrivals: boolean;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (issue 40, RSVPs stored per second): an item that comes while fewer than `maxInFlight` batches
 * run goes at once, alone; items that come while the database is busy wait and go together in the next
 * batch, so a burst costs one round trip and one commit per batch instead of per item, without any delay
 * added when the database is idle.
 */
export class GroupCommit<Item, Result> {
  private readonly waiting: Waiting<Item, Result>[] = [];
  private inFlight = 0;
  private sendScheduled = false;

  constructor(private readonly options: GroupCommitOptions<Item, Result>) {}

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.options.afterArrivals) {
        this.sendWhatMayGo();
      } else if (!this.sendScheduled) {
        this.sendScheduled = true;
        setImmediate(() => {
          this.sendScheduled = false;
          this.sendWhatMayGo();
        });
      }
    });
  }

  private sendWhatMayGo(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.takeBatch();
      this.inFlight += 1;
      void this.send(batch).finally(() => {
        this.inFlight -= 1;
        this.sendWhatMayGo();
      });
    }
  }

  /** The oldest waiting items that may go together, in their order; the others keep their places. */
  private takeBatch(): Waiting<Item, Result>[] {
    const batch: Waiting<Item, Result>[] = [];
    const items: Item[] = [];
    for (let index = 0; index < this.waiting.length && batch.length < this.options.maxBatch;) {
      const waiting = this.waiting[index];
      if (waiting && (batch.length === 0 || this.options.canJoin(items, waiting.item))) {
        batch.push(waiting);
        items.push(waiting.item);
        this.waiting.splice(index, 1);
      } else {
        index += 1;
      }
    }
    return batch;
  }

  private async send(batch: readonly Waiting<Item, Result>[]): Promise<void> {
    let results: readonly Result[];
    try {
      results = await this.options.run(batch.map((waiting) => waiting.item));
    } catch (error) {
      if (batch.length === 1 || !this.options.retryAlone(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      // The batch stored nothing (one statement is atomic): each item again, alone, gets its own answer.
      await Promise.all(batch.map((waiting) => this.send([waiting])));
      return;
    }
    results.forEach((result, index) => batch[index]?.resolve(result));
    if (results.length < batch.length) {
      // A defect in `run`: its batch is stored, so it is not run again; the items left without a result fail.
      const missing = new Error(`A batch of ${batch.length} answered ${results.length} results.`);
      for (const waiting of batch.slice(results.length)) waiting.reject(missing);
    }
  }
}
