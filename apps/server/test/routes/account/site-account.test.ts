import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAccountResponseSchema } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { payByCard } from '../../helpers/payments';
import { createSite, getSite, putJson } from '../../helpers/sites';

describe('the account page and feedback', () => {
  const clock = createClock();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    owner = await registerAccount(app);
    other = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  const account = (cookie?: string) =>
    app.inject({ url: `/api/sites/${siteId}/account/`, headers: cookie ? { cookie } : {} });

  it('shows the account and an unpublished site', async () => {
    const response = await account(owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = siteAccountResponseSchema.parse(response.json());
    expect(body.account).toEqual({ mail: owner.mail, registered: { date: clock.now().toISOString() } });
    expect(body.site).toMatchObject({
      _id: siteId,
      active: false,
      activeDate: null,
      visitorCount: 0,
      customDomains: [],
      // What the address overview shows is what the purchase will cost (`000` §9, party brand).
      addressPrices: { subdomain: 49900, domainName: 119900 },
    });
  });

  it('names the RSVPs and forms whose answers nobody gets by mail', async () => {
    expect(
      siteAccountResponseSchema.parse((await account(owner.cookie)).json()).site.formsWithoutRecipients,
    ).toEqual([]);
    const site = await getSite(app, owner.cookie, siteId);
    if (!site.usesSiteModules) throw new Error('expected a version-2 site');
    const [first] = site.formRecipients;
    const response = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      { ...site, formRecipients: site.formRecipients.filter((entry) => entry !== first) },
      owner.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const module = site.siteModules.find((candidate) => candidate.id === first?.formId);
    expect(
      siteAccountResponseSchema.parse((await account(owner.cookie)).json()).site.formsWithoutRecipients,
    ).toEqual([{ id: module?.id, siteModuleType: module?.siteModuleType, title: module?.title }]);
    await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      { ...site, siteVersion: site.siteVersion + 1 },
      owner.cookie,
    );
  });

  it('shows the publication once paid', async () => {
    await payByCard(app, owner.cookie, siteId, 'subdomain', 'konto.party.localhost');
    const body = siteAccountResponseSchema.parse((await account(owner.cookie)).json());
    expect(body.site).toMatchObject({
      active: true,
      host: 'konto.party.localhost',
      activeDate: clock.now().toISOString(),
    });
    expect(body.site.activeExpireDate).toBe('2031-01-15T12:00:00.000Z');
    // Another subdomain is now free, and a custom domain is the upgrade from the subdomain.
    expect(body.site.addressPrices).toEqual({ subdomain: 0, domainName: 70000 });
  });

  it('tells the address screens how many prepaid domain registrations the site has', async () => {
    const before = siteAccountResponseSchema.parse((await account(owner.cookie)).json());
    expect(before.site.customDomainRegistrationsAvailable).toBe(0);
    await app.repositories.sitePublications.setIncludedDomainRegistrations(siteId, 2);
    const response = await account(owner.cookie);
    // Read raw: the schema's default would hide a field the server left out.
    expect(response.json<{ site: Record<string, unknown> }>().site.customDomainRegistrationsAvailable).toBe(
      2,
    );
    await app.repositories.sitePublications.setIncludedDomainRegistrations(siteId, 0);
  });

  it('is the owner’s only', async () => {
    expectErrorResponse(await account(other.cookie), 403);
    expectErrorResponse(await account(), 403);
  });

  it('stores feedback and mails it to the brand’s contact address', async () => {
    const response = await postJson(
      app,
      '/api/feedback/',
      {
        expectsReply: true,
        userMail: 'svar@example.se',
        feedbackText: 'Fin tjänst! Kan ni lägga till fler teman?',
      },
      { cookie: owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await app.mail.outbox.listNewestFirst(1);
    expect(mail).toMatchObject({ to: 'hej@festsidan.se' });
    expect(mail?.subject).toContain('vill ha svar');
    expect(mail?.text).toContain('Fin tjänst! Kan ni lägga till fler teman?');
    expect(mail?.text).toContain('svar@example.se');
  });

  it('refuses feedback without text or from someone not logged in', async () => {
    expectErrorResponse(
      await postJson(
        app,
        '/api/feedback/',
        { expectsReply: false, feedbackText: '   ' },
        { cookie: owner.cookie },
      ),
      400,
    );
    expectErrorResponse(
      await postJson(app, '/api/feedback/', { expectsReply: false, feedbackText: 'Hej' }),
      403,
    );
  });
});
