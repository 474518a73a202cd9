import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '@eventsite/core';
import { icalendarProblems } from '@eventsite/core/rules/icalendar.fixture';
import type { App } from '../../../src/app';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { getSite, putJson } from '../../helpers/sites';
import { createGuestSite } from '../guest/guest-site';

describe('GET /api/sites/public/{id}/calendar.ics', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof createGuestSite>>['owner'];
  const calendar = (query = '', headers: Record<string, string> = {}) =>
    app.inject({
      url: `/api/sites/public/${siteId}/calendar.ics${query}`,
      headers: { host: 'anna-och-erik.party.localhost', ...headers },
    });

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, owner } = await createGuestSite(app));
  });
  afterAll(() => app.close());

  it('answers text/calendar with the event as a download named after the site, lines ending in CRLF', async () => {
    const response = await calendar('?language=en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="anna-erik.ics"');
    expect(icalendarProblems(response.body)).toEqual([]);
    const lines = response.body.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        `UID:${siteId}@party.localhost`,
        'DTSTAMP:20300115T120000Z',
        // 15:00 on 14 June 2025 in Stockholm, summer time.
        'DTSTART:20250614T130000Z',
        // Six hours on: the site's date gives a start only.
        'DTEND:20250614T190000Z',
        'SUMMARY:Anna & Erik',
        'LOCATION:Masthuggskyrkan\\, Göteborg',
        'DESCRIPTION:June 14\\, 2025\\nhttp://anna-och-erik.party.localhost/',
        'URL:http://anna-och-erik.party.localhost/',
        'END:VCALENDAR',
      ]),
    );
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('names the file after the site’s host when its title holds no letters to name it by', async () => {
    const site = await getSite(app, owner.cookie, siteId);
    if (!site.usesSiteModules) throw new Error('expected a version-2 site');
    const untitled: Site = {
      ...site,
      siteModules: site.siteModules.map((module) =>
        module.siteModuleType === 'Header' ? { ...module, title: { sv: '♥', en: '♥' } } : module,
      ),
    };
    expect((await putJson(app, `/api/sites/V2/${siteId}`, untitled, owner.cookie)).statusCode).toBe(200);
    const response = await calendar();
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${String(site.host).split('.')[0]}.ics"`,
    );
    const latest = await getSite(app, owner.cookie, siteId);
    const restored = { ...latest, siteModules: site.siteModules };
    expect((await putJson(app, `/api/sites/V2/${siteId}`, restored, owner.cookie)).statusCode).toBe(200);
  });

  it('answers 304 to a browser that has it', async () => {
    const first = await calendar();
    const again = await calendar('', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown site or one without a date, 400 for a bad language', async () => {
    expectErrorResponse(await app.inject({ url: '/api/sites/public/no-such-site/calendar.ics' }), 404);
    expectErrorResponse(await calendar('?language=xx'), 400);
    const site = await getSite(app, owner.cookie, siteId);
    if (!site.usesSiteModules) throw new Error('expected a version-2 site');
    const withoutDate: Site = {
      ...site,
      wizardData: null,
      siteModules: site.siteModules.filter((module) => module.siteModuleType !== 'Countdown'),
    };
    const saved = await putJson(app, `/api/sites/V2/${siteId}`, withoutDate, owner.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(expectErrorResponse(await calendar(), 404).message).toContain('no date');
  });
});
