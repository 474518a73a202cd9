import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { postJson } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createGuestSite, fetchPostKey, storedCounts } from './guest-site';

const song = (value: string, label = { sv: 'Låt' }) => ({
  formElement: { id: 'q-song', formElementType: 'ShortText', label },
  value,
});

describe('POST /api/form-submissions/{siteId}/', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  const submit = (body: object, site = siteId) => postJson(app, `/api/form-submissions/${site}/`, body);
  const body = (postKey: string, formElements: object[] = [song('Dancing Queen')]) => ({
    formElements,
    postKey,
    formId: 'form-1',
    language: 'sv',
    formTitle: { sv: 'Musikönskemål' },
  });

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId } = await createGuestSite(app));
  });
  afterAll(() => app.close());

  it('stores the answer with the site labels and mails it to the form recipients', async () => {
    const key = await fetchPostKey(app, clock, 'form-submissions');
    const response = await submit(body(key, [song('Dancing <Queen>', { sv: 'Klientens etikett' })]));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: false });
    expect(await storedCounts(app, siteId)).toMatchObject({ forms: 1 });

    const [mail] = await app.mail.outbox.listNewestFirst(1);
    expect(mail).toMatchObject({ to: 'songs@example.se' });
    expect(mail?.subject).toContain('Musikönskemål');
    expect(mail?.text).toContain('Låt: Dancing <Queen>');
    expect(mail?.text).toContain('Varför: (inget svar)');
    expect(mail?.html).toContain('Dancing &lt;Queen&gt;');
  });

  it('answers invertedSuccess true and stores nothing for a key too young, reused, unknown or of the other kind', async () => {
    const before = await storedCounts(app, siteId);
    const used = await fetchPostKey(app, clock, 'form-submissions');
    expect((await submit(body(used))).json()).toEqual({ invertedSuccess: false });
    const rsvpKey = await fetchPostKey(app, clock, 'rsvps');
    const young = (await app.inject({ url: '/api/form-submissions/post-key' })).json<{ key: string }>().key;
    clock.advance(2900);
    for (const key of [young, used, 'unknown-key', rsvpKey]) {
      const response = await submit(body(key));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ invertedSuccess: true });
    }
    expect(await storedCounts(app, siteId)).toEqual({ ...before, forms: before.forms + 1 });
  });

  it('refuses an expired key', async () => {
    const key = await fetchPostKey(app, clock, 'form-submissions');
    clock.advance(24 * 60 * 60 * 1000);
    expect((await submit(body(key))).json()).toEqual({ invertedSuccess: true });
  });

  it('answers 400 naming the question for a missing required answer or an unknown question', async () => {
    const key = await fetchPostKey(app, clock, 'form-submissions');
    const missing = expectErrorResponse(await submit(body(key, [song('  ')])), 400);
    expect(missing.message).toContain('"Låt" is required');
    const unknown = { formElement: { id: 'q-other', formElementType: 'ShortText' }, value: 'x' };
    expect(expectErrorResponse(await submit(body(key, [song('a'), unknown])), 400).message).toContain(
      'q-other',
    );
    expectErrorResponse(await submit({ ...body(key), language: 'xx' }), 400);
    // The key was not used up by the refused tries.
    expect((await submit(body(key))).json()).toEqual({ invertedSuccess: false });
  });

  it('answers 404 for an unknown site or form', async () => {
    const key = await fetchPostKey(app, clock, 'form-submissions');
    expectErrorResponse(await submit(body(key), 'no-such-site'), 404);
    expectErrorResponse(await submit({ ...body(key), formId: 'rsvp-1' }), 404);
  });

  it('keeps the answer and answers 200 when mailing fails', async () => {
    const before = await storedCounts(app, siteId);
    const sendMail = app.mail.sendMail;
    app.mail.sendMail = async () => {
      throw new Error('SMTP and outbox down');
    };
    try {
      const key = await fetchPostKey(app, clock, 'form-submissions');
      const response = await submit(body(key));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ invertedSuccess: false });
    } finally {
      app.mail.sendMail = sendMail;
    }
    expect((await storedCounts(app, siteId)).forms).toBe(before.forms + 1);
  });
});
