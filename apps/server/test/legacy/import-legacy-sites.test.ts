import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { accounts, rsvpAnswers } from '../../src/db/schema';
import { importLegacySites } from '../../src/legacy/import-legacy-sites';
import { postJson } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createClock } from '../helpers/clock';
import { importLegacySiteWithOwner, legacyDocument } from '../helpers/legacy-sites';
import { legacyImportDepsOf } from '../../src/legacy/legacy-import-deps';

describe('importing version-1 sites (docs/legacy-sites.md "Import")', () => {
  const clock = createClock();
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  const answersOf = async (siteId: string) =>
    app.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, siteId));

  it('stores the site with its owner and answers, sends no mail, and changes nothing the second time', async () => {
    const mailsBefore = (await app.mail.outbox.listNewestFirst(1000)).length;
    const document = legacyDocument(clock.now());
    expect(await importLegacySites(legacyImportDepsOf(app), [document])).toEqual([
      { index: 0, siteId: document.site._id, status: 'imported', answersAdded: 1 },
    ]);
    const stored = await app.repositories.sites.findById(document.site._id);
    expect(stored?.site).toMatchObject({ usesSiteModules: false, hasRsvps: true, host: document.site.host });
    expect(stored?.site.usesSiteModules === false && stored.site.modules.map((m) => m.type)).toContain(
      'Rsvp',
    );
    const [owner] = await app.db.select().from(accounts).where(eq(accounts.mail, document.ownerMail));
    expect(stored?.accountId).toBe(owner?.id);
    expect(await answersOf(document.site._id)).toHaveLength(1);

    expect(await importLegacySites(legacyImportDepsOf(app), [document])).toEqual([
      { index: 0, siteId: document.site._id, status: 'unchanged', answersAdded: 0 },
    ]);
    expect(await answersOf(document.site._id)).toHaveLength(1);
    expect((await app.mail.outbox.listNewestFirst(1000)).length).toBe(mailsBefore);
  });

  it('rejects each bad document with its reason and imports the good ones beside it', async () => {
    const good = legacyDocument(clock.now());
    const badModule = legacyDocument(clock.now());
    badModule.site.modules = [
      {
        id: 'CLIENTID1',
        type: 'Countdown',
        title: '',
        hide: false,
        hideInMenu: false,
        countdownDate: 'soon',
      },
    ];
    const takenHost = legacyDocument(clock.now());
    takenHost.site.host = good.site.host;
    const strayAnswer = legacyDocument(clock.now());
    strayAnswer.rsvps = strayAnswer.rsvps.map((answer) => ({ ...answer, site: 'another-site' }));
    const outcomes = await importLegacySites(legacyImportDepsOf(app), [
      good,
      { ...badModule },
      { site: { _id: 'no-owner', theme: 'theme5' } },
      'not an object',
      takenHost,
      strayAnswer,
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'imported',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(outcomes[1]?.reason).toContain('site.modules.0: countdownDate');
    expect(outcomes[2]).toMatchObject({ siteId: 'no-owner' });
    expect(outcomes[2]?.reason).toContain('ownerMail');
    expect(outcomes[4]?.reason).toContain('is already the address of another site.');
    expect(outcomes[5]?.reason).toContain('rsvps.0.site');
    expect(await app.repositories.sites.findById(badModule.site._id)).toBeNull();
    expect(await app.repositories.sites.findById(takenHost.site._id)).toBeNull();
  });

  it('rejects a site whose id is already another owner’s', async () => {
    const first = legacyDocument(clock.now());
    await importLegacySites(legacyImportDepsOf(app), [first]);
    const [outcome] = await importLegacySites(legacyImportDepsOf(app), [
      { ...first, ownerMail: 'someone-else@example.se' },
    ]);
    expect(outcome).toMatchObject({ status: 'rejected' });
    expect(outcome?.reason).toContain("already another owner's site");
  });

  it('gives the imported owner no password until one is set through the reset flow', async () => {
    const document = legacyDocument(clock.now());
    await importLegacySites(legacyImportDepsOf(app), [document]);
    for (const password of ['', 'imported-without-password', 'anything at all']) {
      const login = await postJson(app, '/api/accounts/login/', { mail: document.ownerMail, password });
      expect(login.statusCode).not.toBe(200);
    }
    const { cookie, siteId } = await importLegacySiteWithOwner(app);
    const site = await app.inject({ url: `/api/sites/${siteId}`, headers: { cookie } });
    expect(site.statusCode).toBe(200);
    expect(site.json()).toMatchObject({ _id: siteId, usesSiteModules: false });
  });
});
