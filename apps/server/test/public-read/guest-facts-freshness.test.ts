import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEB_DIST_DIR, type App } from '../../src/app';
import type * as ListenForNotices from '../../src/db/listen-for-notices';
import type { NoticeHandlers } from '../../src/db/listen-for-notices';
import { sites } from '../../src/db/schema';
import { postJson, type registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createClock } from '../helpers/clock';
import { getSite } from '../helpers/sites';
import { createGuestSite, fetchPostKey } from '../routes/guest/guest-site';

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

// The database's notices of changed sites are dropped here: on PostgreSQL one arrives a moment after the
// write, so only the writing process's own word can make the very next read fresh, as this file asks.
vi.mock('../../src/db/listen-for-notices', async (importOriginal) => {
  const actual = await importOriginal<typeof ListenForNotices>();
  const deaf = (handlers: NoticeHandlers): NoticeHandlers => ({ ...handlers, onNotice: () => undefined });
  return {
    ...actual,
    listenOnPostgres: (url: string, channel: string, handlers: NoticeHandlers) =>
      actual.listenOnPostgres(url, channel, deaf(handlers)),
    listenOnPglite: (client: PGlite, channel: string, handlers: NoticeHandlers) =>
      actual.listenOnPglite(client, channel, deaf(handlers)),
  };
});

/**
 * Guests' reservations and RSVPs live in their areas' tables: they leave the site's document and its
 * revision alone, yet the next guest's page and JSON show the new sums at once.
 */
describe("guests' writes and the public read path", () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let host: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;

  const revisionOf = async () => {
    const [row] = await app.db
      .select({ revision: sites.revision, data: sites.data, siteVersion: sites.siteVersion })
      .from(sites)
      .where(eq(sites.id, siteId));
    return row;
  };
  const readJson = () => app.inject({ url: `/api/sites/public/host/${host}` });
  const readPage = () => app.inject({ url: '/sv', headers: { accept: HTML, host } });
  const reserve = (quantity: number) =>
    app.inject({
      method: 'PUT',
      url: `/api/gift-registry/${siteId}/gifts-1/gift-2/v2`,
      payload: JSON.stringify({ quantity, password: 'mormor' }),
      headers: { 'content-type': 'application/json' },
    });

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, webDistDir: DEFAULT_WEB_DIST_DIR });
    ({ siteId, owner } = await createGuestSite(app));
    host = (await getSite(app, owner.cookie, siteId)).host ?? '';
  });
  afterAll(() => app.close());

  it('a reservation keeps the revision and the document, and guests see the new sum at once', async () => {
    // Both cached first, so a stale cache would show.
    expect((await readJson()).json()).toMatchObject({ giftRegistryReservations: [] });
    const page = await readPage();
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).not.toContain('"quantityReserved"');
    const before = await revisionOf();

    expect((await reserve(2)).statusCode).toBe(200);

    expect(await revisionOf()).toEqual(before);
    expect((await readJson()).json()).toMatchObject({
      giftRegistryReservations: [{ giftRegistryId: 'gift-2', quantityReserved: 2 }],
    });
    expect((await readPage()).body).toContain('"quantityReserved":2');

    expect((await reserve(1)).statusCode).toBe(200);
    expect(await revisionOf()).toEqual(before);
    expect((await readJson()).json()).toMatchObject({
      giftRegistryReservations: [{ giftRegistryId: 'gift-2', quantityReserved: 3 }],
    });
    expect((await readPage()).body).toContain('"quantityReserved":3');
  });

  it('an RSVP keeps the revision, and the site shows it has RSVPs', async () => {
    expect((await readJson()).json()).toMatchObject({ hasRsvps: false });
    const before = await revisionOf();
    const answer = await postJson(app, `/api/rsvps/${siteId}/v4/`, {
      guests: [
        {
          formElements: [
            { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: 'Anna' },
            {
              formElement: { id: 'q-coming', formElementType: 'SingleSelect' },
              selectedOption: { id: 'o-yes' },
            },
            { formElement: { id: 'q-food', formElementType: 'ShortText' }, value: '' },
          ],
        },
      ],
      language: 'sv',
      groupIdentifier: 'group-1',
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      formId: 'rsvp-1',
      formTitle: { sv: 'OSA' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await revisionOf()).toEqual(before);
    expect((await readJson()).json()).toMatchObject({ hasRsvps: true });
    expect((await getSite(app, owner.cookie, siteId)).hasRsvps).toBe(true);
  });
});
