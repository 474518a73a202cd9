import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SiteV2 } from '@eventsite/core';
import type { App } from '../../../src/app';
import { siteVersions } from '../../../src/db/schema';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { WIZARD_DATA, createSite, getSite, siteDraft } from '../../helpers/sites';

describe('POST /api/sites/V2', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('creates the site with the server-managed fields at their start values and stores version 1', async () => {
    const { cookie } = await registerAccount(app);
    const draft = {
      ...siteDraft(),
      _id: 'QUICK-START',
      siteVersion: 17,
      active: true,
      quickStart: true,
      host: 'stolen.party.localhost',
      password: 'plain',
      visitorCount: 999,
      customDomainRegistrationsAvailable: 5,
      giftRegistryReservations: [{ giftRegistryId: 'gift-1', quantityReserved: 1 }],
    };
    const response = await postJson(
      app,
      '/api/sites/V2',
      { site: draft, wizardData: WIZARD_DATA },
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(201);
    const siteId = response.json<{ site: { _id: string } }>().site._id;
    expect(siteId).toMatch(/^[0-9a-f]{24}$/);

    const site = await getSite(app, cookie, siteId);
    expect(site).toMatchObject({
      _id: siteId,
      siteVersion: 1,
      active: false,
      quickStart: false,
      usesSiteModules: true,
      host: null,
      hasPassword: false,
      visitorCount: 0,
      customDomainRegistrationsAvailable: 0,
      giftRegistryReservations: [],
      wizardData: { name1: 'Anna', name2: 'Erik', location: 'Göteborg' },
      theme: 'theme11',
    });
    const versions = await app.db.select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    expect(versions.map((version) => version.siteVersion)).toEqual([1]);

    const me = await app.inject({ url: '/api/accounts/me/', headers: { cookie } });
    expect(me.json()).toMatchObject({ site: { _id: siteId } });
  });

  it("sends a quick-start site's RSVP and form answers to the owner's mail", async () => {
    const owner = await registerAccount(app);
    const quickStart = await app.inject({ url: '/api/sites/quick-start/demo.party.localhost' });
    const draft = quickStart.json<{ site: SiteV2 }>().site;
    expect(draft.formRecipients).toEqual([]);
    const mailed = draft.siteModules.filter((module) =>
      ['Rsvp', 'Form', 'Speech2'].includes(module.siteModuleType),
    );
    expect(mailed.length).toBeGreaterThan(0);

    const response = await postJson(app, '/api/sites/V2', { site: draft }, { cookie: owner.cookie });
    expect(response.statusCode, response.body).toBe(201);
    const site = await getSite(app, owner.cookie, response.json<{ site: { _id: string } }>().site._id);
    expect(site.usesSiteModules && site.formRecipients).toEqual(
      mailed.map((module) => ({ formId: module.id, recipients: [owner.mail] })),
    );
  });

  it('keeps the recipients a draft chose', async () => {
    const owner = await registerAccount(app);
    const draft = siteDraft();
    const chosen = draft.formRecipients ?? [];
    expect(chosen.length).toBeGreaterThan(0);
    const siteId = await createSite(app, owner.cookie, draft);
    const site = await getSite(app, owner.cookie, siteId);
    for (const entry of chosen) {
      expect(site.usesSiteModules && site.formRecipients).toContainEqual(entry);
    }
  });

  it('answers 409 with the id of the site the account has already', async () => {
    const { cookie } = await registerAccount(app);
    const first = await postJson(app, '/api/sites/V2', { site: siteDraft() }, { cookie });
    const siteId = first.json<{ site: { _id: string } }>().site._id;
    const second = await postJson(app, '/api/sites/V2', { site: siteDraft() }, { cookie });
    expectErrorResponse(second, 409);
    expect(second.json()).toMatchObject({ siteId });
  });

  it('lets exactly one of two simultaneous creations through', async () => {
    const { cookie } = await registerAccount(app);
    const answers = await Promise.all([
      postJson(app, '/api/sites/V2', { site: siteDraft() }, { cookie }),
      postJson(app, '/api/sites/V2', { site: siteDraft() }, { cookie }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 403 when not logged in', async () => {
    expectErrorResponse(await postJson(app, '/api/sites/V2', { site: siteDraft() }), 403);
  });

  it('answers 400 naming the field for a site that fails the schema', async () => {
    const { cookie } = await registerAccount(app);
    const badTheme = expectErrorResponse(
      await postJson(app, '/api/sites/V2', { site: { ...siteDraft(), theme: 'theme99' } }, { cookie }),
      400,
    );
    expect(badTheme.message).toContain('body.site.theme');

    const draft = siteDraft();
    const modules = draft.siteModules ?? [];
    const duplicate = expectErrorResponse(
      await postJson(
        app,
        '/api/sites/V2',
        { site: { ...draft, siteModules: [...modules, modules[0]] } },
        { cookie },
      ),
      400,
    );
    expect(duplicate.message).toContain(`body.site.siteModules.${modules.length}.id: duplicate id`);

    for (const body of [
      {},
      { site: null },
      { site: 'site' },
      { site: siteDraft(), wizardData: { dateStart: 5 } },
    ]) {
      expectErrorResponse(await postJson(app, '/api/sites/V2', body, { cookie }), 400);
    }
    expect(
      await app.inject({ url: '/api/accounts/me/', headers: { cookie } }).then((r) => r.json()),
    ).toMatchObject({
      site: null,
    });
  });
});
