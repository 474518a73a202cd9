import type { SiteModuleInput } from '@eventsite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, publishSite, siteDraft } from '../../helpers/sites';
import { fetchPostKey, storedCounts } from './guest-site';

/** The wedding site with a speech sign-up asking for a name (mandatory) and a length, mailed to the toastmaster. */
function speechSiteDraft() {
  const draft = siteDraft();
  const siteModules = (draft.siteModules ?? []).map((module): SiteModuleInput =>
    module.siteModuleType === 'Speech2'
      ? {
          ...module,
          customTextFields: [
            { id: 'tf-name', label: { sv: 'Ditt namn' }, mandatory: true },
            { id: 'tf-minutes', label: { sv: 'Hur många minuter?' } },
          ],
        }
      : module,
  );
  return {
    ...draft,
    siteModules,
    formRecipients: [
      ...(draft.formRecipients ?? []),
      { formId: 'speech-1', recipients: ['toast@example.se'] },
    ],
  };
}

describe('POST /api/speeches/{siteId}/v2', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  const submit = (body: object) => postJson(app, `/api/speeches/${siteId}/v2`, body);
  const body = (postKey: string, customValues: object[], extra: object = {}) => ({
    speech: { customValues },
    postKey,
    source: 'site-form-speech-1',
    language: 'sv',
    ...extra,
  });
  const name = (value: string) => ({ id: 'tf-name', value, type: 'TextField', label: 'Namn' });

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    const owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie, speechSiteDraft());
    await publishSite(app, siteId, `speech-${Date.now()}.party.localhost`);
  });
  afterAll(() => app.close());

  it('stores the sign-up under the site labels and mails it to the module recipients', async () => {
    const key = await fetchPostKey(app, clock, 'form-submissions');
    const response = await submit(
      body(key, [name('Kim'), { id: 'tf-minutes', value: '5', type: 'TextField' }]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: false });
    expect(await storedCounts(app, siteId)).toMatchObject({ forms: 1 });
    const [mail] = await app.mail.outbox.listNewestFirst(1);
    expect(mail).toMatchObject({ to: 'toast@example.se' });
    expect(mail?.subject).toContain('Tal');
    expect(mail?.text).toContain('Ditt namn: Kim');
    expect(mail?.text).toContain('Hur många minuter?: 5');
  });

  it('finds the only speech module when no source names one', async () => {
    const key = await fetchPostKey(app, clock, 'form-submissions');
    const response = await submit({ speech: { customValues: [name('Alex')] }, postKey: key });
    expect(response.json()).toEqual({ invertedSuccess: false });
  });

  it('answers invertedSuccess true and stores nothing for a bad post key', async () => {
    const before = await storedCounts(app, siteId);
    const young = (await app.inject({ url: '/api/form-submissions/post-key' })).json<{ key: string }>().key;
    for (const key of [young, 'unknown-key']) {
      expect((await submit(body(key, [name('Bot')]))).json()).toEqual({ invertedSuccess: true });
    }
    expect(await storedCounts(app, siteId)).toEqual(before);
  });

  it('answers 400 for a missing mandatory field or an unknown field, and 404 for another module', async () => {
    const key = await fetchPostKey(app, clock, 'form-submissions');
    expect(expectErrorResponse(await submit(body(key, [name(' ')])), 400).message).toContain(
      '"Ditt namn" is required',
    );
    const unknown = { id: 'tf-other', value: 'x', type: 'TextField' };
    expect(expectErrorResponse(await submit(body(key, [name('Kim'), unknown])), 400).message).toContain(
      'tf-other',
    );
    expectErrorResponse(await submit(body(key, [name('Kim')], { source: 'site-form-form-1' })), 404);
    expect((await submit(body(key, [name('Kim')]))).json()).toEqual({ invertedSuccess: false });
  });
});
