import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFromPlainText, type HouseholdInput, type Site, type SiteModuleInput } from '@eventsite/core';
import { icalendarEvents, icalendarProblems, icalendarText } from '@eventsite/core/rules/icalendar.fixture';
import type { App } from '../../../src/app';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { getSite, putJson } from '../../helpers/sites';
import { createGuestSite } from '../guest/guest-site';

const paragraph = richTextFromPlainText;

/** A ceremony open to all, a dinner and a brunch by invitation. */
const PROGRAMME: SiteModuleInput = {
  id: 'programme-1',
  siteModuleType: 'Schedule',
  title: { sv: 'Program', en: 'Programme' },
  events: [
    {
      id: 'brunch',
      title: { sv: 'Brunch', en: 'Brunch' },
      startsAt: '2031-06-15T11:00',
      place: { sv: 'Hotellet' },
      openToAll: false,
    },
    {
      id: 'ceremony',
      title: { sv: 'Vigsel', en: 'Ceremony' },
      startsAt: '2031-06-14T15:00',
      endsAt: '2031-06-14T16:00',
      place: { sv: 'Masthuggskyrkan' },
      address: 'Storebackegatan 21, Göteborg',
      text: { sv: paragraph('Kom i god tid.'), en: paragraph('Come early; seats fill up.') },
      openToAll: true,
    },
    {
      id: 'dinner',
      title: { sv: 'Middag på slottet', en: 'Dinner' },
      startsAt: '2031-06-14T18:00',
      endsAt: '2031-06-15T01:00',
      place: { sv: 'Slottet' },
      dressCode: { sv: 'Mörk kostym', en: 'Black tie' },
      openToAll: false,
    },
  ],
};

const household = (name: string, events: string[] | null): HouseholdInput => ({
  name,
  members: [`${name} Ek`],
  mail: '',
  phone: '',
  language: 'sv',
  tags: [],
  events,
});

describe('GET /api/sites/public/{id}/calendar/{eventId}.ics', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof createGuestSite>>['owner'];
  /** Tokens of households invited to the dinner, to none of the by-invitation events, and to all. */
  const tokens = { dinner: '', none: '', all: '' };
  const calendar = (file: string, query = '', headers: Record<string, string> = {}) =>
    app.inject({
      url: `/api/sites/public/${siteId}/calendar/${file}.ics${query}`,
      headers: { host: 'anna-och-erik.party.localhost', ...headers },
    });
  const uids = (body: string) => icalendarEvents(body).map((event) => event.UID);

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, owner } = await createGuestSite(app));
    const site = await getSite(app, owner.cookie, siteId);
    if (!site.usesSiteModules) throw new Error('expected a version-2 site');
    const saved = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      { ...site, siteModules: [...site.siteModules, PROGRAMME] },
      owner.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await app.repositories.households.addMany(
      siteId,
      [household('Ek', ['dinner']), household('Berg', []), household('Al', null)],
      10,
      clock.now(),
    );
    const households = await app.repositories.households.list(siteId);
    const tokenOf = (name: string) => households.find((item) => item.name === name)?.token ?? '';
    Object.assign(tokens, { dinner: tokenOf('Ek'), none: tokenOf('Berg'), all: tokenOf('Al') });
  });
  afterAll(() => app.close());

  it('gives one open event as a valid calendar: its times on the market’s clock, place, address and text', async () => {
    const response = await calendar('ceremony', '?language=en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="anna-erik-ceremony.ics"');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(icalendarProblems(response.body)).toEqual([]);
    const [event, ...others] = icalendarEvents(response.body);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      UID: `${siteId}.ceremony@party.localhost`,
      // 15:00–16:00 on 14 June 2031 in Stockholm, summer time.
      DTSTART: '20310614T130000Z',
      DTEND: '20310614T140000Z',
      SUMMARY: 'Ceremony',
      URL: 'http://anna-och-erik.party.localhost/',
    });
    expect(icalendarText(event?.LOCATION ?? '')).toBe('Masthuggskyrkan, Storebackegatan 21, Göteborg');
    expect(icalendarText(event?.DESCRIPTION ?? '')).toBe('Come early; seats fill up.');
  });

  it('answers 404 for a by-invitation event without the right link, as for one that does not exist', async () => {
    const missing = expectErrorResponse(await calendar('no-such-event'), 404);
    for (const query of ['', `?g=${tokens.none}`]) {
      const refused = expectErrorResponse(await calendar('dinner', query), 404);
      expect(refused).toEqual(missing);
    }
    const hidden = await calendar('dinner', `?g=${tokens.none}`);
    expect(hidden.body).not.toContain('Middag');
  });

  it('gives the by-invitation event to its household, in its language, kept from shared caches', async () => {
    const response = await calendar('dinner', `?g=${tokens.dinner}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="anna-erik-middag-pa-slottet.ics"; filename*=UTF-8''${encodeURIComponent('anna-erik-middag-på-slottet.ics')}`,
    );
    expect(icalendarProblems(response.body)).toEqual([]);
    expect(icalendarEvents(response.body)).toEqual([
      expect.objectContaining({
        UID: `${siteId}.dinner@party.localhost`,
        DTSTART: '20310614T160000Z',
        DTEND: '20310614T230000Z',
        SUMMARY: 'Middag på slottet',
        DESCRIPTION: 'Klädsel: Mörk kostym',
      }),
    ]);
  });

  it('gives the programme with exactly the events the caller may see, in time order', async () => {
    const open = await calendar('programme');
    expect(open.statusCode, open.body).toBe(200);
    expect(open.headers['content-disposition']).toBe('attachment; filename="anna-erik-program.ics"');
    expect(icalendarProblems(open.body)).toEqual([]);
    expect(uids(open.body)).toEqual([`${siteId}.ceremony@party.localhost`]);
    expect(open.body).not.toContain('Middag');
    expect(open.body).not.toContain('Brunch');

    const invited = await calendar('programme', `?g=${tokens.dinner}&language=en`);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.headers['content-disposition']).toBe('attachment; filename="anna-erik-programme.ics"');
    expect(icalendarProblems(invited.body)).toEqual([]);
    expect(uids(invited.body)).toEqual([
      `${siteId}.ceremony@party.localhost`,
      `${siteId}.dinner@party.localhost`,
    ]);
    expect(invited.body).not.toContain('Brunch');

    const none = await calendar('programme', `?g=${tokens.none}`);
    expect(uids(none.body)).toEqual([`${siteId}.ceremony@party.localhost`]);
  });

  it('gives an event without an end two hours', async () => {
    const response = await calendar('brunch', `?g=${tokens.all}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(icalendarEvents(response.body)[0]).toMatchObject({
      DTSTART: '20310615T090000Z',
      DTEND: '20310615T110000Z',
    });
  });

  it('answers 304 to a browser that has it, and a new file once the household’s invitation changes', async () => {
    const first = await calendar('programme', `?g=${tokens.dinner}`);
    const again = await calendar('programme', `?g=${tokens.dinner}`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const other = await calendar('programme', `?g=${tokens.none}`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers 404 for an unknown link or site, 400 for a malformed link, and nothing of a hidden programme', async () => {
    expectErrorResponse(await calendar('programme', `?g=${'x'.repeat(24)}`), 404);
    expectErrorResponse(await calendar('programme', '?g=short'), 400);
    expectErrorResponse(
      await app.inject({ url: '/api/sites/public/no-such-site/calendar/programme.ics' }),
      404,
    );
    const site: Site = await getSite(app, owner.cookie, siteId);
    if (!site.usesSiteModules) throw new Error('expected a version-2 site');
    const hidden = {
      ...site,
      siteModules: site.siteModules.map((module) =>
        module.siteModuleType === 'Schedule' ? { ...module, hide: true } : module,
      ),
    };
    expect((await putJson(app, `/api/sites/V2/${siteId}`, hidden, owner.cookie)).statusCode).toBe(200);
    expectErrorResponse(await calendar('ceremony'), 404);
    expect(expectErrorResponse(await calendar('programme'), 404).message).toContain('no events');
  });
});
