import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { postJson } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { importLegacySiteWithOwner } from '../../helpers/legacy-sites';
import { fetchPostKey, storedCounts } from './guest-site';

const coming = (answer: string) => ({ id: 'RadioGroup-coming', value: answer, type: 'RadioGroup' });
const song = (text: string) => ({ id: 'textField-song', value: text, type: 'TextField' });

describe('guests of a version-1 site (001 §4, §7)', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let receivers: string[];
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    const imported = await importLegacySiteWithOwner(app);
    siteId = imported.siteId;
    const rsvp = imported.document.site.mailReceivers.rsvp;
    receivers = typeof rsvp === 'string' ? [rsvp] : [...(rsvp ?? [])];
  });
  afterAll(() => app.close());

  const submitV3 = (body: object) => postJson(app, `/api/rsvps/${siteId}/v3/`, body);
  const persons = (...values: object[][]) =>
    values.map((customValues, index) => ({ firstName: `Gäst ${index + 1}`, lastName: 'Berg', customValues }));

  describe('POST /api/rsvps/{siteId}/v3/', () => {
    it('stores one legacy answer per person, the field below only after the chosen answer, and mails the receivers', async () => {
      const postKey = await fetchPostKey(app, clock, 'rsvps');
      const before = await storedCounts(app, siteId);
      const response = await submitV3({
        persons: persons([coming('Ja'), song('Dancing Queen')], [coming('Nej'), song('dropped')]),
        postKey,
        source: 'site-form-CLIENTID-rsvp',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ invertedSuccess: false });
      expect((await storedCounts(app, siteId)).rsvps).toBe(before.rsvps + 2);
      const answers = await app.repositories.guestAnswers.listLegacyRsvpAnswers(siteId);
      const second = answers.find((answer) => answer.firstName === 'Gäst 2');
      expect(second?.customValues).toContainEqual({
        id: 'textField-song',
        value: '',
        type: 'TextField',
        label: 'Vilken låt får dig att dansa?',
      });
      expect(second).toMatchObject({ site: siteId, source: 'site-form-CLIENTID-rsvp' });
      const mails = (await app.mail.outbox.listNewestFirst(10)).filter((mail) => receivers.includes(mail.to));
      expect(mails.map((mail) => mail.to).sort()).toEqual([...receivers].sort());
      expect(mails[0]?.text).toContain('Namn: Gäst 1 Berg');
      expect(mails[0]?.text).toContain('Vilken låt får dig att dansa?: Dancing Queen');
    });

    it('answers 400 when the field shown by the condition is left empty or an answer is not offered', async () => {
      const postKey = await fetchPostKey(app, clock, 'rsvps');
      const missing = await submitV3({ persons: persons([coming('Ja')]), postKey });
      expect(expectErrorResponse(missing, 400).message).toBe(
        "Person 1 did not answer 'Vilken låt får dig att dansa?'.",
      );
      const wrong = await submitV3({ persons: persons([coming('Kanske')]), postKey });
      expect(expectErrorResponse(wrong, 400).message).toContain('not one of its options');
      const tooMany = await submitV3({
        persons: persons(...Array.from({ length: 5 }, () => [coming('Nej')])),
        postKey,
      });
      expect(expectErrorResponse(tooMany, 400).message).toBe('At most 4 persons can answer at once.');
    });

    it('stores nothing for a young or unknown post key and answers invertedSuccess', async () => {
      const before = await storedCounts(app, siteId);
      const young = (await app.inject({ url: '/api/rsvps/post-key' })).json<{ key: string }>().key;
      for (const postKey of [young, 'unknown']) {
        const response = await submitV3({ persons: persons([coming('Nej')]), postKey });
        expect(response.json()).toEqual({ invertedSuccess: true });
      }
      expect(await storedCounts(app, siteId)).toEqual(before);
    });

    it('is not found for another module, and a version-1 site takes no /v4/ RSVP', async () => {
      const postKey = await fetchPostKey(app, clock, 'rsvps');
      const other = await submitV3({ persons: persons([coming('Nej')]), postKey, source: 'site-form-nope' });
      expectErrorResponse(other, 404);
      const v4 = await postJson(app, `/api/rsvps/${siteId}/v4/`, {
        guests: [{ formElements: [] }],
        language: 'sv',
        groupIdentifier: 'g',
        postKey,
        formId: 'CLIENTID-rsvp',
      });
      expectErrorResponse(v4, 404);
    });
  });

  it('takes the older RSVP on the answer page without JavaScript: each error beside its field, stored as /v3/ stores it (issue 40)', async () => {
    const path = `/api/answer-pages/${siteId}/CLIENTID-rsvp`;
    const choose = await app.inject({ url: `${path}?lang=sv` });
    expect(choose.statusCode, choose.body).toBe(200);
    expect(choose.body).toContain('<option value="4">4</option>');
    const page = await app.inject({ url: `${path}?lang=sv&guests=2` });
    expect(page.body).toContain('name="g1/legacy-firstName"');
    expect(page.body).toContain('name="g0/RadioGroup-coming" value="RadioGroupOption-yes"');
    const postKey = /name="postKey" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    clock.advance(3000);
    const post = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ lang: 'sv', guests: '2', postKey, ...fields }).toString(),
      });
    const answers = {
      'g0/legacy-firstName': 'Karin',
      'g0/legacy-lastName': 'Ek',
      'g0/RadioGroup-coming': 'RadioGroupOption-yes',
      'g1/legacy-firstName': 'Olle',
      'g1/legacy-lastName': 'Ek',
      'g1/RadioGroup-coming': 'RadioGroupOption-no',
    };
    const before = await storedCounts(app, siteId);
    const missing = await post(answers);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatch(/name="g0\/textField-song"[^>]*aria-invalid="true"/);
    expect(missing.body).toContain('value="Karin"');
    expect(await storedCounts(app, siteId)).toEqual(before);

    const sent = await post({
      ...answers,
      'g0/textField-song': 'Dancing Queen',
      'g1/textField-song': 'dropped',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.body).toContain('role="status"');
    expect((await storedCounts(app, siteId)).rsvps).toBe(before.rsvps + 2);
    const stored = await app.repositories.guestAnswers.listLegacyRsvpAnswers(siteId);
    expect(stored.find((answer) => answer.firstName === 'Karin')).toMatchObject({
      lastName: 'Ek',
      source: 'site-form-CLIENTID-rsvp',
      customValues: expect.arrayContaining([
        expect.objectContaining({ id: 'RadioGroup-coming', value: 'Ja' }),
        expect.objectContaining({ id: 'textField-song', value: 'Dancing Queen' }),
      ]),
    });
    expect(stored.find((answer) => answer.firstName === 'Olle')?.customValues).toContainEqual(
      expect.objectContaining({ id: 'textField-song', value: '' }),
    );
  });

  it('takes a speech sign-up and mails it to the speech receiver', async () => {
    const postKey = await fetchPostKey(app, clock, 'form-submissions');
    const response = await postJson(app, `/api/speeches/${siteId}/v2`, {
      speech: {
        firstName: 'Berit',
        lastName: 'Ek',
        phone: '070-123 45 67',
        customValues: [{ id: 'textField-length', value: '5 minuter', type: 'TextField' }],
      },
      postKey,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: false });
    const [mail] = await app.mail.outbox.listNewestFirst(1);
    expect(mail?.to).toMatch(/^talk-/);
    expect(mail?.text).toContain('5 minuter');
    // Issue 39 item 4: the hosts learn who speaks, under the speaker's own fields.
    expect(mail?.text).toMatch(/Förnamn:?\s+Berit/);
    expect(mail?.text).toMatch(/Efternamn:?\s+Ek/);
    expect(mail?.text).toContain('070-123 45 67');
  });

  it('refuses a speech sign-up that does not say who speaks (issue 39 item 4)', async () => {
    const postKey = await fetchPostKey(app, clock, 'form-submissions');
    const response = await postJson(app, `/api/speeches/${siteId}/v2`, {
      speech: { customValues: [{ id: 'textField-length', value: '5 minuter', type: 'TextField' }] },
      postKey,
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('refuses the toastmaster’s structured sign-up, a version-2 module’s alone (issue 36)', async () => {
    const postKey = await fetchPostKey(app, clock, 'form-submissions');
    const response = await postJson(app, `/api/speeches/${siteId}/v2`, {
      speech: { name: 'Berit Ek', minutes: 5 },
      postKey,
    });
    expect(expectErrorResponse(response, 400).code).toBe('FORM_ANSWER_INVALID');
  });

  it('reserves and cancels a gift on the older path without /v2 (001 §7)', async () => {
    const url = `/api/gift-registry/${siteId}/CLIENTID-gifts/giftRegistryItem1`;
    const body = JSON.stringify({ quantity: 1, password: 'hemligt' });
    const headers = { 'content-type': 'application/json' };
    const reserved = await app.inject({ method: 'PUT', url, payload: body, headers });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json()).toEqual({
      giftRegistryReservations: [{ giftRegistryId: 'giftRegistryItem1', quantityReserved: 1 }],
    });
    const cancelled = await app.inject({ method: 'DELETE', url, payload: body, headers });
    expect(cancelled.json()).toEqual({ giftRegistryReservations: [] });
  });
});
