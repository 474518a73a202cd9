import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/db/open-database';
import { administer, withDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory as a tar file; empty when the tests run on PostgreSQL. */
    pgliteImage: string;
    /** A migrated PostgreSQL database that test databases are copied from; empty on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * Creating a PGlite database runs initdb (seconds); loading a prepared image takes a fraction of that. On
 * PostgreSQL, running the migrations takes seconds per database, copying a migrated one a fraction. So the
 * migrated database is made once per run and every test app starts from a copy of it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `eventsite_template_${randomBytes(6).toString('hex')}`;
    await administer(`CREATE DATABASE "${template}"`);
    await (await openDatabase({ kind: 'postgres', url: withDatabase(url, template) })).close();
    project.provide('pgliteImage', '');
    project.provide('postgresTemplate', template);
    return () => administer(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  }
  const directory = await mkdtemp(join(tmpdir(), 'eventsite-server-test-'));
  const imagePath = join(directory, 'pglite.tar');
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const image = await client.dumpDataDir('none');
  await writeFile(imagePath, Buffer.from(await image.arrayBuffer()));
  await client.close();
  project.provide('pgliteImage', imagePath);
  project.provide('postgresTemplate', '');
  return () => rm(directory, { recursive: true, force: true });
}
