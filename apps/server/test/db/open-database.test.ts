import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../../src/db/open-database';
import { logEntries } from '../../src/db/schema';
import { createTestDatabase } from '../helpers/test-database';

const HOLD_EMBEDDED_DATABASE = fileURLToPath(
  new URL('../fixtures/processes/hold-embedded-database.ts', import.meta.url),
);

/** Starts another process that opens the embedded database in `dataDir`; resolves once it has. */
async function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  // Node itself with tsx's loader, not the tsx command, which would run the script in a grandchild.
  const child = spawn(process.execPath, ['--import', 'tsx', HOLD_EMBEDDED_DATABASE, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (output += chunk));
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the holder exited with ${child.exitCode}`);
      expect(output).toContain('opened');
    },
    { timeout: 30_000, interval: 100 },
  );
  return child;
}

/** The tables and columns of a database's public schema, and the migrations it records. */
async function schemaOf(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query(
      "SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2",
    );
    const migrations = await client.query('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id');
    return { columns: columns.rows, migrations: migrations.rows };
  } finally {
    await client.end();
  }
}

function urlOf(target: DatabaseTarget): string {
  if (target.kind !== 'postgres') throw new Error('expected a PostgreSQL target');
  return target.url;
}

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

  it('refuses a second process on the same embedded database, and takes over once that process is gone', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'eventsite-pglite-')), 'pglite');
    directories.push(dataDir);
    const holder = await holdInAnotherProcess(dataDir);
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        `The embedded database is in use by process ${holder.pid}`,
      );
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }

    // Killed without a chance to clean up, it left its lock file behind; a lock whose process is gone is stale.
    const connection = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      'The embedded database is in use by this process',
    );
    await connection.close();
  });

  it.runIf(process.env.DATABASE_URL)(
    'lets three processes start at once on a fresh PostgreSQL database, all on the same schema',
    async () => {
      const reference = await createTestDatabase({ empty: true });
      await (await openDatabase(reference)).close();
      const expected = await schemaOf(urlOf(reference));

      for (let round = 0; round < 5; round += 1) {
        const target = await createTestDatabase({ empty: true });
        const connections = await Promise.all([
          openDatabase(target),
          openDatabase(target),
          openDatabase(target),
        ]);
        await Promise.all(connections.map((connection) => connection.close()));
        expect(await schemaOf(urlOf(target))).toEqual(expected);
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'runs a job on one process at a time: another finds it taken and skips it',
    async () => {
      const target = await createTestDatabase();
      const [first, second] = await Promise.all([openDatabase(target), openDatabase(target)]);
      try {
        let finishJob = (): void => undefined;
        const jobHolds = new Promise<string>((resolve) => (finishJob = () => resolve('first')));
        let started = false;
        const running = first.runExclusive('purge', () => {
          started = true;
          return jobHolds;
        });
        await vi.waitFor(() => expect(started).toBe(true));
        await expect(second.runExclusive('purge', async () => 'second')).resolves.toBeUndefined();
        await expect(second.runExclusive('refund', async () => 'second')).resolves.toBe('second');
        finishJob();
        await expect(running).resolves.toBe('first');
        await expect(second.runExclusive('purge', async () => 'second')).resolves.toBe('second');
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'keeps a PostgreSQL database and its migrations across restarts',
    async () => {
      const target = await createTestDatabase({ empty: true });
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
