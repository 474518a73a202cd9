import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { giftReservations } from '../../../src/db/schema';
import { buildTestApp } from '../../helpers/build-test-app';
import { getSite } from '../../helpers/sites';
import { createTestDatabase } from '../../helpers/test-database';
import { createGiftSite, GROUP_GIFT } from './gift-site';

/** The group gift has 12 shares; every guest asks for 2. */
const SHARES = 12;
const ASKED = 2;

/** Guests reserving shares at once, each through one of the apps in turn; the statuses. */
async function reserveAtOnce(apps: readonly App[], siteId: string, guests: number): Promise<number[]> {
  const attempts = Array.from({ length: guests }, (_unused, index) =>
    apps[index % apps.length]!.inject({
      method: 'PUT',
      url: `/api/gift-registry/${siteId}/gifts-1/${GROUP_GIFT}/v2`,
      payload: JSON.stringify({ quantity: ASKED, password: `guest-${index}`, from: `Gäst ${index}` }),
      headers: { 'content-type': 'application/json' },
    }),
  );
  return (await Promise.all(attempts)).map((response) => response.statusCode);
}

async function expectAllSharesTaken(app: App, siteId: string, owner: { cookie: string }) {
  const [row] = await app.db
    .select({ total: sum(giftReservations.quantity) })
    .from(giftReservations)
    .where(and(eq(giftReservations.siteId, siteId), eq(giftReservations.itemId, GROUP_GIFT)));
  expect(Number(row?.total)).toBe(SHARES);
  expect((await getSite(app, owner.cookie, siteId)).giftRegistryReservations).toContainEqual({
    giftRegistryId: GROUP_GIFT,
    quantityReserved: SHARES,
  });
}

describe('shares of a group gift (issue 37 item 2)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('are never reserved beyond the shares, however many guests try at once', async () => {
    const { siteId, owner } = await createGiftSite(app);
    const statuses = await reserveAtOnce([app], siteId, 20);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SHARES / ASKED);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20 - SHARES / ASKED);
    await expectAllSharesTaken(app, siteId, owner);
  }, 180_000);
});

/** Two server processes on one PostgreSQL database: the embedded one allows a single process. */
describe.runIf(process.env.DATABASE_URL)('shares of a group gift across processes', () => {
  let first: App;
  let second: App;
  beforeAll(async () => {
    const database = await createTestDatabase();
    first = await buildTestApp({ database });
    second = await buildTestApp({ database });
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('are never reserved beyond the shares when guests reach two servers at once', async () => {
    const { siteId, owner } = await createGiftSite(first);
    const statuses = await reserveAtOnce([first, second], siteId, 24);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SHARES / ASKED);
    expect(statuses.filter((status) => status === 409)).toHaveLength(24 - SHARES / ASKED);
    await expectAllSharesTaken(second, siteId, owner);
  }, 180_000);
});
