import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Site } from '@eventsite/core';
import type { App } from '../../../src/app';
import {
  addLegacyModule,
  moveLegacyModule,
  setLegacyModuleHidden,
  updateLegacyModule,
} from '@eventsite/core/editor/legacy/legacy-module-list';
import { newLegacyRadioGroup, newLegacyTextField } from '@eventsite/core/editor/legacy/legacy-questions';
import { sites, siteVersions } from '../../../src/db/schema';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, getSite, publishSite, putJson, siteOf } from '../../helpers/sites';

const retitled = (site: Site, title: string): Site =>
  site.usesSiteModules
    ? {
        ...site,
        siteModules: site.siteModules.map((module) =>
          module.siteModuleType === 'Header' ? { ...module, title: { sv: title } } : module,
        ),
      }
    : site;

const headerTitle = (site: Site) =>
  site.usesSiteModules
    ? site.siteModules.find((module) => module.siteModuleType === 'Header')?.title.sv
    : undefined;

describe('PUT /api/sites/V2/{id}', () => {
  let app: App;
  let stranger: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    app = await buildTestApp();
    stranger = await registerAccount(app);
  });
  afterAll(() => app.close());

  /** A new owner with a new site (one site per account). */
  async function newSite() {
    const owner = await registerAccount(app);
    const siteId = await createSite(app, owner.cookie);
    return { owner, siteId, site: await getSite(app, owner.cookie, siteId) };
  }

  it('saves the site as the next version and answers it', async () => {
    const { owner, siteId, site } = await newSite();
    const response = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      retitled(site, 'Nya titeln'),
      owner.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = siteOf(response);
    expect(saved.siteVersion).toBe(2);
    expect(headerTitle(saved)).toBe('Nya titeln');
    expect(await getSite(app, owner.cookie, siteId)).toEqual(saved);

    const again = await putJson(app, `/api/sites/V2/${siteId}`, retitled(saved, 'Tredje'), owner.cookie);
    expect(siteOf(again).siteVersion).toBe(3);
    const [row] = await app.db.select().from(sites).where(eq(sites.id, siteId));
    expect(row?.siteVersion).toBe(3);
  });

  it('answers 409 with the current site for a stale siteVersion, and overwrites nothing', async () => {
    const { owner, siteId, site } = await newSite();
    const current = siteOf(
      await putJson(app, `/api/sites/V2/${siteId}`, retitled(site, 'Först'), owner.cookie),
    );
    const stale = await putJson(app, `/api/sites/V2/${siteId}`, retitled(site, 'Gammal flik'), owner.cookie);
    expectErrorResponse(stale, 409);
    expect(stale.json<{ site: unknown }>().site).toEqual(current);
    expect(headerTitle(await getSite(app, owner.cookie, siteId))).toBe('Först');
    const versions = await app.db
      .select()
      .from(siteVersions)
      .where(eq(siteVersions.siteId, siteId))
      .orderBy(desc(siteVersions.siteVersion));
    expect(versions.map((version) => version.siteVersion)).toEqual([2, 1]);

    const fromTheFuture = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      { ...current, siteVersion: 9 },
      owner.cookie,
    );
    expectErrorResponse(fromTheFuture, 409);
  });

  it('lets exactly one of two simultaneous saves of the same version win', async () => {
    const { owner, siteId, site } = await newSite();
    const answers = await Promise.all([
      putJson(app, `/api/sites/V2/${siteId}`, retitled(site, 'Flik A'), owner.cookie),
      putJson(app, `/api/sites/V2/${siteId}`, retitled(site, 'Flik B'), owner.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const stored = await getSite(app, owner.cookie, siteId);
    expect(stored.siteVersion).toBe(2);
    expect(headerTitle(stored)).toBe(headerTitle(siteOf(winner ?? answers[0]!)));
  });

  it('keeps the stored values of the fields only the server sets', async () => {
    const { owner, siteId } = await newSite();
    await publishSite(app, siteId, 'anna-och-erik.party.localhost');
    const site = await getSite(app, owner.cookie, siteId);
    const attempt = {
      ...site,
      _id: 'someone-else',
      host: 'other.party.localhost',
      active: false,
      activeExpireDate: '2099-01-01T00:00:00.000Z',
      customDomains: [{ domain: 'free.se', expires: '2099-01-01' }],
      customDomainActive: true,
      customDomainRegistrationsAvailable: 9,
      visitorCount: 100000,
      giftRegistryReservations: [{ giftRegistryId: 'gift-2', quantityReserved: 12 }],
      hasRsvps: true,
      password: 'set-by-save',
      metaNoindex: true,
      quickStart: true,
      theme: 'theme5',
    };
    const saved = siteOf(await putJson(app, `/api/sites/V2/${siteId}`, attempt, owner.cookie));
    expect(saved).toMatchObject({
      _id: siteId,
      host: 'anna-och-erik.party.localhost',
      active: true,
      activeDate: '2030-01-01T00:00:00.000Z',
      customDomains: [],
      customDomainActive: false,
      customDomainRegistrationsAvailable: 0,
      visitorCount: 0,
      giftRegistryReservations: [],
      hasRsvps: false,
      hasPassword: false,
      metaNoindex: false,
      quickStart: false,
      theme: 'theme5',
      siteVersion: 2,
    });
    expect(saved.activeExpireDate ?? null).toBeNull();
    expect(await getSite(app, owner.cookie, siteId)).toEqual(saved);
  });

  it('answers 400 naming the field for a site that fails the schema, and saves nothing', async () => {
    const { owner, siteId, site } = await newSite();
    const wrongModule = {
      ...site,
      siteModules: site.usesSiteModules ? [{ ...site.siteModules[0], siteModuleType: 'Poster' }] : [],
    };
    const cases: [unknown, string][] = [
      [{ ...site, theme: 'theme99' }, 'body.theme'],
      [{ ...site, siteVersion: 'one' }, 'body.siteVersion'],
      [{ ...site, fonts: null }, 'body.fonts'],
      [wrongModule, 'body.siteModules.0'],
      [
        { ...site, availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'sv' }] },
        'body.availableLanguages',
      ],
    ];
    for (const [body, field] of cases) {
      const error = expectErrorResponse(
        await putJson(app, `/api/sites/V2/${siteId}`, body, owner.cookie),
        400,
      );
      expect(error.message).toContain(field);
    }
    for (const payload of ['{', '[]', 'null', '"site"']) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/sites/V2/${siteId}`,
        payload,
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
      });
      expectErrorResponse(response, 400);
    }
    expect((await getSite(app, owner.cookie, siteId)).siteVersion).toBe(1);
  });

  it('answers 403 to another account and when logged out, 415 to a form post', async () => {
    const { owner, siteId, site } = await newSite();
    expectErrorResponse(await putJson(app, `/api/sites/V2/${siteId}`, site, stranger.cookie), 403);
    expectErrorResponse(await putJson(app, `/api/sites/V2/${siteId}`, site), 403);
    expectErrorResponse(await putJson(app, `/api/sites/V2/no-such-site`, site, owner.cookie), 403);
    const form = await app.inject({
      method: 'PUT',
      url: `/api/sites/V2/${siteId}`,
      payload: 'theme=theme5',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: owner.cookie },
    });
    expectErrorResponse(form, 415);
    expect((await getSite(app, owner.cookie, siteId)).siteVersion).toBe(1);
  });

  it('answers 400 to a legacy save of a version-2 site', async () => {
    const { owner, siteId, site } = await newSite();
    const legacy = { ...site, usesSiteModules: false, modules: [], siteModules: undefined };
    expectErrorResponse(await putJson(app, `/api/sites/${siteId}`, legacy, owner.cookie), 400);
  });
});

describe('PUT /api/sites/{id} (legacy sites)', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAccount(app);
    const accountId = (await app.repositories.accounts.findByMail(owner.mail))?.id;
    siteId = 'legacy-1';
    await app.db.insert(sites).values({
      id: siteId,
      accountId,
      siteVersion: 4,
      data: {
        _id: siteId,
        usesSiteModules: false,
        siteVersion: 4,
        theme: 'theme4',
        fonts: { heading: 'Playfair Display', text: 'Arial' },
        modules: [{ id: 'm1', type: 'Text', text: 'Välkomna' }],
        mailReceivers: { rsvp: 'anna@example.se' },
      },
    });
  });
  afterAll(() => app.close());

  it('saves like the version-2 save, with the same version check', async () => {
    const site = await getSite(app, owner.cookie, siteId);
    expect(site).toMatchObject({ usesSiteModules: false, siteVersion: 4 });
    const edited = { ...site, modules: [{ id: 'm1', type: 'Text', text: 'Hej' }] };
    const response = await putJson(app, `/api/sites/${siteId}`, edited, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(siteOf(response)).toMatchObject({ siteVersion: 5, modules: [{ id: 'm1', text: 'Hej' }] });

    const stale = await putJson(app, `/api/sites/${siteId}`, edited, owner.cookie);
    expectErrorResponse(stale, 409);
    expect(stale.json()).toMatchObject({ site: { siteVersion: 5 } });
    expectErrorResponse(
      await putJson(app, `/api/sites/V2/${siteId}`, { ...edited, usesSiteModules: true }, owner.cookie),
      400,
    );
  });

  it("stores the legacy editor's module changes: a new module, its place, hiding, texts and questions", async () => {
    const site = await getSite(app, owner.cookie, siteId);
    if (site.usesSiteModules) throw new Error('Expected a version-1 site');
    let edited = addLegacyModule(site, { type: 'Rsvp', uniquePart: 'new1' });
    edited = moveLegacyModule(edited, { moduleId: 'CLIENTIDnew1', direction: -1 });
    edited = setLegacyModuleHidden(edited, { moduleId: 'm1', hide: true });
    edited = updateLegacyModule(edited, 'CLIENTIDnew1', (module) => ({
      ...module,
      title: 'Svara här',
      customTextFieldsAbove: [newLegacyTextField('a')],
      customMultipleRadioGroups: [newLegacyRadioGroup('b')],
    }));
    const response = await putJson(app, `/api/sites/${siteId}`, edited, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const stored = await getSite(app, owner.cookie, siteId);
    expect(stored).toMatchObject({
      modules: [
        {
          id: 'CLIENTIDnew1',
          type: 'Rsvp',
          title: 'Svara här',
          menuTitle: 'Ej namngivet',
          slug: 'ej-namngivet',
          customTextFieldsAbove: [{ id: 'textFielda', label: 'Text som beskriver fältet', mandatory: false }],
          customMultipleRadioGroups: [
            {
              id: 'RadioGroupb',
              label: 'En fråga att svara på?',
              options: [{ label: 'Ja' }, { label: 'Nej' }],
            },
          ],
        },
        { id: 'm1', hide: true },
      ],
    });
    expectErrorResponse(await putJson(app, `/api/sites/${siteId}`, edited, owner.cookie), 409);
  });

  it('answers 403 to another account and when logged out, and changes nothing', async () => {
    const site = await getSite(app, owner.cookie, siteId);
    const stranger = await registerAccount(app);
    const retitledSite = { ...site, modules: [] };
    expectErrorResponse(await putJson(app, `/api/sites/${siteId}`, retitledSite, stranger.cookie), 403);
    expectErrorResponse(await putJson(app, `/api/sites/${siteId}`, retitledSite), 403);
    expect(await getSite(app, owner.cookie, siteId)).toEqual(site);
  });
});
