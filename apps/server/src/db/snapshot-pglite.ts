import type { PGlite } from '@electric-sql/pglite';

/** The embedded database at one instant: its data directory as a tar, and what it held then. */
export interface DatabaseSnapshot {
  image: Blob;
  postgresVersion: string;
  migrationsApplied: number;
  counts: { accounts: number; sites: number; households: number; rsvpAnswers: number };
}

/**
 * Dumps a PGlite database that may be in use. Inside a transaction of its own no other transaction is half
 * done (PGlite runs them one at a time), and `dumpDataDir` holds the query lock while it copies the files,
 * so the image and the counts read beside it are the same instant's.
 */
export async function snapshotPglite(client: PGlite): Promise<DatabaseSnapshot> {
  return client.transaction(async (tx) => {
    const count = async (table: string) =>
      (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
    const version = await tx.query<{ server_version: string }>('SHOW server_version');
    const migrations = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    const counts = {
      accounts: await count('accounts'),
      sites: await count('sites'),
      households: await count('households'),
      rsvpAnswers: await count('rsvp_answers'),
    };
    return {
      image: await client.dumpDataDir('none'),
      postgresVersion: version.rows[0]?.server_version ?? '',
      migrationsApplied: migrations.rows[0]?.n ?? 0,
      counts,
    };
  });
}
