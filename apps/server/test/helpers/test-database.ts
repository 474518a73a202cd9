import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../../src/db/open-database';

const createdDatabases: string[] = [];
let image: Promise<Blob> | undefined;

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function administer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for every test app: on PostgreSQL (when DATABASE_URL is set) a new database, so
 * test files can run in parallel, copied from the one the global setup migrated exactly as in production
 * (`empty`: a database without tables, for the tests of migrating); otherwise an in-memory PGlite loaded
 * from the image the global setup made.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<DatabaseTarget> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `eventsite_test_${randomBytes(6).toString('hex')}`;
    const template = empty ? '' : ` TEMPLATE "${inject('postgresTemplate')}"`;
    await administer(`CREATE DATABASE "${name}"${template}`);
    createdDatabases.push(name);
    return { kind: 'postgres', url: withDatabase(url, name) };
  }
  image ??= readFile(inject('pgliteImage')).then((bytes) => new Blob([bytes]));
  return { kind: 'pglite', image: await image };
}

/** Runs after every app of the test file is closed (see setup-file.ts), when no connection is left. */
export async function dropTestDatabases(): Promise<void> {
  for (const name of createdDatabases.splice(0)) {
    await administer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}
