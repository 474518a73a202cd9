import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { postJson, registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { startSwish } from '../helpers/payments';
import { createPrint, printDraft } from '../helpers/prints';
import { createSite, publishSite, putJson } from '../helpers/sites';

interface Operation {
  security?: Record<string, unknown>[];
}
type OpenApiPaths = Record<string, Record<string, Operation>>;

/** `/api/sites/:siteId` as the OpenAPI document writes it: `/api/sites/{siteId}`. */
const openApiPathOf = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/**
 * Generated from the route table (issue 22, item 3): every route is in the OpenAPI document, and every
 * route of a session folder (`routes/account`, `routes/owner`) refuses an anonymous caller and a guest of
 * the site, and every route of the owner folder another owner. The folder, not the route's documented
 * `security`, says which routes these are (issue 32), so a route put in the owner folder is tested as the
 * owner's whatever its docs say; the docs are then checked against the folders.
 */
describe.each(['party', 'wedding'] as const)('the route table of the %s brand', (brand) => {
  let app: App;
  let paths: OpenApiPaths;
  let ownerCookie: string;
  let otherCookie: string;
  let guestCookie: string;
  /** Values for path parameters: the owner's own resources, and harmless words for the rest. */
  let params: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp({ env: { BRAND: brand } });
    const owner = await registerAccount(app);
    const other = await registerAccount(app);
    ownerCookie = owner.cookie;
    otherCookie = other.cookie;
    const siteId = await createSite(app, owner.cookie);
    await createSite(app, other.cookie);
    await publishSite(app, siteId, 'route-table.party.localhost');
    const password = await putJson(
      app,
      `/api/sites/${siteId}/password`,
      { password: 'bröllop' },
      ownerCookie,
    );
    expect(password.statusCode).toBe(200);
    const login = await postJson(app, `/api/sites/public/${siteId}/login`, { password: 'bröllop' });
    expect(login.statusCode).toBe(200);
    guestCookie = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const order = await app.repositories.orders.create({
      siteId,
      items: [{ title: 'Inbjudningskort A6, 100 st', print: 'print-1', priceInclVat: 150000 }],
      shipmentPriceOre: 5900,
      createdAt: new Date(),
    });
    const swish = await startSwish(app, ownerCookie, siteId, 'extend_subdomain');
    expect(swish.statusCode, swish.body).toBe(200);
    // MobilePay is offered in Denmark only (`decisions.md` §8); its status route exists in every market.
    const mobilePayId = 'mobilepay_route-table';
    await app.repositories.payments.create({
      reference: mobilePayId,
      siteId,
      method: 'mobilepay',
      provider: 'simulated-mobilepay',
      product: 'extend_subdomain',
      amountOre: 100,
      months: 12,
      createdAt: new Date(),
    });
    params = {
      siteId,
      orderId: order.id,
      swishId: swish.json<{ swishId: string }>().swishId,
      mobilePayId,
    };
    // Printed invitations are the wedding brand's alone (`000` §1).
    if (brand === 'wedding') params.printId = await createPrint(app, ownerCookie, printDraft(siteId));
    paths = (await app.inject({ url: '/api/docs/json' })).json<{ paths: OpenApiPaths }>().paths;
  });
  afterAll(() => app.close());

  it('has every route in the OpenAPI document, and nothing there that is not a route', () => {
    const routes = app.routeTable
      .filter((route) => !route.hidden && route.method !== 'HEAD')
      .map((route) => `${route.method} ${openApiPathOf(route.url)}`);
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(90);
    expect([...new Set(routes)].sort()).toEqual(documented.sort());
  });

  /** The routes of the session folders, with their path filled in for the owner's resources. */
  function sessionRoutes() {
    return app.routeTable
      .filter((route) => route.caller !== null && route.method !== 'HEAD')
      .map((route) => {
        const path = openApiPathOf(route.url);
        return {
          method: route.method,
          path,
          url: path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? 'x'),
          /** In the owner folder: it names one owner's site (or their print, order or payment). */
          ownersOnly: route.caller === 'owner',
        };
      });
  }

  function call(route: { method: string; url: string }, cookie?: string) {
    // Version-1 clients send a JSON body even with DELETE.
    const withBody = route.method !== 'GET';
    return app.inject({
      method: route.method as 'GET',
      url: route.url,
      headers: { ...(cookie ? { cookie } : {}), ...(withBody ? { 'content-type': 'application/json' } : {}) },
      ...(withBody ? { payload: '{}' } : {}),
    });
  }

  it('finds the session routes by their folder, and their docs ask for the session exactly there', () => {
    expect(sessionRoutes().length).toBeGreaterThan(45);
    expect(sessionRoutes().filter((route) => route.ownersOnly).length).toBeGreaterThan(40);
    const inSessionFolders = sessionRoutes().map((route) => `${route.method} ${route.path}`);
    const documentedWithSession = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((entry) => 'session' in entry))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documentedWithSession.sort()).toEqual(inSessionFolders.sort());
  });

  it('refuses an anonymous caller and a logged-in guest on every route that asks for a session', async () => {
    const answers: string[] = [];
    for (const route of sessionRoutes()) {
      for (const [caller, cookie] of [
        ['anonymous', undefined],
        ['guest', guestCookie],
      ] as const) {
        answers.push(`${route.method} ${route.path} ${caller}: ${(await call(route, cookie)).statusCode}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(': 403'))).toEqual([]);
  });

  it('refuses another owner on every route of the owner folder', async () => {
    const answers: string[] = [];
    for (const route of sessionRoutes().filter((candidate) => candidate.ownersOnly)) {
      answers.push(`${route.method} ${route.path}: ${(await call(route, otherCookie)).statusCode}`);
    }
    expect(answers.filter((answer) => !/: 40[34]$/.test(answer))).toEqual([]);
  });

  it('lets the owner past the same checks, so the refusals above are about who calls', async () => {
    const answers: string[] = [];
    for (const route of sessionRoutes()) {
      answers.push(`${route.method} ${route.path}: ${(await call(route, ownerCookie)).statusCode}`);
    }
    expect(answers.filter((answer) => /: 40[13]$/.test(answer))).toEqual([]);
  });
});
