import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, putJson } from '../../helpers/sites';
import { createGuestSite, fetchPostKey, storedCounts } from './guest-site';

const ANSWER = {
  formElements: [
    { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: 'Anna' },
    { formElement: { id: 'q-coming', formElementType: 'SingleSelect' }, selectedOption: { id: 'o-no' } },
    { formElement: { id: 'q-food', formElementType: 'ShortText' }, value: '' },
  ],
};

describe('who may answer and reserve', () => {
  const clock = createClock();
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  const rsvp = (siteId: string, postKey: string, cookie?: string) =>
    postJson(
      app,
      `/api/rsvps/${siteId}/v4/`,
      {
        guests: [ANSWER],
        language: 'sv',
        groupIdentifier: 'g',
        postKey,
        formId: 'rsvp-1',
        formTitle: { sv: 'OSA' },
      },
      cookie ? { cookie } : {},
    );
  const reserve = (siteId: string, cookie?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/gift-registry/${siteId}/gifts-1/gift-4/v2`,
      payload: { quantity: 1, password: 'mitt-lösen' },
      headers: cookie ? { cookie } : {},
    });

  it('answers 404 for a site that is not published, and stores nothing', async () => {
    const owner = await registerAccount(app);
    const siteId = await createSite(app, owner.cookie);
    expectErrorResponse(await rsvp(siteId, await fetchPostKey(app, clock, 'rsvps')), 404);
    expect(await storedCounts(app, siteId)).toEqual({ forms: 0, rsvps: 0 });
  });

  it('asks for the guest password first, then lets the logged-in guest answer and reserve', async () => {
    const { owner, siteId } = await createGuestSite(app);
    const set = await putJson(app, `/api/sites/${siteId}/password`, { password: 'bröllop' }, owner.cookie);
    expect(set.statusCode).toBe(200);

    expectErrorResponse(await rsvp(siteId, await fetchPostKey(app, clock, 'rsvps')), 401);
    expectErrorResponse(await reserve(siteId), 401);
    expect(await storedCounts(app, siteId)).toEqual({ forms: 0, rsvps: 0 });

    const login = await postJson(app, `/api/sites/public/${siteId}/login`, { password: 'bröllop' });
    expect(login.statusCode).toBe(200);
    const guest = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

    const answered = await rsvp(siteId, await fetchPostKey(app, clock, 'rsvps'), guest);
    expect(answered.json()).toEqual({ invertedSuccess: false });
    expect(await storedCounts(app, siteId)).toEqual({ forms: 0, rsvps: 1 });
    expect((await reserve(siteId, guest)).statusCode).toBe(200);
  });
});
