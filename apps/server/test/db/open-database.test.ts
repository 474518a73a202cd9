import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/open-database';
import { logEntries } from '../../src/db/schema';
import { createTestDatabase } from '../helpers/test-database';

const ENTRY = {
  id: '8c1f8a9e-4a52-4d8e-9d1b-6f3f6f1f3a10',
  severity: 1,
  url: '/',
  originId: 'x',
  userAgent: 'x',
};

describe('openDatabase', () => {
  const directories: string[] = [];
  afterAll(() =>
    Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true }))),
  );

  it('keeps the embedded database on disk across restarts, migrating it once', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'eventsite-pglite-')), 'pglite');
    directories.push(dataDir);
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.insert(logEntries).values(ENTRY);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    expect(await second.db.select().from(logEntries)).toHaveLength(1);
    await second.close();
  });

  it.runIf(process.env.DATABASE_URL)(
    'keeps a PostgreSQL database and its migrations across restarts',
    async () => {
      const target = await createTestDatabase();
      const first = await openDatabase(target);
      await first.db.insert(logEntries).values(ENTRY);
      await first.close();

      const second = await openDatabase(target);
      expect(await second.db.select().from(logEntries)).toHaveLength(1);
      await second.close();
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'survives the server ending an idle connection, reports it, and answers the next query',
    async () => {
      const target = await createTestDatabase();
      if (target.kind !== 'postgres') throw new Error('expected a PostgreSQL target');
      const onIdleConnectionError = vi.fn();
      const connection = await openDatabase(target, { onIdleConnectionError });
      await connection.db.insert(logEntries).values(ENTRY);

      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [new URL(target.url).pathname.slice(1)],
        );
      } finally {
        await admin.end();
      }

      await vi.waitFor(() => expect(onIdleConnectionError).toHaveBeenCalled());
      expect(await connection.db.select().from(logEntries)).toHaveLength(1);
      await connection.close();
    },
  );
});
