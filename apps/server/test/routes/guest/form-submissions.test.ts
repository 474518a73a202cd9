import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
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
  let siteOwner: { cookie: string };
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
    ({ siteId, owner: siteOwner } = await createGuestSite(app));
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
    // The mail says where the owner reads it: this form's answers on the answers screen.
    expect(mail?.text).toContain(
      `Du hittar alla svar under OSA-svar när du är inloggad:\nhttp://party.localhost:3000/redigera/${siteId}/visa-osa?modul=form-1`,
    );
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

  it('lets the owner read the stored answers, newest first, and delete one; others get 403', async () => {
    const key = await fetchPostKey(app, clock, 'form-submissions');
    expect((await submit(body(key, [song('Sista låten')]))).json()).toEqual({ invertedSuccess: false });
    const stranger = await registerAccount(app);
    const list = (cookie: string) =>
      app.inject({ url: `/api/form-submissions/${siteId}`, headers: { cookie } });
    expectErrorResponse(await list(stranger.cookie), 403);
    expectErrorResponse(await app.inject({ url: `/api/form-submissions/${siteId}` }), 403);

    const ownerCookie = siteOwner.cookie;
    const answers = (await list(ownerCookie)).json<{
      data: { data: { _id: string; formId: string; formElements: { value: string }[] }[] };
    }>().data.data;
    expect(answers.length).toBe((await storedCounts(app, siteId)).forms);
    expect(answers[0]).toMatchObject({ formId: 'form-1', formTitle: { sv: 'Musikönskemål' } });
    expect(answers[0]?.formElements[0]?.value).toBe('Sista låten');

    const remove = (answerId: string, cookie: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/form-submissions/${siteId}/${answerId}`,
        payload: '{}',
        headers: { cookie, 'content-type': 'application/json' },
      });
    expectErrorResponse(await remove(answers[0]!._id, stranger.cookie), 403);
    expect((await remove(answers[0]!._id, ownerCookie)).statusCode).toBe(200);
    expectErrorResponse(await remove(answers[0]!._id, ownerCookie), 404);
    const left = (await list(ownerCookie)).json<{ data: { data: { _id: string }[] } }>().data.data;
    expect(left.map((answer) => answer._id)).not.toContain(answers[0]!._id);
    expect(left.length).toBe(answers.length - 1);
  });
});
