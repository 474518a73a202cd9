import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catererSheetResponseSchema, type Site } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { getSite, putJson } from '../../helpers/sites';
import { createGuestSite, fetchPostKey } from '../guest/guest-site';

const MEAL = {
  id: 'q-meal',
  formElementType: 'SingleSelect',
  label: { sv: 'Middag', en: 'Dinner' },
  options: [
    { id: 'o-fish', text: { sv: 'Fisk', en: 'Fish' } },
    { id: 'o-veg', text: { sv: 'Vegetariskt', en: 'Vegetarian' } },
  ],
} as const;

function withMeal(site: Site): Site {
  if (!site.usesSiteModules) throw new Error('expected a version-2 site');
  const siteModules = site.siteModules.map((module) =>
    module.siteModuleType === 'Rsvp'
      ? {
          ...module,
          form: {
            formElements: [...module.form.formElements, { ...MEAL, required: false, showConditions: [] }],
          },
        }
      : module,
  );
  return { ...site, siteModules } as Site;
}

const guest = (name: string, coming: 'o-yes' | 'o-no', meal: string | null, food: string) => ({
  formElements: [
    { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: name },
    { formElement: { id: 'q-coming', formElementType: 'SingleSelect' }, selectedOption: { id: coming } },
    ...(coming === 'o-yes'
      ? [{ formElement: { id: 'q-food', formElementType: 'ShortText' }, value: food }]
      : []),
    {
      formElement: { id: 'q-meal', formElementType: 'SingleSelect' },
      selectedOption: meal ? { id: meal } : null,
    },
  ],
});

describe('the caterer’s sheet', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof createGuestSite>>['owner'];
  const sheet = (cookie = owner.cookie, query = '') =>
    app.inject({ url: `/api/rsvps/${siteId}/caterer${query}`, headers: { cookie } });
  const mark = (questionIds: unknown, cookie = owner.cookie) =>
    putJson(app, `/api/rsvps/${siteId}/diet-questions`, { questionIds }, cookie);

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, owner } = await createGuestSite(app));
    const site = await getSite(app, owner.cookie, siteId);
    expect((await putJson(app, `/api/sites/V2/${siteId}`, withMeal(site), owner.cookie)).statusCode).toBe(
      200,
    );
    const answered = await postJson(app, `/api/rsvps/${siteId}/v4/`, {
      guests: [guest('Anna', 'o-yes', 'o-fish', 'Nötter'), guest('Erik', 'o-no', 'o-fish', '')],
      language: 'sv',
      groupIdentifier: 'party-1',
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      formId: 'rsvp-1',
    });
    expect(answered.json(), answered.body).toEqual({ invertedSuccess: false });
  });
  afterAll(() => app.close());

  it('counts the coming guests’ choices and lists no free text before a question is marked', async () => {
    const response = await sheet();
    expect(response.statusCode, response.body).toBe(200);
    const body = catererSheetResponseSchema.parse(response.json());
    expect(body.questionIds).toEqual([]);
    expect(body.forms).toEqual([
      {
        formId: 'rsvp-1',
        title: expect.any(String),
        summary: {
          guests: 1,
          choices: [
            {
              question: 'Middag',
              options: [
                { text: 'Fisk', count: 1 },
                { text: 'Vegetariskt', count: 0 },
              ],
            },
          ],
          dietAnswers: [],
        },
      },
    ]);
  });

  it('stores the owner’s diet marks and lists every answer to them, in the language asked for', async () => {
    const marked = await mark(['q-food', 'q-food']);
    expect(marked.json()).toEqual({ questionIds: ['q-food'] });
    const body = catererSheetResponseSchema.parse((await sheet(owner.cookie, '?language=en')).json());
    expect(body.questionIds).toEqual(['q-food']);
    expect(body.forms[0]?.summary.dietAnswers).toEqual([
      { guest: 'Anna', party: 1, question: 'Allergies', answer: 'Nötter' },
    ]);
    expect(body.forms[0]?.summary.choices[0]?.options[0]).toEqual({ text: 'Fish', count: 1 });
  });

  it("counts only the chosen event's coming guests, with their diet answers (issue 34 item 5)", async () => {
    const site = await getSite(app, owner.cookie, siteId);
    if (!site.usesSiteModules) throw new Error('expected a version-2 site');
    const programme = {
      id: 'programme',
      siteModuleType: 'Schedule',
      events: [{ id: 'dinner', title: { sv: 'Middag' }, startsAt: '2031-06-14T17:00' }],
    };
    const saved = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      { ...site, siteModules: [...site.siteModules, programme] },
      owner.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const attending = (name: string, food: string, comes: boolean) => ({
      ...guest(name, 'o-yes', 'o-veg', food),
      attendance: [{ eventId: 'dinner', attending: comes }],
    });
    const answered = await postJson(app, `/api/rsvps/${siteId}/v4/`, {
      guests: [attending('Bo', 'Gluten', true), attending('Cia', 'Laktos', false)],
      language: 'sv',
      groupIdentifier: 'party-2',
      dietConsent: true,
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      formId: 'rsvp-1',
    });
    expect(answered.json(), answered.body).toEqual({ invertedSuccess: false });

    const body = catererSheetResponseSchema.parse((await sheet(owner.cookie, '?event=dinner')).json());
    expect(body.forms[0]?.summary.guests).toBe(1);
    expect(body.forms[0]?.summary.dietAnswers).toEqual([
      { guest: 'Bo', party: 1, question: 'Allergier', answer: 'Gluten' },
    ]);
    const everyone = catererSheetResponseSchema.parse((await sheet()).json());
    expect(everyone.forms[0]?.summary.guests).toBe(3);
  });

  it('answers 403 to anyone but the owner, and 400 to bad input', async () => {
    const stranger = await registerAccount(app);
    expectErrorResponse(await sheet(stranger.cookie), 403);
    expectErrorResponse(await mark(['q-food'], stranger.cookie), 403);
    expectErrorResponse(await app.inject({ url: `/api/rsvps/${siteId}/caterer` }), 403);
    expectErrorResponse(await mark('q-food'), 400);
    expectErrorResponse(await sheet(owner.cookie, '?language=xx'), 400);
    expect((await mark([])).json()).toEqual({ questionIds: [] });
  });
});
