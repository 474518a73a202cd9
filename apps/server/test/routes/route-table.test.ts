import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { postJson, registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
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
 * route that asks for a session refuses an anonymous caller, a guest of the site and, where it names an
 * owner's resource, another owner. A route added without its auth hook fails here without a test of its own.
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
    params = { siteId, orderId: order.id };
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

  /** The routes that ask for a session, with their path filled in for the owner's site. */
  function sessionRoutes() {
    return Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((entry) => 'session' in entry))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          url: path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? 'x'),
          /** It names a resource of one owner (their site, print or order), so another owner must be refused. */
          ownersOnly: /\{(siteId|printId|orderId)\}/.test(path),
          operation,
        })),
    );
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

  it('finds the owner routes in the document', () => {
    expect(sessionRoutes().length).toBeGreaterThan(45);
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

  it('refuses another owner on every route that names an owner’s site, print or order', async () => {
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
