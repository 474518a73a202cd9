import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { postJson, registerAccount, sessionCookieOf } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { payByCard, settleSwish, startSwish } from '../../helpers/payments';
import { createSite, getSite, putJson } from '../../helpers/sites';

const DAY = 24 * 60 * 60 * 1000;

describe('addresses', () => {
  const clock = createClock();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  let otherSiteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    owner = await registerAccount(app);
    other = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    otherSiteId = await createSite(app, other.cookie);
  });
  afterAll(() => app.close());

  const subdomain = (id: string, cookie: string, host: string) =>
    app.inject({ url: `/api/sites/${id}/host/subdomain-available/${host}`, headers: { cookie } });
  const domain = (id: string, cookie: string, host: string) =>
    app.inject({ url: `/api/sites/${id}/host/domain-available/${host}`, headers: { cookie } });
  const register = (reference: string, cookie = owner.cookie, id = siteId) =>
    postJson(app, `/api/sites/${id}/host/domain-registration/register/${reference}`, {}, { cookie });
  const tls = (host: string) => app.inject({ url: `/api/tls/allowed?domain=${encodeURIComponent(host)}` });
  const guest = (host: string) => app.inject({ url: `/api/sites/public/host/${host}` });

  it('offers a free label at the subdomain price, and refuses invalid and reserved ones', async () => {
    expect((await subdomain(siteId, owner.cookie, 'anna.party.localhost')).json()).toEqual({
      available: true,
      paymentProduct: 'subdomain',
      priceOre: 49900,
    });
    for (const host of [
      'www.party.localhost',
      'demo.party.localhost',
      '-x.party.localhost',
      'anna.example.se',
      'a.b.party.localhost',
    ]) {
      const response = await subdomain(siteId, owner.cookie, host);
      expect(response.json<{ available: boolean }>().available, host).toBe(false);
    }
    expectErrorResponse(await subdomain(siteId, other.cookie, 'anna.party.localhost'), 403);
    expectErrorResponse(
      await app.inject({ url: `/api/sites/${siteId}/host/subdomain-available/x.party.localhost` }),
      403,
    );
  });

  it('publishes a bought subdomain: guests, the TLS check and availability all know it', async () => {
    expectErrorResponse(await tls('anna.party.localhost'), 404);
    await payByCard(app, owner.cookie, siteId, 'subdomain', 'anna.party.localhost');
    expect((await guest('anna.party.localhost')).statusCode).toBe(200);
    expect((await tls('anna.party.localhost')).json()).toEqual({ allowed: true });
    expect((await tls('ANNA.party.localhost')).statusCode).toBe(200);
    expect((await subdomain(otherSiteId, other.cookie, 'anna.party.localhost')).json()).toMatchObject({
      available: false,
    });
  });

  it('lets a site that owns a subdomain move to another label for free, with a note', async () => {
    expect((await subdomain(siteId, owner.cookie, 'annas-fest.party.localhost')).json()).toEqual({
      available: true,
      paymentProduct: null,
      priceOre: 0,
      note: 'subdomainAlreadyOwned',
    });
    const moved = await putJson(
      app,
      `/api/sites/${siteId}/host`,
      { host: 'annas-fest.party.localhost' },
      owner.cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await getSite(app, owner.cookie, siteId)).host).toBe('annas-fest.party.localhost');
    expect((await guest('annas-fest.party.localhost')).statusCode).toBe(200);
    // The old label is released.
    expect((await guest('anna.party.localhost')).statusCode).toBe(404);
    expectErrorResponse(await tls('anna.party.localhost'), 404);
    expect((await subdomain(otherSiteId, other.cookie, 'anna.party.localhost')).json()).toMatchObject({
      available: true,
    });
  });

  it('makes a site without a subdomain pay for one (402), and refuses another site’s host (409)', async () => {
    expectErrorResponse(
      await putJson(app, `/api/sites/${otherSiteId}/host`, { host: 'free.party.localhost' }, other.cookie),
      402,
    );
    expectErrorResponse(
      await putJson(
        app,
        `/api/sites/${otherSiteId}/host`,
        { host: 'annas-fest.party.localhost' },
        other.cookie,
      ),
      409,
    );
    expectErrorResponse(
      await putJson(app, `/api/sites/${otherSiteId}/host`, { host: 'annaocherik.se' }, other.cookie),
      402,
    );
    expectErrorResponse(
      await putJson(app, `/api/sites/${siteId}/host`, { host: 'x.party.localhost' }, other.cookie),
      403,
    );
  });

  it('prices domains for an active site as the upgrade, and offers a registered domain as the own-domain offer', async () => {
    expect((await domain(siteId, owner.cookie, 'annaocherik.se')).json()).toEqual({
      available: true,
      paymentProduct: 'domain_name_upgrade_from_subdomain',
      priceOre: 70000,
      ownDomainOffer: {
        paymentProduct: 'domain_name_other_registrar_upgrade_from_subdomain',
        priceOre: 70000,
      },
    });
    expect((await domain(otherSiteId, other.cookie, 'upptagen.se')).json()).toEqual({
      available: false,
      paymentProduct: 'domain_name',
      priceOre: 119900,
      ownDomainOffer: { paymentProduct: 'domain_name_other_registrar', priceOre: 49900 },
    });
    for (const name of ['annaocherik.dk', 'www.annaocherik.se', 'anna_erik.se']) {
      expect((await domain(siteId, owner.cookie, name)).json<{ available: boolean }>().available, name).toBe(
        false,
      );
    }
    const taken = await postJson(
      app,
      `/api/sites/${siteId}/payment/stripe`,
      { paymentProduct: 'domain_name', host: 'upptagen.se' },
      { cookie: owner.cookie },
    );
    expectErrorResponse(taken, 409);
  });

  it('answers 402 until the domain is paid, then registers it once', async () => {
    const started = await startSwish(app, owner.cookie, siteId, 'domain_name', 'annaocherik.se');
    expect(started.statusCode, started.body).toBe(200);
    const { swishId } = started.json<{ swishId: string }>();
    expectErrorResponse(await register(swishId), 402);
    expectErrorResponse(await register(swishId), 402);
    await settleSwish(app, swishId, 'approve');

    const registered = await register(swishId);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({ domain: 'annaocherik.se', registered: true });
    const again = await register(swishId);
    expect(again.json()).toEqual(registered.json());

    const site = await getSite(app, owner.cookie, siteId);
    expect(site.host).toBe('annaocherik.se');
    expect(site.customDomains).toEqual([
      { domain: 'annaocherik.se', expires: registered.json<{ expires: string }>().expires },
    ]);
    expect(site.customDomainActive).toBe(true);
    expect((await guest('annaocherik.se')).statusCode).toBe(200);
    // The site still answers on its subdomain, and may move back to it for free.
    expect((await guest('annas-fest.party.localhost')).statusCode).toBe(200);
    expect((await tls('annaocherik.se')).statusCode).toBe(200);
    expect((await domain(otherSiteId, other.cookie, 'annaocherik.se')).json()).toMatchObject({
      available: false,
    });

    // Registration needs a domain payment of this site.
    expectErrorResponse(await register(swishId, other.cookie, otherSiteId), 404);
    expectErrorResponse(await register('swish_NOPE'), 404);
  });

  it('adds a domain kept at another registrar without registering it', async () => {
    const reference = await payByCard(
      app,
      owner.cookie,
      siteId,
      'domain_name_other_registrar',
      'upptagen.nu',
    );
    const receipt = await app.inject({
      url: `/api/sites/${siteId}/payment/receipt/${reference}`,
      headers: { cookie: owner.cookie },
    });
    expect(receipt.json()).toMatchObject({
      product: 'domain_name_other_registrar_upgrade_from_subdomain',
      amountWithVat: 49900,
    });
    const registered = await register(reference);
    expect(registered.json()).toMatchObject({ domain: 'upptagen.nu', registered: false });
    expect((await getSite(app, owner.cookie, siteId)).customDomains.map((entry) => entry.domain)).toEqual([
      'annaocherik.se',
      'upptagen.nu',
    ]);
    const dns = await app.inject({
      url: `/api/sites/${siteId}/host/dns-instructions`,
      headers: { cookie: owner.cookie },
    });
    expect(dns.json()).toEqual({ aRecord: '127.0.0.1', cnameTarget: 'sites.party.localhost' });
  });

  it('takes a site off the air after its expiry date until it is extended', async () => {
    const site = await getSite(app, owner.cookie, siteId);
    const expiry = new Date(site.activeExpireDate ?? '').getTime();
    clock.advance(expiry - clock.now().getTime() + DAY);
    // A year on, the session has lapsed: the owner logs in again.
    const login = await postJson(app, '/api/accounts/login/', { mail: owner.mail, password: owner.password });
    owner = { ...owner, cookie: sessionCookieOf(login) };
    expectErrorResponse(await guest('annaocherik.se'), 404);
    expectErrorResponse(await tls('annaocherik.se'), 404);
    expectErrorResponse(await app.inject({ url: `/api/sites/public/${siteId}` }), 404);

    await payByCard(app, owner.cookie, siteId, 'extend_subdomain');
    expect((await guest('annaocherik.se')).statusCode).toBe(200);
    expect((await tls('annaocherik.se')).statusCode).toBe(200);
  });

  it('refuses the TLS check for unknown and unpublished hosts', async () => {
    for (const host of ['unknown.example.se', 'party.localhost', '']) {
      const response = await tls(host);
      expect(response.statusCode, host).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, host).toBeLessThan(500);
    }
  });
});
