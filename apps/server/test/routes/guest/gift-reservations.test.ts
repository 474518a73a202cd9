import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { giftReservations } from '../../../src/db/schema';
import type { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { getSite } from '../../helpers/sites';
import { createGuestSite } from './guest-site';

describe('gift reservations', () => {
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  const call = (method: 'PUT' | 'DELETE', itemId: string, body: object, { v2 = true, site = siteId } = {}) =>
    app.inject({
      method,
      url: `/api/gift-registry/${site}/gifts-1/${itemId}${v2 ? '/v2' : ''}`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  beforeAll(async () => {
    app = await buildTestApp();
    ({ siteId, owner } = await createGuestSite(app));
  });
  afterAll(() => app.close());

  it('reserves, extends and cancels with the guest password, and the site shows the sums', async () => {
    const reserved = await call('PUT', 'gift-2', { quantity: 2, password: 'mormor' });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json()).toEqual({
      giftRegistryReservations: [{ giftRegistryId: 'gift-2', quantityReserved: 2 }],
    });

    const older = await call('PUT', 'gift-2', { quantity: 3, password: 'morfar' }, { v2: false });
    expect(older.json()).toEqual({
      giftRegistryReservations: [{ giftRegistryId: 'gift-2', quantityReserved: 5 }],
    });

    expectErrorResponse(await call('DELETE', 'gift-2', { quantity: 1, password: 'fel' }), 403);
    expectErrorResponse(await call('DELETE', 'gift-2', { quantity: 3, password: 'mormor' }), 409);
    const cancelled = await call('DELETE', 'gift-2', { quantity: 2, password: 'mormor' });
    expect(cancelled.json()).toEqual({
      giftRegistryReservations: [{ giftRegistryId: 'gift-2', quantityReserved: 3 }],
    });
    expectErrorResponse(await call('DELETE', 'gift-2', { quantity: 1, password: 'mormor' }), 403);

    const site = await getSite(app, owner.cookie, siteId);
    expect(site.giftRegistryReservations).toEqual([{ giftRegistryId: 'gift-2', quantityReserved: 3 }]);
  });

  it('refuses more than is left, items that cannot be reserved, and bad bodies', async () => {
    expect((await call('PUT', 'gift-1', { quantity: 1, password: 'p' })).statusCode).toBe(200);
    expectErrorResponse(await call('PUT', 'gift-1', { quantity: 1, password: 'p' }), 409);
    const tooMany = await call('PUT', 'gift-2', { quantity: 10, password: 'p' });
    expectErrorResponse(tooMany, 409);
    // The conflict carries the list as it is, so the guest's page can show what is left.
    expect(tooMany.json<{ giftRegistryReservations: unknown[] }>().giftRegistryReservations).toEqual(
      (await getSite(app, owner.cookie, siteId)).giftRegistryReservations,
    );
    // The guest's page refreshes its counts from that list, so the text does not ask to reload (issue 39 #16).
    const { errorDescription } = tooMany.json<{ errorDescription: Record<'sv' | 'en' | 'da', string> }>();
    expect(errorDescription.sv).toContain('Antalen på sidan visar nu hur många som är lediga.');
    for (const text of Object.values(errorDescription))
      expect(text).not.toMatch(/ladda om|reload|genindlæs/i);
    expectErrorResponse(await call('PUT', 'gift-3', { quantity: 1, password: 'p' }), 409);
    expectErrorResponse(await call('PUT', 'gift-2', { quantity: 0, password: 'p' }), 400);
    expectErrorResponse(await call('PUT', 'gift-2', { quantity: '1', password: 'p' }), 400);
    expectErrorResponse(await call('PUT', 'gift-2', { quantity: 1 }), 400);
  });

  it('answers 404 for an unknown site, module or item', async () => {
    expectErrorResponse(
      await call('PUT', 'gift-2', { quantity: 1, password: 'p' }, { site: 'no-such-site' }),
      404,
    );
    expectErrorResponse(await call('PUT', 'no-such-gift', { quantity: 1, password: 'p' }), 404);
    expectErrorResponse(await call('DELETE', 'no-such-gift', { quantity: 1, password: 'p' }), 404);
    const wrongModule = await app.inject({
      method: 'PUT',
      url: `/api/gift-registry/${siteId}/rsvp-1/gift-2/v2`,
      payload: JSON.stringify({ quantity: 1, password: 'p' }),
      headers: { 'content-type': 'application/json' },
    });
    expectErrorResponse(wrongModule, 404);
  });

  it('never reserves more than the quantity, however many guests try at once', async () => {
    const attempts = Array.from({ length: 52 }, (_unused, index) =>
      call('PUT', 'gift-4', { quantity: 1, password: `guest-${index % 4}` }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);

    const [row] = await app.db
      .select({ total: sum(giftReservations.quantity) })
      .from(giftReservations)
      .where(and(eq(giftReservations.siteId, siteId), eq(giftReservations.itemId, 'gift-4')));
    expect(Number(row?.total)).toBe(3);
    const site = await getSite(app, owner.cookie, siteId);
    expect(site.giftRegistryReservations).toContainEqual({ giftRegistryId: 'gift-4', quantityReserved: 3 });
  }, 180_000);
});
