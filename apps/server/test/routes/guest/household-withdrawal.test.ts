import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  householdAnswerResponseSchema,
  householdsResponseSchema,
  rsvpAnswersResponseSchema,
} from '@eventsite/core';
import type { App } from '../../../src/app';
import { rsvpAnswers } from '../../../src/db/schema';
import type { registerAccount } from '../../helpers/accounts';
import { postJson } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createGuestSite, fetchPostKey } from './guest-site';

const guest = (name: string) => ({
  formElements: [
    { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: name },
    { formElement: { id: 'q-coming', formElementType: 'SingleSelect' }, selectedOption: { id: 'o-yes' } },
  ],
});

/** Issue 33 item 5: a household sees and withdraws its answer; the owner erases a household completely. */
describe("a household's own answer", () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;

  const households = async () => {
    const response = await app.inject({
      url: `/api/sites/${siteId}/households`,
      headers: { cookie: owner.cookie },
    });
    return householdsResponseSchema.parse(response.json());
  };
  const ownerAnswers = async () => {
    const response = await app.inject({ url: `/api/rsvps/${siteId}/v4`, headers: { cookie: owner.cookie } });
    return rsvpAnswersResponseSchema.parse(response.json()).data.data;
  };
  const addHousehold = async (name: string, members: string[]) => {
    await postJson(
      app,
      `/api/sites/${siteId}/households`,
      { name, members, language: 'en' },
      { cookie: owner.cookie },
    );
    const list = await households();
    const household = list.households.find((candidate) => candidate.name === name);
    if (!household) throw new Error('not added');
    return household;
  };
  const answer = async (householdToken: string, names: string[]) => {
    const response = await postJson(app, `/api/rsvps/${siteId}/v4/`, {
      guests: names.map(guest),
      language: 'en',
      groupIdentifier: `group-${Math.random()}`,
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      formId: 'rsvp-1',
      householdToken,
    });
    expect(response.json()).toEqual({ invertedSuccess: false });
  };
  const answerUrl = (token: string) => `/api/sites/public/${siteId}/households/${token}/answer`;
  const withdraw = (token: string) =>
    app.inject({
      method: 'DELETE',
      url: answerUrl(token),
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, owner } = await createGuestSite(app));
  });
  afterAll(() => app.close());

  it('shows the household what it answered, and nothing before it has', async () => {
    const berg = await addHousehold('The Berg family', ['Cilla Berg', 'Dan Berg']);
    const before = await app.inject({ url: answerUrl(berg.token) });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ guests: [] });
    await answer(berg.token, ['Cilla Berg', 'Dan Berg']);
    const after = await app.inject({ url: answerUrl(berg.token) });
    expect(after.headers['cache-control']).toBe('private, no-store');
    const { guests } = householdAnswerResponseSchema.parse(after.json());
    expect(guests.map((entry) => entry.formElements[0]?.value)).toEqual(['Cilla Berg', 'Dan Berg']);
    // Where the answer was mailed is the owner's.
    expect(after.body).not.toContain('recipients');
  });

  it('erases the answer on withdrawal (204): gone from the owner’s list and counts, and from the table', async () => {
    const holm = await addHousehold('The Holm family', ['Eva Holm']);
    await answer(holm.token, ['Eva Holm']);
    expect((await ownerAnswers()).map((entry) => entry.formElements[0]?.value)).toContain('Eva Holm');

    const response = await withdraw(holm.token);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect((await ownerAnswers()).map((entry) => entry.formElements[0]?.value)).not.toContain('Eva Holm');
    const stored = await app.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, siteId));
    expect(JSON.stringify(stored)).not.toContain('Eva Holm');
    expect((await app.inject({ url: answerUrl(holm.token) })).json()).toEqual({ guests: [] });
    // The household stays invited and not answered; withdrawing again changes nothing.
    expect((await households()).households.find((entry) => entry.name === 'The Holm family')).toBeDefined();
    expect((await withdraw(holm.token)).statusCode).toBe(204);
  });

  it('refuses a token the site does not have (404) and a malformed one (400), in the error shape', async () => {
    expectErrorResponse(await withdraw('x'.repeat(24)), 404, 'HOUSEHOLD_LINK_UNKNOWN');
    expectErrorResponse(await app.inject({ url: answerUrl('y'.repeat(24)) }), 404, 'HOUSEHOLD_LINK_UNKNOWN');
    expectErrorResponse(await withdraw('short'), 400);
    // Another site's household is unknown here.
    const other = await createGuestSite(app);
    const berg = (await households()).households.find((entry) => entry.name === 'The Berg family');
    const elsewhere = await app.inject({
      method: 'DELETE',
      url: `/api/sites/public/${other.siteId}/households/${berg?.token}/answer`,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorResponse(elsewhere, 404, 'HOUSEHOLD_LINK_UNKNOWN');
    expect((await ownerAnswers()).map((entry) => entry.formElements[0]?.value)).toContain('Cilla Berg');
  });

  it('lets the owner erase a household with its answers, or keep the answers as before', async () => {
    const lund = await addHousehold('The Lund family', ['Fia Lund']);
    await answer(lund.token, ['Fia Lund']);
    const kept = await addHousehold('The Ek family', ['Gus Ek']);
    await answer(kept.token, ['Gus Ek']);
    const erase = await app.inject({
      method: 'DELETE',
      url: `/api/sites/${siteId}/households/${lund._id}?answers=erase`,
      payload: '{}',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    });
    expect(erase.statusCode, erase.body).toBe(200);
    const keep = await app.inject({
      method: 'DELETE',
      url: `/api/sites/${siteId}/households/${kept._id}`,
      payload: '{}',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    const names = (await ownerAnswers()).map((entry) => entry.formElements[0]?.value);
    expect(names).not.toContain('Fia Lund');
    expect(names).toContain('Gus Ek');
  });
});
