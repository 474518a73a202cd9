import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { publicSiteSchema } from '@eventsite/core';
import type { App } from '../../../src/app';
import { sitePublications, sites, siteVisits } from '../../../src/db/schema';
import { PASSWORD, postJson, registerAccount, sessionCookieOf } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, getSite, publishSite, putJson } from '../../helpers/sites';

const DAY = 24 * 60 * 60 * 1000;
const HOST = 'anna-och-erik.party.localhost';
const PRIVATE_KEYS = ['password', 'formRecipients', 'mailReceivers', 'wizardData', 'recipients', 'mail'];

/** The `cookie` header carrying every cookie a response set, on top of the ones given. */
function withCookies(response: LightMyRequestResponse, cookie = ''): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] ?? '', pair] as const),
  );
  for (const set of response.cookies) jar.set(set.name, `${set.name}=${set.value}`);
  return [...jar.values()].join('; ');
}

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
}

function expectNothingPrivate(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(200);
  const keys = keysOf(response.json());
  for (const key of PRIVATE_KEYS) expect(keys, key).not.toContain(key);
  expect(response.body).not.toContain('@');
}

describe('the public site', () => {
  const clock = createClock();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  const byHost = (host: string, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({
      url: `/api/sites/public/host/${host}`,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  const byId = (id: string, cookie?: string) =>
    app.inject({ url: `/api/sites/public/${id}`, headers: cookie ? { cookie } : {} });
  const logIn = (id: string, password: string, cookie?: string) =>
    postJson(app, `/api/sites/public/${id}/login`, { password }, cookie ? { cookie } : {});

  it('answers 404 for unknown hosts and for a site that is not published', async () => {
    expectErrorResponse(await byHost('nobody.party.localhost'), 404);
    expectErrorResponse(await byHost('%20'), 404);
    expectErrorResponse(await byId(siteId), 404);
    expectErrorResponse(await byId('no-such-site'), 404);
    expectErrorResponse(await logIn(siteId, 'x'), 404);
  });

  it('answers a published site without its private fields or hidden modules, by host and by id', async () => {
    await publishSite(app, siteId, HOST);
    const response = await byHost(HOST.toUpperCase());
    expectNothingPrivate(response);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const site = publicSiteSchema.parse(response.json());
    expect(site).toMatchObject({ _id: siteId, host: HOST, active: true });
    if (!site.usesSiteModules) throw new Error('expected a version-2 site');
    expect(site.siteModules.map((module) => module.id)).not.toContain('form-1');
    expect((await getSite(app, owner.cookie, siteId)).formRecipients).not.toHaveLength(0);
    expectNothingPrivate(await byId(siteId));
  });

  it('counts one visit per browser and day', async () => {
    const first = await byHost(HOST);
    const visitor = first.cookies.find((cookie) => cookie.name === 'visitor');
    expect(visitor).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(visitor?.maxAge).toBeGreaterThan(300 * 24 * 60 * 60);
    const cookie = withCookies(first);
    // Visits are stored in batches; a flush stores what is pending at once.
    const count = async () => {
      await app.publicRead.visits.flush();
      return getSite(app, owner.cookie, siteId).then((site) => site.visitorCount);
    };
    const start = await count();

    await byHost(HOST, cookie);
    await byId(siteId, cookie);
    expect(await count()).toBe(start);
    expect(publicSiteSchema.parse((await byHost(HOST, cookie)).json()).visitorCount).toBe(start);

    await byHost(HOST);
    expect(await count()).toBe(start + 1);

    clock.advance(DAY);
    await Promise.all([byHost(HOST, cookie), byHost(HOST, cookie), byId(siteId, cookie)]);
    expect(await count()).toBe(start + 2);
  });

  it("counts a browser's first visit without storing a row for it, and its later days as before", async () => {
    const count = async () => {
      await app.publicRead.visits.flush();
      return getSite(app, owner.cookie, siteId).then((site) => site.visitorCount);
    };
    const rowsOf = (visitorId: string) =>
      app.db.select().from(siteVisits).where(eq(siteVisits.visitorId, visitorId));
    const start = await count();
    const first = await byHost(HOST);
    const visitorId = first.cookies.find((cookie) => cookie.name === 'visitor')?.value ?? '';
    expect(await count()).toBe(start + 1);
    expect(await rowsOf(visitorId)).toEqual([]);

    const cookie = withCookies(first);
    await Promise.all([byHost(HOST, cookie), byId(siteId, cookie)]);
    expect(await count()).toBe(start + 1);
    expect(await rowsOf(visitorId)).toEqual([]);

    clock.advance(DAY);
    await byHost(HOST, cookie);
    expect(await count()).toBe(start + 2);
    expect(await rowsOf(visitorId)).toHaveLength(1);
  });

  it('keeps visits counted while the owner edits', async () => {
    const site = await getSite(app, owner.cookie, siteId);
    await byHost(HOST);
    await app.publicRead.visits.flush();
    const saved = await putJson(app, `/api/sites/V2/${siteId}`, { ...site, visitorCount: 0 }, owner.cookie);
    expect(saved.json()).toMatchObject({ visitorCount: site.visitorCount + 1 });
  });

  it('answers 304 to a browser that has the same site', async () => {
    const first = await byHost(HOST);
    const cookie = withCookies(first);
    const second = await byHost(HOST, cookie);
    const etag = second.headers.etag as string;
    const cached = await byHost(HOST, cookie, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    expect((await byHost(HOST, cookie, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('asks for the guest password with 401 and the site id, and lets a logged-in guest in', async () => {
    await putJson(app, `/api/sites/${siteId}/password`, { password: 'gäster2031' }, owner.cookie);
    const gate = await byHost(HOST);
    expectErrorResponse(gate, 401);
    expect(gate.json()).toMatchObject({ siteId });
    expect(gate.body).not.toContain('scrypt');
    expectErrorResponse(await byId(siteId), 401);

    const wrong = expectErrorResponse(await logIn(siteId, 'gissning'), 401);
    expect(wrong.errorDescription.sv).toBe('Felaktigt lösenord, försök gärna igen.');
    expect((await logIn(siteId, 'gissning')).cookies).toHaveLength(0);

    const login = await logIn(siteId, 'gäster2031');
    expectNothingPrivate(login);
    const guest = login.cookies.find((cookie) => cookie.name.startsWith('guest_'));
    expect(guest).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    const cookie = withCookies(login);
    expectNothingPrivate(await byHost(HOST, cookie));
    expectNothingPrivate(await byId(siteId, cookie));

    clock.advance(31 * DAY);
    expectErrorResponse(await byHost(HOST, cookie), 401);
    const again = withCookies(await logIn(siteId, 'gäster2031'), cookie);
    expect((await byHost(HOST, again)).statusCode).toBe(200);

    // The owner's session ended while the month went by.
    const login2 = await postJson(app, '/api/accounts/login/', { mail: owner.mail, password: PASSWORD });
    owner = { ...owner, cookie: sessionCookieOf(login2) };
    await putJson(app, `/api/sites/${siteId}/password`, { password: 'nytt lösenord' }, owner.cookie);
    expectErrorResponse(await byHost(HOST, again), 401);
  });

  it("does not let one site's guest cookie open another site", async () => {
    const other = await registerAccount(app);
    const otherId = await createSite(app, other.cookie);
    await publishSite(app, otherId, 'other.party.localhost');
    await putJson(app, `/api/sites/${otherId}/password`, { password: 'annat' }, other.cookie);
    const cookie = withCookies(await logIn(siteId, 'nytt lösenord'));
    expect((await byHost(HOST, cookie)).statusCode).toBe(200);
    expectErrorResponse(await byHost('other.party.localhost', cookie), 401);
  });

  it('always answers the demo host, published or not', async () => {
    const demo = await byHost('demo.party.localhost');
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.json()).toMatchObject({ _id: 'DEMO-party-se', host: 'demo.party.localhost' });
    await app.db
      .update(sitePublications)
      .set({ active: false })
      .where(eq(sitePublications.siteId, 'DEMO-party-se'));
    expect((await byHost('demo.party.localhost')).statusCode).toBe(200);
    expect((await byId('DEMO-party-se')).statusCode).toBe(200);
  });

  it('always answers the student demo host with the graduation demo, without its recipients', async () => {
    const demo = await byHost('demo.student.party.localhost');
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.json()).toMatchObject({
      _id: 'DEMO-party-se-student',
      host: 'demo.student.party.localhost',
      siteModules: expect.arrayContaining([
        expect.objectContaining({
          siteModuleType: 'Header',
          title: expect.objectContaining({ sv: 'Elsa tar studenten!' }),
        }),
      ]),
    });
    expect(demo.body).not.toContain('lindqvist@example.com');
  });

  it('never leaks the mail receivers of a legacy site', async () => {
    await app.db.insert(sites).values({
      id: 'legacy-public',
      data: {
        _id: 'legacy-public',
        usesSiteModules: false,
        active: true,
        host: 'legacy.party.localhost',
        theme: 'theme4',
        fonts: { heading: 'Playfair Display', text: 'Arial' },
        modules: [{ id: 'rsvp', type: 'Rsvp', mailReceiver: 'anna@example.se', text: 'OSA' }],
        mailReceivers: { rsvp: ['anna@example.se', 'erik@example.se'], speech: 'tal@example.se' },
        wizardData: { name1: 'Anna' },
      },
    });
    await publishSite(app, 'legacy-public', 'legacy.party.localhost');
    expectNothingPrivate(await byHost('legacy.party.localhost'));
  });

  it('answers 400 to bad login bodies', async () => {
    for (const body of [{}, { password: 1 }, { password: 'x'.repeat(2000) }]) {
      expectErrorResponse(await postJson(app, `/api/sites/public/${siteId}/login`, body), 400);
    }
  });
});

describe('guest login rate limit', () => {
  it("counts attempts in the 'login' bucket", async () => {
    const app = await buildTestApp({ env: { RATE_LIMIT_LOGIN: '2/60' } });
    try {
      const login = () => postJson(app, '/api/sites/public/DEMO-party-se/login', { password: 'x' });
      expect((await login()).statusCode).toBe(200);
      expect((await login()).statusCode).toBe(200);
      const refused = await login();
      expectErrorResponse(refused, 429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});
