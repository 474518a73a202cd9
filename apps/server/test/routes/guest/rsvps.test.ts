import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsvpAnswersResponseSchema } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { getSite } from '../../helpers/sites';
import { createGuestSite, fetchPostKey, storedCounts } from './guest-site';

const name = (value: string) => ({ formElement: { id: 'q-name', formElementType: 'ShortText' }, value });
const coming = (optionId: string | null) => ({
  formElement: { id: 'q-coming', formElementType: 'SingleSelect' },
  selectedOption: optionId ? { id: optionId } : null,
});
const food = (value: string) => ({ formElement: { id: 'q-food', formElementType: 'ShortText' }, value });

const ANNA = { formElements: [name('Anna'), coming('o-yes'), food('Nötter')] };
const ERIK = { formElements: [name('Erik'), coming('o-no'), food('')] };

describe('RSVP version 4', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  const submit = (body: object, site = siteId) => postJson(app, `/api/rsvps/${site}/v4/`, body);
  const body = (postKey: string, guests: object[] = [ANNA, ERIK]) => ({
    guests,
    language: 'sv',
    groupIdentifier: 'group-1',
    postKey,
    formId: 'rsvp-1',
    formTitle: { sv: 'OSA' },
  });
  const list = (cookie = owner.cookie) => app.inject({ url: `/api/rsvps/${siteId}/v4`, headers: { cookie } });
  const remove = (rsvpId: string, cookie = owner.cookie) =>
    app.inject({
      method: 'DELETE',
      url: `/api/rsvps/${siteId}/v4/${rsvpId}`,
      payload: '{}',
      headers: { cookie, 'content-type': 'application/json' },
    });

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, owner } = await createGuestSite(app));
  });
  afterAll(() => app.close());

  it('stores one answer per guest, marks the site and mails both guests to the recipients', async () => {
    const response = await submit(body(await fetchPostKey(app, clock, 'rsvps')));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: false });
    expect((await getSite(app, owner.cookie, siteId)).hasRsvps).toBe(true);

    const mails = await app.mail.outbox.listNewestFirst(10);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['anna@example.se', 'erik@example.se']);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Gäst 1\nNamn: Anna\nKommer du?: Ja\nAllergier: Nötter');
    expect(text).toContain('Gäst 2\nNamn: Erik\nKommer du?: Nej\nAllergier: (inget svar)');
    expect(mails[0]?.subject).toContain('OSA');
  });

  it('lists the answers to the owner, one per guest, with the site definitions', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const answers = rsvpAnswersResponseSchema.parse(response.json()).data.data;
    expect(answers).toHaveLength(2);
    const anna = answers.find((answer) => answer.formElements[0]?.value === 'Anna');
    expect(anna).toMatchObject({
      formId: 'rsvp-1',
      groupIdentifier: 'group-1',
      recipients: ['anna@example.se', 'erik@example.se'],
    });
    expect(anna?.formElements[1]).toMatchObject({
      formElement: { label: { sv: 'Kommer du?', en: 'Are you coming?' } },
      selectedOption: { id: 'o-yes', text: { sv: 'Ja', en: 'Yes' } },
    });
  });

  it('answers 403 to others and lets the owner delete one answer', async () => {
    const stranger = await registerAccount(app);
    expectErrorResponse(await list(stranger.cookie), 403);
    const [first] = rsvpAnswersResponseSchema.parse((await list()).json()).data.data;
    if (!first) throw new Error('no answer');
    expectErrorResponse(await remove(first._id, stranger.cookie), 403);
    expect((await remove(first._id)).statusCode).toBe(200);
    expectErrorResponse(await remove(first._id), 404);
    expect(rsvpAnswersResponseSchema.parse((await list()).json()).data.data).toHaveLength(1);
  });

  it('answers 400 naming the question for bad answers, and keeps the key', async () => {
    const key = await fetchPostKey(app, clock, 'rsvps');
    const cases: [object[], string][] = [
      [
        [ANNA, { formElements: [name('Erik'), coming('o-no'), food('Mjölk')] }],
        'Guest 2: "Allergier" is hidden',
      ],
      [[{ formElements: [name('Anna'), coming(null)] }], '"Kommer du?" is required'],
      [
        [{ formElements: [name('Anna'), coming('o-maybe')] }],
        '"Kommer du?" has an option that does not exist',
      ],
      [[{ formElements: [name(''), coming('o-no')] }], '"Namn" is required'],
      [[ANNA, ANNA, ANNA], 'At most 2 guests'],
    ];
    for (const [guests, message] of cases) {
      expect(expectErrorResponse(await submit(body(key, guests)), 400).message).toContain(message);
    }
    expectErrorResponse(await submit(body(key, [])), 400);
    expectErrorResponse(await submit({ ...body(key), guests: 'two' }), 400);
    expect((await submit(body(key, [ERIK]))).json()).toEqual({ invertedSuccess: false });
  });

  it('answers 404 for an unknown site or RSVP module', async () => {
    const key = await fetchPostKey(app, clock, 'rsvps');
    expectErrorResponse(await submit(body(key), 'no-such-site'), 404);
    expectErrorResponse(await submit({ ...body(key), formId: 'form-1' }), 404);
  });

  it('stores nothing for suspect keys', async () => {
    const before = await storedCounts(app, siteId);
    const used = await fetchPostKey(app, clock, 'rsvps');
    await submit(body(used));
    const young = (await app.inject({ url: '/api/rsvps/post-key' })).json<{ key: string }>().key;
    for (const key of [used, young, 'unknown-key']) {
      expect((await submit(body(key))).json()).toEqual({ invertedSuccess: true });
    }
    expect((await storedCounts(app, siteId)).rsvps).toBe(before.rsvps + 2);
  });
});
