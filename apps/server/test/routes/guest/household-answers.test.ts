import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestHouseholdSchema, householdsResponseSchema, rsvpAnswersResponseSchema } from '@eventsite/core';
import type { App } from '../../../src/app';
import type { registerAccount } from '../../helpers/accounts';
import { postJson } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createGuestSite, fetchPostKey } from './guest-site';
import { getSite, putJson } from '../../helpers/sites';

const guest = (name: string, optionId: 'o-yes' | 'o-no') => ({
  formElements: [
    { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: name },
    { formElement: { id: 'q-coming', formElementType: 'SingleSelect' }, selectedOption: { id: optionId } },
  ],
});

describe("a household's personal link", () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let token: string;

  const households = async () => {
    const response = await app.inject({
      url: `/api/sites/${siteId}/households`,
      headers: { cookie: owner.cookie },
    });
    return householdsResponseSchema.parse(response.json());
  };
  const answers = async () => {
    const response = await app.inject({ url: `/api/rsvps/${siteId}/v4`, headers: { cookie: owner.cookie } });
    return rsvpAnswersResponseSchema.parse(response.json()).data.data;
  };
  const answer = async (guests: object[], householdToken?: string) =>
    postJson(app, `/api/rsvps/${siteId}/v4/`, {
      guests,
      language: 'en',
      groupIdentifier: `group-${Math.random()}`,
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      formId: 'rsvp-1',
      ...(householdToken ? { householdToken } : {}),
    });

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, owner } = await createGuestSite(app));
    const added = await postJson(
      app,
      `/api/sites/${siteId}/households`,
      {
        name: 'The Berg family',
        members: ['Cilla Berg', 'Dan Berg'],
        mail: 'berg@example.com',
        language: 'en',
      },
      { cookie: owner.cookie },
    );
    expect(added.statusCode, added.body).toBe(201);
    await postJson(
      app,
      `/api/sites/${siteId}/households`,
      { name: 'The Holm family', members: ['Eva Holm'], language: 'sv' },
      { cookie: owner.cookie },
    );
    token = (await households()).households[0]?.token ?? '';
  });
  afterAll(() => app.close());

  it('shows a guest only their own household: name, members and language, no contact details', async () => {
    const response = await app.inject({ url: `/api/sites/public/${siteId}/households/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      name: 'The Berg family',
      members: ['Cilla Berg', 'Dan Berg'],
      language: 'en',
      events: [],
      invitedEvents: [],
    });
    expect(guestHouseholdSchema.parse(response.json())).toBeTruthy();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a token the site does not have', async () => {
    const response = await app.inject({ url: `/api/sites/public/${siteId}/households/${'x'.repeat(24)}` });
    expect(expectErrorResponse(response, 404).errorDescription.en).toMatch(/no longer valid/);
  });

  it('takes no note to the hosts where every guest may answer the RSVP', async () => {
    const response = await postJson(app, `/api/rsvps/${siteId}/write-to-hosts`, {
      formId: 'rsvp-1',
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      language: 'en',
      names: ['Okänd Gäst'],
      mail: 'okand@example.se',
      message: 'Hello!',
    });
    expectErrorResponse(response, 400, 'BAD_REQUEST');
  });

  it('ties the answer to the household and updates it when they answer again, instead of adding one', async () => {
    const first = await answer([guest('Cilla Berg', 'o-yes'), guest('Dan Berg', 'o-yes')], token);
    expect(first.json()).toEqual({ invertedSuccess: false });
    expect((await households()).counts).toEqual({ invited: 2, yes: 1, no: 0, notAnswered: 1 });
    expect(await answers()).toHaveLength(2);

    const again = await answer([guest('Cilla Berg', 'o-no'), guest('Dan Berg', 'o-no')], token);
    expect(again.json()).toEqual({ invertedSuccess: false });
    const stored = await answers();
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.formElements[1]?.selectedOption?.id)).toEqual(['o-no', 'o-no']);
    expect((await households()).counts).toEqual({ invited: 2, yes: 0, no: 1, notAnswered: 1 });

    // An answer without the link is anyone's, counted for no household.
    await answer([guest('Someone', 'o-yes')]);
    expect(await answers()).toHaveLength(3);
    expect((await households()).counts).toEqual({ invited: 2, yes: 0, no: 1, notAnswered: 1 });
  });

  it('counts people beside households, each member by their own answer (issue 39 item 5)', async () => {
    clock.advance(60_000);
    await answer([guest('Dan Berg', 'o-no'), guest('Cilla Berg', 'o-yes')], token);
    const list = await households();
    // The answer is the household's last change; the one that has not answered changed when it was added.
    expect(list.households.map(({ changedAt }) => changedAt)).toEqual([
      clock.now().toISOString(),
      list.households[1]?.createdAt,
    ]);
    expect(list.counts).toEqual({ invited: 2, yes: 1, no: 0, notAnswered: 1 });
    expect(list.people).toEqual({ invited: 3, yes: 1, no: 1, notAnswered: 1 });
    expect(list.households.map((household) => household.memberAnswers)).toEqual([
      [
        { name: 'Cilla Berg', status: 'yes', attendance: [] },
        { name: 'Dan Berg', status: 'no', attendance: [] },
      ],
      [{ name: 'Eva Holm', status: 'notAnswered', attendance: [] }],
    ]);
  });

  it('lets a household larger than the RSVP’s maximum answer for all its members through its link', async () => {
    const members = ['Gun', 'Hans', 'Ida', 'Jan', 'Kim', 'Lo'].map((first) => `${first} Lind`);
    const added = await postJson(
      app,
      `/api/sites/${siteId}/households`,
      { name: 'The Lind family', members, language: 'en' },
      { cookie: owner.cookie },
    );
    expect(added.statusCode, added.body).toBe(201);
    const lind = (await households()).households.find((household) => household.name === 'The Lind family');

    const everyone = members.map((member) => guest(member, 'o-yes'));
    expectErrorResponse(await answer(everyone), 400);
    const response = await answer(everyone, lind?.token);
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await answers()).filter((row) => row.formElements[0]?.value?.endsWith('Lind'));
    expect(stored.map((row) => row.formElements[0]?.value).sort()).toEqual(members);
  });

  it('refuses more guests than the household has, and a link that was renewed', async () => {
    const holm = (await households()).households[1];
    const tooMany = await answer([guest('Eva Holm', 'o-yes'), guest('Extra', 'o-yes')], holm?.token);
    expectErrorResponse(tooMany, 400);

    await postJson(app, `/api/sites/${siteId}/households/${holm?._id}/token`, {}, { cookie: owner.cookie });
    expectErrorResponse(await answer([guest('Eva Holm', 'o-yes')], holm?.token), 404);
    expect((await households()).counts.notAnswered).toBe(1);
  });
});

describe('an RSVP that only invited guests answer', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let token: string;

  const answer = async (guests: object[], householdToken?: string) =>
    postJson(app, `/api/rsvps/${siteId}/v4/`, {
      guests,
      language: 'sv',
      groupIdentifier: `group-${Math.random()}`,
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      formId: 'rsvp-1',
      ...(householdToken ? { householdToken } : {}),
    });
  const list = async () => {
    const response = await app.inject({
      url: `/api/sites/${siteId}/households`,
      headers: { cookie: owner.cookie },
    });
    return householdsResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    // The real limit on name tries, not the test app's generous one.
    app = await buildTestApp({ now: clock.now, env: { RATE_LIMIT_NAME_MATCH: '10/600' } });
    ({ siteId, owner } = await createGuestSite(app));
    await postJson(
      app,
      `/api/sites/${siteId}/households`,
      { name: 'Familjen Öberg', members: ['Åsa Öberg', 'Per Öberg'], language: 'sv' },
      { cookie: owner.cookie },
    );
    token = (await list()).households[0]?.token ?? '';
    const site = await getSite(app, owner.cookie, siteId);
    const saved = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      {
        ...site,
        siteModules: (site.usesSiteModules ? site.siteModules : []).map((module) =>
          module.siteModuleType === 'Rsvp' ? { ...module, onlyInvitedGuests: true } : module,
        ),
      },
      owner.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => app.close());

  it('takes an answer whose names are on the list, case and accents aside', async () => {
    const response = await answer([guest('asa oberg', 'o-yes'), guest('PER ÖBERG', 'o-yes')]);
    expect(response.json()).toEqual({ invertedSuccess: false });
  });

  it("ties a listed guest's answer to their household, and a second answer changes theirs instead of adding one", async () => {
    const stored = async () =>
      rsvpAnswersResponseSchema.parse(
        (await app.inject({ url: `/api/rsvps/${siteId}/v4`, headers: { cookie: owner.cookie } })).json(),
      ).data.data;
    const household = async () => (await list()).households[0];
    expect((await household())?.answerStatus).toBe('yes');
    expect((await list()).counts).toMatchObject({ yes: 1, notAnswered: 0 });
    const before = (await stored()).length;

    expect((await answer([guest('Per Öberg', 'o-no')])).json()).toEqual({ invertedSuccess: false });
    const after = await stored();
    expect(after).toHaveLength(before);
    const per = after.filter((entry) => /per öberg/iu.test(entry.formElements[0]?.value ?? ''));
    expect(per.map((entry) => entry.formElements[1]?.selectedOption?.id)).toEqual(['o-no']);
    expect((await household())?.answerStatus).toBe('yes');
  });

  it('refuses a name not on the list politely, stores nothing, and shows the owner the try', async () => {
    const before = (
      await app.inject({ url: `/api/rsvps/${siteId}/v4`, headers: { cookie: owner.cookie } })
    ).json();
    const response = await answer([guest('Åsa Öberg', 'o-yes'), guest('Okänd Gäst', 'o-yes')]);
    const { errorDescription } = expectErrorResponse(response, 403);
    expect(errorDescription.en).toMatch(/cannot find the name on the guest list/);
    // A party's guests are sent to its hosts, not to a couple (issue 39 item 10).
    expect(errorDescription.sv).toContain('hör av dig till värdarna');
    expect(errorDescription.en).toContain('get in touch with the hosts');
    const after = (
      await app.inject({ url: `/api/rsvps/${siteId}/v4`, headers: { cookie: owner.cookie } })
    ).json();
    expect(after).toEqual(before);
    // Åsa is on the list: only the unknown name is the hosts' question (issue 39 item 2).
    expect((await list()).uninvitedAttempts).toMatchObject([{ names: ['Okänd Gäst'] }]);
  });

  it('takes any names through a personal link', async () => {
    const response = await answer([guest('Åsa med nytt namn', 'o-yes')], token);
    expect(response.json()).toEqual({ invertedSuccess: false });
  });

  it('lets a refused guest write to the hosts: kept on the guest list and mailed to the RSVP’s recipients, once per post key', async () => {
    const postKey = await fetchPostKey(app, clock, 'rsvps');
    const note = {
      formId: 'rsvp-1',
      postKey,
      language: 'en',
      names: ['Åsa Öberg', 'Okänd Gäst'],
      mail: 'Okand@Example.se',
      message: 'We met at the midsummer party – may we come?',
    };
    const response = await postJson(app, `/api/rsvps/${siteId}/write-to-hosts`, note);
    expect(response.json()).toEqual({ invertedSuccess: false });
    const [attempt] = (await list()).uninvitedAttempts;
    expect(attempt).toMatchObject({ names: ['Okänd Gäst'], mail: 'okand@example.se', message: note.message });
    const mails = (await app.mail.outbox.listNewestFirst(10)).filter((mail) =>
      mail.text.includes(note.message),
    );
    // To the RSVP's recipients, in the site's first language.
    expect(mails.map((mail) => mail.to).sort()).toEqual(['anna@example.se', 'erik@example.se']);
    expect(mails[0]?.subject).toBe('Okänd Gäst vill svara men finns inte på gästlistan');
    expect(mails[0]?.text).toContain('okand@example.se');
    expect(mails[0]?.text).toContain(`/redigera/${siteId}/gaster`);

    // The same post key again is a robot's move: nothing more is kept or mailed.
    const again = await postJson(app, `/api/rsvps/${siteId}/write-to-hosts`, note);
    expect(again.json()).toEqual({ invertedSuccess: true });
    expect((await list()).uninvitedAttempts.filter((entry) => entry.message !== '')).toHaveLength(1);
    const mailsAfter = await app.mail.outbox.listNewestFirst(10);
    expect(mailsAfter.filter((mail) => mail.text.includes(note.message))).toHaveLength(2);
  });

  it('mails the note to the site’s owner when the RSVP has no recipients', async () => {
    const site = await getSite(app, owner.cookie, siteId);
    const saved = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      { ...site, formRecipients: site.formRecipients.filter((entry) => entry.formId !== 'rsvp-1') },
      owner.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await postJson(app, `/api/rsvps/${siteId}/write-to-hosts`, {
      formId: 'rsvp-1',
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      language: 'en',
      names: ['Okänd Gäst'],
      mail: 'okand@example.se',
      message: 'A note for the owner alone',
    });
    expect(response.json()).toEqual({ invertedSuccess: false });
    const mails = (await app.mail.outbox.listNewestFirst(10)).filter((mail) =>
      mail.text.includes('A note for the owner alone'),
    );
    expect(mails.map((mail) => mail.to)).toEqual([owner.mail]);
  });

  it('refuses a note without a mail to answer or a message, and a note to an RSVP that takes anyone', async () => {
    const note = async (body: object) =>
      postJson(app, `/api/rsvps/${siteId}/write-to-hosts`, {
        formId: 'rsvp-1',
        postKey: await fetchPostKey(app, clock, 'rsvps'),
        language: 'sv',
        names: ['Okänd Gäst'],
        mail: 'okand@example.se',
        message: 'Hej!',
        ...body,
      });
    expectErrorResponse(await note({ mail: 'not a mail' }), 400, 'VALIDATION_FAILED');
    expectErrorResponse(await note({ message: '   ' }), 400, 'VALIDATION_FAILED');
    expectErrorResponse(await note({ names: [] }), 400, 'VALIDATION_FAILED');
    expectErrorResponse(await note({ formId: 'no-such-module' }), 404, 'NOT_FOUND');
  });

  it('limits how many names one guest may try', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await answer([guest(`Gissning ${attempt}`, 'o-yes')])).statusCode);
    }
    expect(statuses).toContain(429);
  });
});
