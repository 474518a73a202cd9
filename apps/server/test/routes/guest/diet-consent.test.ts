import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dietQuestionsSchema, rsvpAnswersResponseSchema } from '@eventsite/core';
import type { App } from '../../../src/app';
import type { registerAccount } from '../../helpers/accounts';
import { postJson } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { putJson } from '../../helpers/sites';
import { createGuestSite, fetchPostKey } from './guest-site';

const guest = (name: string, food: string) => ({
  formElements: [
    { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: name },
    { formElement: { id: 'q-coming', formElementType: 'SingleSelect' }, selectedOption: { id: 'o-yes' } },
    { formElement: { id: 'q-food', formElementType: 'ShortText' }, value: food },
  ],
});

/** Issue 33 item 5: diet and allergy answers are shared with the hosts only with the guest's consent. */
describe('consent to share diet and allergy answers', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;

  const answer = async (name: string, food: string, dietConsent?: boolean) => {
    const response = await postJson(app, `/api/rsvps/${siteId}/v4/`, {
      guests: [guest(name, food)],
      language: 'sv',
      groupIdentifier: `group-${name}`,
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      formId: 'rsvp-1',
      ...(dietConsent === undefined ? {} : { dietConsent }),
    });
    expect(response.json(), response.body).toEqual({ invertedSuccess: false });
  };
  const stored = async (name: string) => {
    const response = await app.inject({ url: `/api/rsvps/${siteId}/v4`, headers: { cookie: owner.cookie } });
    const answers = rsvpAnswersResponseSchema.parse(response.json()).data.data;
    return answers.find((entry) => entry.formElements[0]?.value === name);
  };
  const foodOf = (entry: Awaited<ReturnType<typeof stored>>) =>
    entry?.formElements.find((element) => element.formElement.id === 'q-food')?.value;

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, owner } = await createGuestSite(app));
  });
  afterAll(() => app.close());

  it('stores no consent flag where the RSVP asks nothing marked as diet', async () => {
    await answer('Ada', 'Nötter');
    const entry = await stored('Ada');
    expect(foodOf(entry)).toBe('Nötter');
    expect(entry).not.toHaveProperty('dietConsent');
  });

  it('tells guests which questions are marked, and nothing else', async () => {
    await putJson(app, `/api/rsvps/${siteId}/diet-questions`, { questionIds: ['q-food'] }, owner.cookie);
    const response = await app.inject({ url: `/api/sites/public/${siteId}/diet-questions` });
    expect(response.statusCode, response.body).toBe(200);
    expect(dietQuestionsSchema.parse(response.json())).toEqual({ questionIds: ['q-food'] });
  });

  it('keeps a marked answer with the consent stored beside it', async () => {
    await answer('Bea', 'Gluten', true);
    const entry = await stored('Bea');
    expect(foodOf(entry)).toBe('Gluten');
    expect(entry?.dietConsent).toBe(true);
  });

  it('drops only the marked answer without consent, and stores the rest with the refusal', async () => {
    await answer('Cai', 'Laktos', false);
    await answer('Dag', 'Skaldjur');
    for (const name of ['Cai', 'Dag']) {
      const entry = await stored(name);
      expect(entry?.formElements[1]?.selectedOption?.id).toBe('o-yes');
      // The question stays in the answer's shape, with nothing in it.
      expect(foodOf(entry) ?? '').toBe('');
      expect(entry?.dietConsent).toBe(false);
    }
    const response = await app.inject({ url: `/api/rsvps/${siteId}/v4`, headers: { cookie: owner.cookie } });
    expect(response.body).not.toContain('Laktos');
    expect(response.body).not.toContain('Skaldjur');
  });
});
