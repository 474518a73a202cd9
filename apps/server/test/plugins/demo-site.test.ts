import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { isNull } from 'drizzle-orm';
import { buildDemoSite } from '@eventsite/core';
import type { App } from '../../src/app';
import { openDatabase, type DatabaseTarget } from '../../src/db/open-database';
import { sites } from '../../src/db/schema';
import { seedOwnerlessSite } from '../../src/sites/seed-ownerless-site';
import { buildTestApp } from '../helpers/build-test-app';
import { createClock } from '../helpers/clock';
import { createTestDatabase } from '../helpers/test-database';

describe('the demo site', () => {
  const clock = createClock(new Date('2030-05-10T08:00:00.000Z'));
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: { BRAND: 'wedding', MARKET: 'dk' } });
  });
  afterAll(() => app.close());

  const countdownOf = async () => {
    const stored = await app.repositories.sites.findByHost('demo.wedding.localhost');
    if (!stored?.site.usesSiteModules) throw new Error('no demo site');
    return stored.site.siteModules.find((module) => module.siteModuleType === 'Countdown');
  };

  it("is stored at start on the brand's demo host, without an owner, six months ahead", async () => {
    const stored = await app.repositories.sites.findByHost('demo.wedding.localhost');
    expect(stored).toMatchObject({ id: 'DEMO-wedding-dk', accountId: null, site: { active: true } });
    expect(await countdownOf()).toMatchObject({ countdownDate: expect.stringMatching(/^2030-11-10T15:00/) });
    expect((await app.repositories.sites.findById('DEMO-wedding-dk'))?.site.availableLanguages[0]).toEqual({
      languageCode: 'da',
    });
  });

  it('is refreshed at the next start, keeping its visitor count', async () => {
    await app.repositories.siteVisits.countVisits([
      { siteId: 'DEMO-wedding-dk', visitorId: 'visitor-1', day: '2030-05-10' },
    ]);
    clock.advance(40 * 24 * 60 * 60 * 1000);
    const host = 'demo.wedding.localhost';
    await seedOwnerlessSite(
      app.db,
      app.repositories,
      buildDemoSite({ brand: 'wedding', market: 'dk', host, now: clock.now() }),
      clock.now(),
    );
    expect(await countdownOf()).toMatchObject({ countdownDate: expect.stringMatching(/^2030-12-19T15:00/) });
    expect((await app.repositories.sites.findByHost(host))?.site.visitorCount).toBe(1);
  });
});

/** Starts two apps on one database at once; resolves with those that started and the errors of the others. */
async function startTwo(database: DatabaseTarget): Promise<{ apps: App[]; failures: unknown[] }> {
  const started = await Promise.allSettled([buildTestApp({ database }), buildTestApp({ database })]);
  return {
    apps: started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    failures: started.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
  };
}

async function ownerlessSiteIds(app: App | undefined): Promise<string[] | undefined> {
  const rows = await app?.db.select({ id: sites.id }).from(sites).where(isNull(sites.accountId));
  return rows?.map((row) => row.id).sort();
}

describe.runIf(process.env.DATABASE_URL)(
  'two processes starting at once on a fresh PostgreSQL database',
  () => {
    it('both start, every time, with one copy of each demo site', async () => {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const { apps, failures } = await startTwo(await createTestDatabase({ empty: true }));
        try {
          expect(failures, `attempt ${attempt}`).toEqual([]);
          expect(await ownerlessSiteIds(apps[0])).toEqual(['DEMO-party-se', 'DEMO-party-se-student']);
        } finally {
          await Promise.all(apps.map((app) => app.close()));
        }
      }
    });

    /** Two starts that reach the first demo site's write together: an open transaction holding its id makes
     * whoever writes it wait, and ending it lets the waiting writers go at once. */
    async function startTwoAtTheSameInstant(): Promise<{ apps: App[]; failures: unknown[] }> {
      const database = await createTestDatabase();
      if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
      await (await openDatabase(database)).close();
      const holder = new pg.Client({ connectionString: database.url });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query("INSERT INTO sites (id, data) VALUES ('DEMO-party-se', '{}')");
        const starting = startTwo(database);
        await vi.waitFor(
          async () => {
            // Statistics are read once per transaction: cleared so that the holder's open one sees them change.
            await holder.query('SELECT pg_stat_clear_snapshot()');
            const waiting = await holder.query(
              "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
            );
            expect(waiting.rows[0]?.count).toBe(2);
          },
          { timeout: 30_000, interval: 20 },
        );
        await holder.query('ROLLBACK');
        return await starting;
      } finally {
        await holder.end();
      }
    }

    it('both start, every time, when they reach the demo sites at the same instant', async () => {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const { apps, failures } = await startTwoAtTheSameInstant();
        try {
          expect(failures, `attempt ${attempt}`).toEqual([]);
          expect(await ownerlessSiteIds(apps[0])).toEqual(['DEMO-party-se', 'DEMO-party-se-student']);
        } finally {
          await Promise.all(apps.map((app) => app.close()));
        }
      }
    });
  },
);
