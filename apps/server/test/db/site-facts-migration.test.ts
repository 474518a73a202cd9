import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLegacyDemoDocument, siteSchema, type Site } from '@eventsite/core';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseConnection } from '../../src/db/open-database';
import { SiteRepository } from '../../src/sites/site-repository';

/** The migrations up to and including 0013, the last before the facts left the site's document. */
async function migrationsUpTo0013(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-0013-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 13);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const ACCOUNT_ID = '00000000-0000-4000-8000-000000000001';

/** A published version-2 site with a guest password, a custom domain, reservations and RSVPs. */
const published = {
  ...realisticSiteV2(),
  _id: 'published-1',
  host: 'anna.party.localhost',
  metaNoindex: true,
  customDomains: [{ domain: 'anna-och-erik.se', expires: '2027-01-10T12:00:00.000Z' }],
  customDomainActive: true,
  customDomainActiveDate: '2026-01-10T12:00:00.000Z',
  customDomainRegistrationsAvailable: 1,
  giftRegistryReservations: [{ giftRegistryId: 'gift-1', quantityReserved: 2 }],
  visitorCount: 3,
};

/** A version-1 site as the import stored it: its host in the column only, no address row. */
const legacy = {
  ...buildLegacyDemoDocument({ brand: 'party', market: 'se', domain: 'party.localhost', now: new Date() })
    .site,
  _id: 'legacy-1',
  host: 'gammal.party.localhost',
  password: 'scrypt$legacy-hash',
  hasRsvps: true,
};

/** An unpublished site whose owner set a guest password already. */
const draft = { ...realisticSiteV2(), _id: 'draft-1', host: null, active: false, password: 'scrypt$draft' };

/** The rows as the code before 0014 wrote them. */
async function insertOldRows(execute: (statement: string, values: unknown[]) => Promise<unknown>) {
  await execute(`INSERT INTO accounts (id, mail, password_hash) VALUES ($1, 'owner@example.se', 'x')`, [
    ACCOUNT_ID,
  ]);
  const insertSite = `INSERT INTO sites (id, account_id, data, site_version, host, active)
    VALUES ($1, $2, $3::jsonb, $4, $5, $6)`;
  for (const [site, accountId] of [
    [published, ACCOUNT_ID],
    [legacy, null],
    [draft, null],
  ] as const) {
    await execute(insertSite, [
      site._id,
      accountId,
      JSON.stringify(site),
      site.siteVersion,
      site.host,
      site.active,
    ]);
  }
  await execute(
    `INSERT INTO site_hosts (host, site_id, kind) VALUES ($1, $2, 'subdomain'), ($3, $2, 'custom')`,
    ['anna.party.localhost', 'published-1', 'anna-och-erik.se'],
  );
  await execute(`INSERT INTO site_visit_counts (site_id, visitors) VALUES ('published-1', 9)`, []);
}

/** The site as the read before 0014 answered it: the parsed document with the version and the count. */
function asReadBefore(site: unknown, visitorCount: number): Site {
  const parsed = siteSchema.parse(site);
  return { ...parsed, visitorCount };
}

async function expectMigrated(connection: DatabaseConnection) {
  const repository = new SiteRepository(connection.db);
  const byHost = await repository.findByHost('anna.party.localhost');
  expect(byHost?.site).toEqual(asReadBefore(published, 9));
  expect((await repository.findByHost('anna-och-erik.se'))?.id).toBe('published-1');

  const old = await repository.findByHost('gammal.party.localhost');
  expect(old?.site).toMatchObject({
    _id: 'legacy-1',
    usesSiteModules: false,
    host: 'gammal.party.localhost',
    active: legacy.active,
    password: 'scrypt$legacy-hash',
    hasRsvps: true,
  });
  expect(old?.site).toEqual({
    ...asReadBefore(legacy, 0),
    activeDate: legacy.activeDate ?? null,
    activeExpireDate: legacy.activeExpireDate ?? null,
    customDomainActiveDate: legacy.customDomainActiveDate ?? null,
  });

  const stillDraft = await repository.findById('draft-1');
  expect(stillDraft?.site).toMatchObject({ host: null, active: false, password: 'scrypt$draft' });

  // The documents hold what the owner edits, nothing else.
  const { rows } = (await connection.db.execute(sql`SELECT id, data FROM sites ORDER BY id`)) as unknown as {
    rows: { id: string; data: Record<string, unknown> }[];
  };
  for (const row of rows) {
    for (const key of [
      'host',
      'active',
      'password',
      'metaNoindex',
      'giftRegistryReservations',
      'visitorCount',
    ]) {
      expect(row.data, `${row.id}.${key}`).not.toHaveProperty(key);
    }
  }
  const { rows: columns } = (await connection.db.execute(
    sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'sites'`,
  )) as unknown as { rows: { column_name: string }[] };
  expect(columns.map((column) => column.column_name)).not.toContain('host');
}

describe('migrations 0014 and 0015: each fact of a site in its home', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('moves the facts of published, legacy and password-protected sites on PGlite', async () => {
    const folder = await migrationsUpTo0013();
    const dataDir = await mkdtemp(join(tmpdir(), 'pglite-0013-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const client = await PGlite.create({ dataDir });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
    await insertOldRows((statement, values) => client.query(statement, values));
    await client.close();

    const connection = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expectMigrated(connection);
    } finally {
      await connection.close();
    }
  }, 120_000);

  it.runIf(process.env.DATABASE_URL)(
    'moves them once when two processes open the PostgreSQL database at once',
    async () => {
      const folder = await migrationsUpTo0013();
      cleanups.push(() => rm(folder, { recursive: true, force: true }));
      const adminUrl = process.env.DATABASE_URL ?? '';
      const name = `eventsite_migration_${randomBytes(6).toString('hex')}`;
      const administer = async (statement: string) => {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(statement).finally(() => admin.end());
      };
      await administer(`CREATE DATABASE "${name}"`);
      cleanups.push(() => administer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;

      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder: folder });
        await insertOldRows((statement, values) => client.query(statement, values));
      } finally {
        await client.end();
      }

      const connections = await Promise.all([
        openDatabase({ kind: 'postgres', url: url.toString() }),
        openDatabase({ kind: 'postgres', url: url.toString() }),
      ]);
      try {
        await expectMigrated(connections[0]);
        await expectMigrated(connections[1]);
      } finally {
        await Promise.all(connections.map((connection) => connection.close()));
      }
    },
    120_000,
  );
});
