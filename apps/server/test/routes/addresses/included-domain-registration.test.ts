import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, getSite, putJson } from '../../helpers/sites';

/** `000` §4: with `customDomainRegistrationsAvailable` a domain costs nothing and no product is used. */
describe('POST /api/sites/{siteId}/host/domain-registration/register-included', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  let otherSiteId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAccount(app);
    other = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    otherSiteId = await createSite(app, other.cookie);
  });
  afterAll(() => app.close());

  /** What support does when a customer's package includes registrations: the field is not the owner's to edit. */
  const grant = (id: string, count: number) =>
    app.repositories.sitePublications.setIncludedDomainRegistrations(id, count);
  const registerIncluded = (body: unknown, cookie = owner.cookie, id = siteId) =>
    postJson(app, `/api/sites/${id}/host/domain-registration/register-included`, body, { cookie });
  const offer = (domain: string) =>
    app.inject({
      url: `/api/sites/${siteId}/host/domain-available/${domain}`,
      headers: { cookie: owner.cookie },
    });

  it('answers 409 while the site has no included registration, and registers nothing', async () => {
    expectErrorResponse(await registerIncluded({ domain: 'elsaochjonas.se' }), 409);
    expect((await getSite(app, owner.cookie, siteId)).customDomains).toEqual([]);
    expect((await offer('elsaochjonas.se')).json()).toMatchObject({
      available: true,
      paymentProduct: 'domain_name',
      priceOre: expect.any(Number),
    });
    expect((await offer('elsaochjonas.se')).json<{ priceOre: number }>().priceOre).toBeGreaterThan(0);
  });

  it('prices the domain at 0 with no product, then registers it, makes it the host and uses one registration', async () => {
    await grant(siteId, 2);
    expect((await offer('elsaochjonas.se')).json()).toMatchObject({
      available: true,
      paymentProduct: null,
      priceOre: 0,
      ownDomainOffer: { paymentProduct: null, priceOre: 0 },
    });
    const registered = await registerIncluded({ domain: 'ElsaOchJonas.se' });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({ domain: 'elsaochjonas.se', registered: true });
    const site = await getSite(app, owner.cookie, siteId);
    expect(site.host).toBe('elsaochjonas.se');
    expect(site.customDomains).toEqual([
      { domain: 'elsaochjonas.se', expires: registered.json<{ expires: string }>().expires },
    ]);
    expect(site.customDomainRegistrationsAvailable).toBe(1);
    // The simulated registrar now knows the domain as taken.
    expect(await app.payments.registrar.isAvailable('elsaochjonas.se')).toBe(false);
  });

  it('uses one registration however many times a double click sends the same domain', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => registerIncluded({ domain: 'sommarfesten.nu' })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const site = await getSite(app, owner.cookie, siteId);
    expect(site.customDomains.map((entry) => entry.domain)).toEqual(['elsaochjonas.se', 'sommarfesten.nu']);
    expect(site.customDomainRegistrationsAvailable).toBe(0);
    expectErrorResponse(await registerIncluded({ domain: 'tredje.se' }), 409);
    expect((await getSite(app, owner.cookie, siteId)).customDomainRegistrationsAvailable).toBe(0);
  });

  it('adds a domain kept at another registrar without registering it', async () => {
    // The simulators' stand-in for support granting registrations: only the site's owner may ask.
    const url = `/dev/sites/${otherSiteId}/included-domain-registrations`;
    expectErrorResponse(await putJson(app, url, { count: 1 }, owner.cookie), 403);
    expect((await putJson(app, url, { count: 1 }, other.cookie)).json()).toEqual({ count: 1 });
    const added = await registerIncluded(
      { domain: 'upptagen.se', ownDomain: true },
      other.cookie,
      otherSiteId,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ domain: 'upptagen.se', registered: false });
    expect((await getSite(app, other.cookie, otherSiteId)).customDomainRegistrationsAvailable).toBe(0);
  });

  it("refuses another owner's site, a domain of another site, a taken domain and bad input", async () => {
    await grant(otherSiteId, 1);
    expectErrorResponse(await registerIncluded({ domain: 'intrang.se' }, other.cookie), 403);
    expectErrorResponse(
      await registerIncluded({ domain: 'elsaochjonas.se' }, other.cookie, otherSiteId),
      409,
    );
    expectErrorResponse(await registerIncluded({ domain: 'example.se' }, other.cookie, otherSiteId), 409);
    for (const body of [{}, { domain: 'ingen-tld' }, { domain: 'fel.org' }, { domain: 42 }]) {
      const answer = await registerIncluded(body, other.cookie, otherSiteId);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await getSite(app, other.cookie, otherSiteId)).customDomainRegistrationsAvailable).toBe(1);
  });
});
