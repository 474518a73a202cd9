import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Session advisory locks a process holds across requests (a tus upload's, for as long as its bytes are
 * written), named by text. A name is taken at most once per process at a time: the caller keeps its own
 * process's holders apart, since a session may take the same lock again.
 */
export interface AdvisoryLocks {
  /** Takes the lock when no other session holds it; true when taken. */
  tryLock(name: string): Promise<boolean>;
  unlock(name: string): Promise<void>;
  close(): Promise<void>;
}

// The two-number form: its own key space, apart from the migrations' and jobs' one-number locks.
const TRY_LOCK = 'SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS locked';
const UNLOCK = 'SELECT pg_advisory_unlock(hashtext($1), hashtext($2)) AS unlocked';

/**
 * On PostgreSQL, on one connection of its own rather than the pool's (a pooled connection goes back to
 * other requests, session locks and all). Lost with that connection, when the server frees them too; the
 * next call connects again.
 */
export function postgresAdvisoryLocks(url: string, space: string): AdvisoryLocks {
  let client: Promise<pg.Client> | null = null;
  const connected = () => {
    client ??= (async () => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      next.on('error', () => {
        client = null;
        void next.end().catch(() => undefined);
      });
      await next.connect();
      return next;
    })().catch((error: unknown) => {
      client = null;
      throw error;
    });
    return client;
  };
  return {
    async tryLock(name) {
      const result = await (await connected()).query<{ locked: boolean }>(TRY_LOCK, [space, name]);
      return result.rows[0]?.locked === true;
    },
    async unlock(name) {
      await (await connected()).query(UNLOCK, [space, name]);
    },
    async close() {
      const open = client;
      client = null;
      if (open) await (await open).end().catch(() => undefined);
    },
  };
}

/** The embedded database has one process, whose one session takes the same locks. */
export function pgliteAdvisoryLocks(database: PGlite, space: string): AdvisoryLocks {
  return {
    async tryLock(name) {
      const result = await database.query<{ locked: boolean }>(TRY_LOCK, [space, name]);
      return result.rows[0]?.locked === true;
    },
    async unlock(name) {
      await database.query(UNLOCK, [space, name]);
    },
    close: async () => undefined,
  };
}
