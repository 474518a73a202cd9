import { randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { LogEntry } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { logEntries } from '../db/schema';

export class LogEntryRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): LogEntryRepository {
    return new LogEntryRepository(tx);
  }

  async add(entry: LogEntry, context: { ip: string; now: Date }): Promise<void> {
    await this.db.insert(logEntries).values({
      id: randomUUID(),
      createdAt: context.now,
      severity: entry.severity,
      url: entry.url,
      originId: entry.originId,
      userAgent: entry.userAgent,
      errorMessage: entry.errorObject?.message ?? null,
      errorStack: entry.errorObject?.stack ?? null,
      siteData: entry.siteData ?? null,
      info: entry.info ?? null,
      ip: context.ip,
    });
  }

  /** Entries hold the caller's IP address: kept only for the configured days (issue 33, item 4). */
  async deleteBefore(time: Date): Promise<void> {
    await this.db.delete(logEntries).where(lt(logEntries.createdAt, time));
  }
}
