import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../server-paths';
import * as schema from './schema';

export type Schema = typeof schema;

/** The one database type repositories use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Where the data lives: a PostgreSQL server, or the embedded PGlite (on disk, or in memory without `dataDir`). */
export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string; image?: Blob };

/** A PostgreSQL pool's connections, for the metrics; the embedded database has none. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseConnection {
  db: Database;
  close(): Promise<void>;
  poolStats(): PoolStats | null;
}

/** A request waits at most this long for a connection, so an unreachable server fails fast (503). */
const CONNECTION_TIMEOUT_MS = 5_000;

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

export interface OpenDatabaseOptions {
  /** A pooled connection that is not in use failed (the server restarted, an administrator ended it). */
  onIdleConnectionError?: (error: Error) => void;
}

/** Opens the database and brings its tables up to date with the migrations in `apps/server/drizzle/`. */
export async function openDatabase(
  target: DatabaseTarget,
  { onIdleConnectionError = () => undefined }: OpenDatabaseOptions = {},
): Promise<DatabaseConnection> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    // The pool drops such a connection and opens another when needed; without a listener the process dies.
    pool.on('error', onIdleConnectionError);
    const db = drizzleNodePostgres({ client: pool, schema });
    try {
      await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.image ? { loadDataDir: target.image } : {}),
  });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close(), poolStats: () => null };
}
