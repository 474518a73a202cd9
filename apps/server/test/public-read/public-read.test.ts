import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Site } from '@eventsite/core';
import type { App } from '../../src/app';
import { sitePublications, sites } from '../../src/db/schema';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createClock } from '../helpers/clock';
import { createTestDatabase } from '../helpers/test-database';
import { createSite, getSite, publishSite, putJson } from '../helpers/sites';

const HOST = 'las-och-spara.party.localhost';
const MINUTE = 60 * 1000;
/** Building apps takes long on a machine shared by many test runs. */
const SET_UP_TIMEOUT_MS = 180_000;

/** The site with its header's title in Swedish changed, as an owner's save would send it. */
function withTitle(site: Site, title: string): Site {
  if (!site.usesSiteModules) throw new Error('expected a version-2 site');
  const siteModules = site.siteModules.map((module) =>
    module.siteModuleType === 'Header' ? { ...module, title: { ...module.title, sv: title } } : module,
  );
  return { ...site, siteModules };
}

const read = (app: App, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/sites/public/host/${HOST}`, headers });

const visitorOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'visitor')?.value;

async function storedRow(app: App, siteId: string) {
  const [row] = await app.db
    .select({ data: sites.data, revision: sites.revision, updatedAt: sites.updatedAt })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row;
}

describe('the public read path', () => {
  const clock = createClock();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    await publishSite(app, siteId, HOST);
  }, SET_UP_TIMEOUT_MS);
  afterAll(() => app.close());

  it('answers with an ETag, 304 for it, and brotli or gzip that unpack to the same JSON', async () => {
    // A returning browser, its visit counted: the visitor count in the body stays as it is.
    const cookie = `visitor=${visitorOf(await read(app))}`;
    await app.publicRead.visits.flush();
    const plain = await read(app, { cookie });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const etag = String(plain.headers.etag);
    expect((await read(app, { cookie, 'if-none-match': etag })).statusCode).toBe(304);

    const br = await read(app, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await read(app, { cookie, 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(etag);
  });

  it("answers a returning browser from memory, before the other hooks, with the route's answer and its visit noted", async () => {
    const cookie = `visitor=${visitorOf(await read(app))}`;
    const byRoute = await read(app, { cookie, 'accept-encoding': 'br' });
    const find = vi.spyOn(app.publicRead.sites, 'find');
    const add = vi.spyOn(app.publicRead.visits, 'add');
    const answered = async () => {
      const metrics = (await app.inject({ url: '/metrics' })).body;
      const line = metrics
        .split('\n')
        .find(
          (entry) =>
            entry.startsWith('http_requests_total{') && entry.includes('host/:host",status_code="200"'),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    // The route's answers are counted when they have finished, which may be after inject resolves.
    await new Promise((resolve) => setImmediate(resolve));
    const countedBefore = await answered();
    try {
      const fromMemory = await read(app, { cookie, 'accept-encoding': 'br' });
      // The route would have asked the directory for the site.
      expect(find).not.toHaveBeenCalled();
      expect(add).toHaveBeenCalledWith(
        expect.objectContaining({ visitorId: cookie.slice('visitor='.length) }),
      );
      expect(fromMemory.statusCode).toBe(200);
      expect(fromMemory.rawPayload.equals(byRoute.rawPayload)).toBe(true);
      for (const name of ['etag', 'vary', 'content-encoding', 'content-type', 'cache-control']) {
        expect(fromMemory.headers[name], name).toBe(byRoute.headers[name]);
      }
      expect(fromMemory.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(fromMemory.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(fromMemory.headers['set-cookie']).toBeUndefined();
      // Counted in the metrics as the route's answers are.
      expect(await answered()).toBe(countedBefore + 1);
      expect((await read(app, { cookie, 'if-none-match': String(fromMemory.headers.etag) })).statusCode).toBe(
        304,
      );
      expect(find).not.toHaveBeenCalled();
    } finally {
      find.mockRestore();
      add.mockRestore();
    }
  });

  it('takes the route for a browser without its visitor cookie, which then gets one', async () => {
    await read(app);
    const find = vi.spyOn(app.publicRead.sites, 'find');
    try {
      const first = await read(app);
      expect(find).toHaveBeenCalled();
      expect(first.statusCode).toBe(200);
      expect(visitorOf(first)).toBeDefined();
    } finally {
      find.mockRestore();
    }
  });

  it('gives the next request what a save stored', async () => {
    const before = await read(app);
    const site = await getSite(app, owner.cookie, siteId);
    const saved = await putJson(app, `/api/sites/V2/${siteId}`, withTitle(site, 'Nu sparad'), owner.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await read(app, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Nu sparad');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('writes nothing to the site row for a page view, and counts the visit after the batch is stored', async () => {
    await app.publicRead.visits.flush();
    const before = await storedRow(app, siteId);
    const countBefore = (await getSite(app, owner.cookie, siteId)).visitorCount;
    const views = await Promise.all([read(app), read(app), read(app)]);
    expect(new Set(views.map(visitorOf)).size).toBe(3);
    expect(await storedRow(app, siteId)).toEqual(before);

    await app.publicRead.visits.flush();
    expect(await storedRow(app, siteId)).toEqual(before);
    expect((await getSite(app, owner.cookie, siteId)).visitorCount).toBe(countBefore + 3);
    expect((await read(app)).json()).toMatchObject({ visitorCount: countBefore + 3 });
  });

  it('stops serving the site the moment its publication expires', async () => {
    const expiry = new Date(clock.now().getTime() + MINUTE).toISOString();
    await app.db
      .update(sitePublications)
      .set({ activeExpireDate: expiry })
      .where(eq(sitePublications.siteId, siteId));
    // As the payment that set the date tells this process; nothing changes after this point.
    app.publicRead.siteChanged(siteId);
    expect((await read(app)).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await read(app)).statusCode).toBe(404);
  });
});

/** Two server processes on one PostgreSQL database: the embedded one allows a single process. */
describe.runIf(process.env.DATABASE_URL)('the public read path across processes', () => {
  let first: App;
  let second: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    const database = await createTestDatabase();
    first = await buildTestApp({ database });
    second = await buildTestApp({ database });
    owner = await registerAccount(first);
    siteId = await createSite(first, owner.cookie);
    await publishSite(first, siteId, HOST);
  }, SET_UP_TIMEOUT_MS);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("gives the next request of one process what the other process's save stored", async () => {
    expect((await read(first)).statusCode).toBe(200);
    const site = await getSite(second, owner.cookie, siteId);
    const saved = await putJson(
      second,
      `/api/sites/V2/${siteId}`,
      withTitle(site, 'Från den andra'),
      owner.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // The notice crosses the database within milliseconds; well before the one-second re-check.
    const deadline = Date.now() + 500;
    let body = (await read(first)).body;
    while (!body.includes('Från den andra') && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 20));
      body = (await read(first)).body;
    }
    expect(body).toContain('Från den andra');
  });
});
