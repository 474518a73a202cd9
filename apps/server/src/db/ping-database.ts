import { sql } from 'drizzle-orm';
import type { Database } from './open-database';

/** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
