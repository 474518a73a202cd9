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
import { pgliteAdvisoryLocks, postgresAdvisoryLocks, type AdvisoryLocks } from './advisory-locks';
import { lockDataDir, lockPathOf } from './data-dir-lock';
import { snapshotPglite, type DatabaseSnapshot } from './snapshot-pglite';
import {
  listenOnPglite,
  listenOnPostgres,
  type NoticeHandlers,
  type StopListening,
} from './listen-for-notices';
import * as schema from './schema';

type Schema = typeof schema;

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
  /**
   * Runs a job unless another process of the cluster is running the same one, in which case it resolves
   * with `undefined` at once. The embedded database has one process by construction.
   */
  runExclusive<T>(job: string, run: () => Promise<T>): Promise<T | undefined>;
  /**
   * Runs start-up work every process does (the demo sites) after any other process doing the same has
   * finished it, so that processes starting together never meet each other's half-written rows.
   */
  runInTurn<T>(job: string, run: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  poolStats(): PoolStats | null;
  /** Receives the NOTIFYs on a channel, from every process on the database, until stopped. */
  listen(channel: string, handlers: NoticeHandlers): Promise<StopListening>;
  /**
   * Advisory locks held across requests, in a space of names of their own (`AdvisoryLocks`); the caller
   * closes them.
   */
  advisoryLocks(space: string): AdvisoryLocks;
  /** The embedded database's consistent image for a backup; null on PostgreSQL, which has `pg_dump`. */
  snapshot: (() => Promise<DatabaseSnapshot>) | null;
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
    try {
      await withSessionLock(pool, MIGRATIONS_LOCK, 'wait', (client) =>
        migrateNodePostgres(drizzleNodePostgres({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: drizzleNodePostgres({ client: pool, schema }),
      runExclusive: (job, run) => withSessionLock(pool, `${JOB_LOCK_PREFIX}${job}`, 'try', run),
      runInTurn: (job, run) => withSessionLock(pool, `${START_LOCK_PREFIX}${job}`, 'wait', run),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: async (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
      advisoryLocks: (space) => postgresAdvisoryLocks(target.url, space),
      snapshot: null,
    };
  }

  let unlock = async (): Promise<void> => undefined;
  if (target.dataDir) {
    await mkdir(target.dataDir, { recursive: true });
    unlock = await lockDataDir(lockPathOf(target.dataDir));
  }
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.image ? { loadDataDir: target.image } : {}),
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const close = async (): Promise<void> => {
    await client.close();
    await unlock();
  };
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    runExclusive: (_job, run) => run(),
    runInTurn: (_job, run) => run(),
    close,
    poolStats: () => null,
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    advisoryLocks: (space) => pgliteAdvisoryLocks(client, space),
    snapshot: () => snapshotPglite(client),
  };
}

/** Advisory lock names; PostgreSQL hashes them to the lock's number. */
const MIGRATIONS_LOCK = 'eventsite:migrations';
const JOB_LOCK_PREFIX = 'eventsite:job:';
const START_LOCK_PREFIX = 'eventsite:start:';

/**
 * Runs `run` while this session holds an advisory lock on a connection of its own: `wait` queues behind
 * another holder (migrations: every process starting at once applies them in turn, the later ones find
 * nothing to do), `try` gives up with `undefined` when the lock is held elsewhere (a job another process runs).
 */
function withSessionLock<T>(
  pool: pg.Pool,
  name: string,
  mode: 'wait',
  run: (client: pg.PoolClient) => Promise<T>,
): Promise<T>;
function withSessionLock<T>(
  pool: pg.Pool,
  name: string,
  mode: 'try',
  run: (client: pg.PoolClient) => Promise<T>,
): Promise<T | undefined>;
async function withSessionLock<T>(
  pool: pg.Pool,
  name: string,
  mode: 'wait' | 'try',
  run: (client: pg.PoolClient) => Promise<T>,
): Promise<T | undefined> {
  const client = await pool.connect();
  let locked = false;
  try {
    if (mode === 'wait') {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      locked = true;
    } else {
      const result = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [name],
      );
      locked = result.rows[0]?.locked === true;
      if (!locked) return undefined;
    }
    return await run(client);
  } finally {
    if (locked) await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    client.release();
  }
}
