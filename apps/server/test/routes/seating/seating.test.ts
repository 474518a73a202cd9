import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guestHouseholdSchema,
  householdsResponseSchema,
  seatingConflictResponseSchema,
  seatingPlanSchema,
  seatingSearchResponseSchema,
  type Household,
  type SeatedPerson,
  type SeatingPlan,
  type SeatingTable,
} from '@eventsite/core';
import type { App } from '../../../src/app';
import { seatingPlans } from '../../../src/db/schema';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { getSite, putJson } from '../../helpers/sites';
import { createGuestSite, fetchPostKey } from '../guest/guest-site';

/*
 * The seating plan on the server (issue 35): the owner's plan read and saved by revision, reconciled with the
 * answers; a personal link's own seats and the name search once the plan is shown to guests.
 */
const DINNER = 'ev-dinner';
const DAY_MS = 24 * 60 * 60 * 1000;

const guest = (name: string, coming: 'o-yes' | 'o-no', dinner?: boolean, food = '') => ({
  formElements: [
    { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: name },
    { formElement: { id: 'q-coming', formElementType: 'SingleSelect' }, selectedOption: { id: coming } },
    ...(coming === 'o-yes'
      ? [{ formElement: { id: 'q-food', formElementType: 'ShortText' }, value: food }]
      : []),
  ],
  attendance: dinner === undefined ? [] : [{ eventId: DINNER, attending: dinner }],
});

const table = (id: string, places: SeatedPerson[], seats = 8): SeatingTable => ({
  id,
  name: `Bord ${id}`,
  shape: 'round',
  seats,
  x: 10,
  y: 20,
  places,
});

describe('the seating plan', () => {
  // The day before the dinner, on the market's clock.
  const clock = createClock(new Date('2031-06-13T10:00:00.000Z'));
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let stranger: Awaited<ReturnType<typeof registerAccount>>;
  let ek: Household;
  let berg: Household;

  const url = (event?: string) => `/api/sites/${siteId}/seating${event ? `?event=${event}` : ''}`;
  const read = async (event?: string): Promise<SeatingPlan> => {
    const response = await app.inject({ url: url(event), headers: { cookie: owner.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return seatingPlanSchema.parse(response.json());
  };
  const save = (body: unknown, event?: string, cookie = owner.cookie) =>
    putJson(app, url(event), body, cookie);
  const answer = async (guests: object[], householdToken?: string) => {
    const response = await postJson(app, `/api/rsvps/${siteId}/v4/`, {
      guests,
      language: 'sv',
      groupIdentifier: `group-${Math.random()}`,
      postKey: await fetchPostKey(app, clock, 'rsvps'),
      formId: 'rsvp-1',
      dietConsent: true,
      ...(householdToken ? { householdToken } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const householdRead = (household: Household) =>
    app.inject({ url: `/api/sites/public/${siteId}/households/${household.token}` });
  const person = (plan: SeatingPlan, member: string): SeatedPerson => {
    const found = plan.guests.find((one) => one.member === member);
    if (!found) throw new Error(`${member} is not coming`);
    return { householdId: found.householdId, member: found.member };
  };

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, owner } = await createGuestSite(app));
    stranger = await registerAccount(app);
    const site = await getSite(app, owner.cookie, siteId);
    const saved = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      {
        ...site,
        siteModules: [
          ...(site.usesSiteModules ? site.siteModules : []),
          {
            id: 'schedule-1',
            siteModuleType: 'Schedule',
            events: [{ id: DINNER, title: { sv: 'Middag' }, startsAt: '2031-06-14T18:00' }],
          },
        ],
      },
      owner.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const diet = await putJson(
      app,
      `/api/rsvps/${siteId}/diet-questions`,
      { questionIds: ['q-food'] },
      owner.cookie,
    );
    expect(diet.statusCode, diet.body).toBe(200);
    for (const household of [
      { name: 'Familjen Ek', members: ['Anna Ek', 'Bo Ek'] },
      { name: 'Familjen Berg', members: ['Cilla Berg', 'Dan Berg'] },
    ]) {
      const added = await postJson(
        app,
        `/api/sites/${siteId}/households`,
        { language: 'sv', mail: '', ...household },
        { cookie: owner.cookie },
      );
      expect(added.statusCode, added.body).toBe(201);
    }
    const list = householdsResponseSchema.parse(
      (
        await app.inject({ url: `/api/sites/${siteId}/households`, headers: { cookie: owner.cookie } })
      ).json(),
    );
    [ek, berg] = ['Familjen Ek', 'Familjen Berg'].map((name) => {
      const found = list.households.find((household) => household.name === name);
      if (!found) throw new Error(name);
      return found;
    }) as [Household, Household];
    await answer([guest('Anna Ek', 'o-yes', true, 'Nötter'), guest('Bo Ek', 'o-yes', false)], ek.token);
    await answer([guest('Cilla Berg', 'o-yes', true), guest('Dan Berg', 'o-yes', true)], berg.token);
    await answer([guest('Eva Holm', 'o-yes', true)]);
  });
  afterAll(() => app.close());

  it('is the owner’s alone', async () => {
    expectErrorResponse(await app.inject({ url: url() }), 403, 'NOT_LOGGED_IN');
    expectErrorResponse(
      await app.inject({ url: url(), headers: { cookie: stranger.cookie } }),
      403,
      'NOT_SITE_OWNER',
    );
    expectErrorResponse(
      await save({ revision: 0, tables: [] }, undefined, stranger.cookie),
      403,
      'NOT_SITE_OWNER',
    );
    expect(await app.db.select().from(seatingPlans).where(eq(seatingPlans.siteId, siteId))).toEqual([]);
  });

  it('lists who comes, by household, with their diet answers, all unplaced before the first save', async () => {
    const day = await read();
    expect(day.revision).toBe(0);
    expect(day.tables).toEqual([]);
    expect(day.guests.map((one) => [one.party, one.member, one.diets])).toEqual([
      ['Eva Holm', 'Eva Holm', []],
      ['Familjen Berg', 'Cilla Berg', []],
      ['Familjen Berg', 'Dan Berg', []],
      ['Familjen Ek', 'Anna Ek', ['Nötter']],
      ['Familjen Ek', 'Bo Ek', []],
    ]);
    expect(day.guests.find((one) => one.member === 'Anna Ek')?.householdId).toBe(ek._id);
    expect(day.unplaced).toHaveLength(5);
    expect((await read(DINNER)).guests.map((one) => one.member)).toEqual([
      'Eva Holm',
      'Cilla Berg',
      'Dan Berg',
      'Anna Ek',
    ]);
    expectErrorResponse(
      await app.inject({ url: url('ev-brunch'), headers: { cookie: owner.cookie } }),
      400,
      'SCHEDULE_EVENT_UNKNOWN',
    );
  });

  it('saves by revision, and answers a stale save with 409 and the stored plan', async () => {
    const plan = await read(DINNER);
    const first = await save(
      { revision: 0, tables: [table('1', [person(plan, 'Anna Ek'), person(plan, 'Eva Holm')])] },
      DINNER,
    );
    expect(first.statusCode, first.body).toBe(200);
    const saved = seatingPlanSchema.parse(first.json());
    expect(saved.revision).toBe(1);
    expect(saved.unplaced.map((one) => one.member)).toEqual(['Cilla Berg', 'Dan Berg']);
    expect((await read(DINNER)).tables[0]?.places.map((one) => one.member)).toEqual(['Anna Ek', 'Eva Holm']);

    const stale = await save({ revision: 0, tables: [] }, DINNER);
    expectErrorResponse(stale, 409, 'SEATING_REVISION_CONFLICT');
    const conflict = seatingConflictResponseSchema.parse(stale.json());
    expect(conflict.plan.revision).toBe(1);
    expect(conflict.plan.tables[0]?.places.map((one) => one.member)).toEqual(['Anna Ek', 'Eva Holm']);
    expect((await read(DINNER)).revision).toBe(1);
  });

  it('lets exactly one of two saves at the same revision win', async () => {
    const plan = await read(DINNER);
    const [a, b] = await Promise.all([
      save({ revision: plan.revision, tables: [table('a', [person(plan, 'Cilla Berg')])] }, DINNER),
      save({ revision: plan.revision, tables: [table('b', [person(plan, 'Dan Berg')])] }, DINNER),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await read(DINNER);
    expect(after.revision).toBe(plan.revision + 1);
    const winner = a.statusCode === 200 ? 'a' : 'b';
    expect(after.tables.map((one) => one.id)).toEqual([winner]);
  });

  it('refuses a seat for someone who does not come, and bad input, with 400', async () => {
    const plan = await read(DINNER);
    const bo = { householdId: ek._id, member: 'Bo Ek' };
    expectErrorResponse(
      await save({ revision: plan.revision, tables: [table('1', [bo])] }, DINNER),
      400,
      'SEATING_GUEST_UNKNOWN',
    );
    const anna = person(plan, 'Anna Ek');
    for (const body of [
      { revision: plan.revision, tables: [table('1', [anna]), table('2', [anna])] },
      { revision: plan.revision, tables: [table('1', [anna, person(plan, 'Eva Holm')], 1)] },
      { revision: plan.revision, tables: [table('1', []), table('1', [])] },
      { revision: -1, tables: [] },
      { revision: plan.revision, tables: [{ ...table('1', []), shape: 'square' }] },
      { revision: plan.revision, tables: [], visibility: { from: '14 juni', searchable: true } },
      { tables: [] },
      'not json',
    ]) {
      expectErrorResponse(await save(body, DINNER), 400);
    }
    expectErrorResponse(
      await save({ revision: plan.revision, tables: [] }, 'ev-brunch'),
      400,
      'SCHEDULE_EVENT_UNKNOWN',
    );
    expect((await read(DINNER)).revision).toBe(plan.revision);
  });

  it('takes someone who answers no off their seat with a notice until the next save; a new yes waits unplaced', async () => {
    const start = await read();
    const saved = await save({
      revision: start.revision,
      tables: [
        table('1', [person(start, 'Cilla Berg'), person(start, 'Dan Berg')]),
        table('2', [person(start, 'Anna Ek')]),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await answer([guest('Cilla Berg', 'o-yes', true), guest('Dan Berg', 'o-no', false)], berg.token);
    await answer([guest('Gustav Lind', 'o-yes', true)]);
    const changed = await read();
    expect(changed.tables[0]?.places.map((one) => one.member)).toEqual(['Cilla Berg']);
    expect(changed.removed).toEqual([{ householdId: berg._id, member: 'Dan Berg', table: 'Bord 1' }]);
    expect(changed.unplaced.map((one) => one.member)).toEqual(['Eva Holm', 'Bo Ek', 'Gustav Lind']);

    const next = await save({
      revision: changed.revision,
      tables: changed.tables,
      visibility: changed.visibility,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(seatingPlanSchema.parse(next.json()).removed).toEqual([]);
    expect((await read()).removed).toEqual([]);
    const [row] = await app.db.select().from(seatingPlans).where(eq(seatingPlans.eventId, ''));
    expect(JSON.stringify(row?.tables)).not.toContain('Dan Berg');
  });

  it("shows a personal link only its own household's seats, and only from the plan's day", async () => {
    const plan = await read(DINNER);
    const saved = await save(
      {
        revision: plan.revision,
        tables: [table('7', [person(plan, 'Anna Ek'), person(plan, 'Cilla Berg')])],
        visibility: { from: null, searchable: false },
      },
      DINNER,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // The whole day's plan is shown already (the site's date is past): put it after the dinner.
    const day = await read();
    expect(
      (
        await save({
          revision: day.revision,
          tables: day.tables,
          visibility: { from: '2031-07-01', searchable: false },
        })
      ).statusCode,
    ).toBe(200);

    const before = await householdRead(ek);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).not.toHaveProperty('seats');
    expect(before.headers['cache-control']).toBe('private, no-store');

    clock.advance(DAY_MS);
    const onTheDay = guestHouseholdSchema.parse((await householdRead(ek)).json());
    expect(onTheDay.seats).toEqual([{ member: 'Anna Ek', table: 'Bord 7' }]);
    const other = await householdRead(berg);
    expect(guestHouseholdSchema.parse(other.json()).seats).toEqual([
      { member: 'Cilla Berg', table: 'Bord 7' },
    ]);
    expect(other.body).not.toContain('Anna Ek');
  });

  it('lets guests search names only in a plan shown and made searchable', async () => {
    const search = (name: string, event?: string) =>
      app.inject({
        url: `/api/sites/public/${siteId}/seating/search?name=${encodeURIComponent(name)}${event ? `&event=${event}` : ''}`,
      });
    expectErrorResponse(await search('anna'), 404, 'NOT_FOUND');
    const plan = await read(DINNER);
    const saved = await save(
      { revision: plan.revision, tables: plan.tables, visibility: { from: '2031-06-14', searchable: true } },
      DINNER,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const found = await search('ANNA');
    expect(found.statusCode, found.body).toBe(200);
    expect(seatingSearchResponseSchema.parse(found.json()).matches).toEqual([
      { member: 'Anna Ek', table: 'Bord 7' },
    ]);
    expect(seatingSearchResponseSchema.parse((await search('berg', DINNER)).json()).matches).toEqual([
      { member: 'Cilla Berg', table: 'Bord 7' },
    ]);
    expectErrorResponse(await search('a'), 400);
    expectErrorResponse(await search('anna', 'ev-brunch'), 404, 'NOT_FOUND');
  });

  it('keeps no name of a household whose answer was erased on any plan', async () => {
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/sites/public/${siteId}/households/${ek.token}/answer`,
      payload: {},
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    const rows = await app.db.select().from(seatingPlans).where(eq(seatingPlans.siteId, siteId));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(JSON.stringify(row.tables)).not.toContain('Anna Ek');
    const dinner = await read(DINNER);
    expect(dinner.removed).toEqual([]);
    expect(dinner.tables[0]?.places.map((one) => one.member)).toEqual(['Cilla Berg']);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/sites/${siteId}/households/${berg._id}`,
      payload: {},
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const row of await app.db.select().from(seatingPlans).where(eq(seatingPlans.siteId, siteId)))
      expect(JSON.stringify(row.tables)).not.toContain(berg._id);
  });
});
