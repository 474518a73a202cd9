import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
});
