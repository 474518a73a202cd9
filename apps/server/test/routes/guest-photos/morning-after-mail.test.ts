import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdsResponseSchema, type HouseholdInput, type SiteModuleInput } from '@eventsite/core';
import type { App } from '../../../src/app';
import { mailOutbox, rsvpAnswers } from '../../../src/db/schema';
import { morningAfterDepsOf } from '../../../src/guest-photos/morning-after-deps';
import { sendMorningAfterMails } from '../../../src/guest-photos/send-morning-after-mails';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createSite, publishSite, siteDraft } from '../../helpers/sites';

const household = (name: string, language: 'sv' | 'en' | 'da', mail: string): HouseholdInput => ({
  name,
  members: [`${name} 1`],
  mail,
  phone: '',
  language,
  tags: [],
  events: null,
});

/** Issue 38 item 5: the morning after, households that said yes get their own upload link, once. */
describe('the morning-after mail', () => {
  let app: App;
  let siteId: string;
  let host: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const { cookie } = await registerAccount(app);
    const draft = siteDraft();
    siteId = await createSite(app, cookie, {
      ...draft,
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'da' }],
      siteModules: (draft.siteModules ?? []).map((module): SiteModuleInput =>
        module.siteModuleType === 'ImageGallery'
          ? { ...module, guestPhotos: { enabled: true, morningAfterMailAt: '2030-06-14T10:00' } }
          : module,
      ),
    });
    host = `morning-${Math.floor(Math.random() * 1e9)}.party.localhost`;
    await publishSite(app, siteId, host);
    for (const input of [
      household('Familjen Ek', 'sv', 'ek@example.se'),
      household('Familien Dahl', 'da', 'dahl@example.dk'),
      household('Familjen Holm', 'sv', ''),
    ]) {
      const added = await postJson(app, `/api/sites/${siteId}/households`, input, { cookie });
      expect(added.statusCode, added.body).toBe(201);
    }
    const list = householdsResponseSchema.parse(
      (await app.inject({ url: `/api/sites/${siteId}/households`, headers: { cookie } })).json(),
    );
    // The Dahls and the Holms said yes; the Eks have not answered.
    for (const name of ['Familien Dahl', 'Familjen Holm']) {
      const id = list.households.find((entry) => entry.name === name)?._id ?? null;
      const answerId = `answer-${name.replace(' ', '-')}`;
      await app.db.insert(rsvpAnswers).values({
        id: answerId,
        siteId,
        groupIdentifier: answerId,
        createdAt: new Date(),
        answer: {
          _id: answerId,
          formId: 'rsvp-1',
          formTitle: {},
          createdAt: '2030-06-01T00:00:00.000Z',
          language: 'sv',
          recipients: [],
          groupIdentifier: answerId,
          formElements: [],
        },
        householdId: id,
      });
    }
  });
  afterAll(() => app.close());

  const mailsTo = async (to: string) =>
    (await app.db.select().from(mailOutbox)).filter((mail) => mail.to === to);

  it('waits for its time, then mails the yes with a mail address in their language, once', async () => {
    const deps = morningAfterDepsOf(app);
    // 09:59 in Stockholm on 14 June is 07:59 UTC.
    expect(await sendMorningAfterMails(deps, new Date('2030-06-14T07:59:00Z'))).toBe(0);
    expect(await sendMorningAfterMails(deps, new Date('2030-06-14T08:00:00Z'))).toBe(1);
    const [mail] = await mailsTo('dahl@example.dk');
    expect(mail?.subject).toContain('del dine billeder');
    expect(mail?.text).toMatch(new RegExp(`http://${host}:3000/da/bilder\\?g=[A-Za-z0-9_-]+`));
    expect(await mailsTo('ek@example.se')).toHaveLength(0);
    expect(await sendMorningAfterMails(deps, new Date('2030-06-14T09:00:00Z'))).toBe(0);
    expect(await mailsTo('dahl@example.dk')).toHaveLength(1);
  });
});
