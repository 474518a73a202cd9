import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guestHouseholdSchema,
  householdAnswerResponseSchema,
  householdsResponseSchema,
  reminderOverviewSchema,
  rsvpAnswersResponseSchema,
  type Household,
  type ScheduleEventInput,
} from '@eventsite/core';
import { DEFAULT_WEB_DIST_DIR, type App } from '../../../src/app';
import { postJson } from '../../helpers/accounts';
import type { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { getSite, putJson } from '../../helpers/sites';
import { createGuestSite, fetchPostKey } from '../guest/guest-site';

/*
 * The day's events (issue 34) on the server: invitations per household, what a personal link shows, the
 * refusal of answers for events a guest is not asked, the counts per event and the reminders.
 */
const CEREMONY = 'ev-ceremony';
const DINNER = 'ev-dinner';
const PARTY = 'ev-party';
/** Words only the by-invitation dinner holds: no byte of them may reach a guest without its link. */
const DINNER_SECRET = 'Hemligmiddag';

const EVENTS: ScheduleEventInput[] = [
  { id: PARTY, title: { en: 'Party' }, startsAt: '2031-06-14T21:00', openToAll: false },
  {
    id: DINNER,
    title: { en: `${DINNER_SECRET} dinner` },
    startsAt: '2031-06-14T17:00',
    place: { en: `${DINNER_SECRET} manor` },
    address: `${DINNER_SECRET}vägen 1`,
    openToAll: false,
  },
  { id: CEREMONY, title: { en: 'Ceremony' }, startsAt: '2031-06-14T15:00', openToAll: true },
];

const guest = (name: string, attendance: object[] = []) => ({
  formElements: [
    { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: name },
    { formElement: { id: 'q-coming', formElementType: 'SingleSelect' }, selectedOption: { id: 'o-yes' } },
  ],
  attendance,
});

describe("the day's events on the guest list and in the RSVP", () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let host: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;

  const list = async () => {
    const response = await app.inject({
      url: `/api/sites/${siteId}/households`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return householdsResponseSchema.parse(response.json());
  };
  const householdNamed = async (name: string): Promise<Household> => {
    const found = (await list()).households.find((household) => household.name === name);
    if (!found) throw new Error(`No household ${name}`);
    return found;
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
  /** A guest's page at the site's address, as a browser reads it (following the language redirect). */
  const guestPage = async (path: string) => {
    const read = (url: string) => app.inject({ url, headers: { host, accept: 'text/html' } });
    const first = await read(path);
    return first.statusCode === 302 ? read(String(first.headers.location)) : first;
  };
  const saveSite = async (change: (modules: object[]) => object[], extra: object = {}) => {
    const site = await getSite(app, owner.cookie, siteId);
    const saved = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      { ...site, ...extra, siteModules: change(site.usesSiteModules ? site.siteModules : []) },
      owner.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, webDistDir: DEFAULT_WEB_DIST_DIR });
    ({ siteId, owner } = await createGuestSite(app));
    const site = await getSite(app, owner.cookie, siteId);
    host = site.host ?? '';
    await saveSite(
      (modules) => [...modules, { id: 'schedule-1', siteModuleType: 'Schedule', events: EVENTS }],
      { availableLanguages: [{ languageCode: 'en' }, { languageCode: 'sv' }] },
    );
    for (const household of [
      { name: 'The Ek family', members: ['Anna Ek', 'Bo Ek'], mail: 'ek@example.com', events: [CEREMONY] },
      { name: 'The Berg family', members: ['Cilla Berg', 'Dan Berg'], mail: 'berg@example.com' },
    ]) {
      const added = await postJson(
        app,
        `/api/sites/${siteId}/households`,
        { language: 'en', ...household },
        { cookie: owner.cookie },
      );
      expect(added.statusCode, added.body).toBe(201);
    }
  });
  afterAll(() => app.close());

  it('stores which events each household is invited to, all of them by default', async () => {
    expect((await householdNamed('The Ek family')).events).toEqual([CEREMONY]);
    expect((await householdNamed('The Berg family')).events).toBeNull();
  });

  it('refuses to invite a household to an event the programme does not have', async () => {
    const added = await postJson(
      app,
      `/api/sites/${siteId}/households`,
      { name: 'The Holm family', members: ['Eva Holm'], language: 'en', events: [CEREMONY, 'ev-brunch'] },
      { cookie: owner.cookie },
    );
    expectErrorResponse(added, 400, 'SCHEDULE_EVENT_UNKNOWN');
    const berg = await householdNamed('The Berg family');
    const changed = await putJson(
      app,
      `/api/sites/${siteId}/households/${berg._id}`,
      { name: berg.name, members: berg.members, language: 'en', events: ['ev-brunch'] },
      owner.cookie,
    );
    expectErrorResponse(changed, 400, 'SCHEDULE_EVENT_UNKNOWN');
    const many = await putJson(
      app,
      `/api/sites/${siteId}/households/events`,
      { householdIds: [berg._id], events: ['ev-brunch'] },
      owner.cookie,
    );
    expectErrorResponse(many, 400, 'SCHEDULE_EVENT_UNKNOWN');
    expect((await list()).households.map((household) => household.name)).not.toContain('The Holm family');
    expect((await householdNamed('The Berg family')).events).toBeNull();
  });

  it('invites many households at once, and back to all events with null; only the owner may', async () => {
    const ek = await householdNamed('The Ek family');
    const berg = await householdNamed('The Berg family');
    const url = `/api/sites/${siteId}/households/events`;
    const both = { householdIds: [ek._id, berg._id, 'not-a-household'], events: [CEREMONY, DINNER] };
    expectErrorResponse(await putJson(app, url, both), 403, 'NOT_LOGGED_IN');
    const invited = await putJson(app, url, both, owner.cookie);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toEqual({ updated: 2 });
    expect((await householdNamed('The Berg family')).events).toEqual([CEREMONY, DINNER]);

    expect(
      (await putJson(app, url, { householdIds: [berg._id], events: null }, owner.cookie)).json(),
    ).toEqual({
      updated: 1,
    });
    expect(
      (await putJson(app, url, { householdIds: [ek._id], events: [CEREMONY] }, owner.cookie)).json(),
    ).toEqual({
      updated: 1,
    });
    expect((await householdNamed('The Berg family')).events).toBeNull();
    expect((await householdNamed('The Ek family')).events).toEqual([CEREMONY]);
  });

  it("shows a personal link its household's events: the invited ones whole, nothing of the others", async () => {
    const household = async (token: string) => {
      const response = await app.inject({ url: `/api/sites/public/${siteId}/households/${token}` });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const berg = await household((await householdNamed('The Berg family')).token);
    const bergHousehold = guestHouseholdSchema.parse(berg.json());
    expect(bergHousehold.events).toEqual([CEREMONY, DINNER, PARTY]);
    expect(bergHousehold.invitedEvents.map(({ moduleId, event }) => [moduleId, event.id])).toEqual([
      ['schedule-1', DINNER],
      ['schedule-1', PARTY],
    ]);
    expect(bergHousehold.invitedEvents[0]?.event.address).toBe(`${DINNER_SECRET}vägen 1`);

    const ek = await household((await householdNamed('The Ek family')).token);
    expect(guestHouseholdSchema.parse(ek.json())).toMatchObject({ events: [CEREMONY], invitedEvents: [] });
    expect(ek.body).not.toContain(DINNER_SECRET);
    expect(ek.body).not.toContain(DINNER);
  });

  it('keeps a by-invitation event out of every public read without the link', async () => {
    const reads = [
      await app.inject({ url: `/api/sites/public/host/${host}` }),
      await app.inject({ url: `/api/sites/public/${siteId}` }),
      await guestPage('/'),
      await guestPage('/sv'),
    ];
    for (const read of reads) {
      expect(read.statusCode, read.body).toBe(200);
      // The open event is there, so the read is the one with the programme.
      expect(read.body).toContain(CEREMONY);
      expect(read.body).not.toContain(DINNER_SECRET);
      expect(read.body).not.toContain(DINNER);
      expect(read.body).not.toContain(PARTY);
    }
  });

  it('renews the shared page when the owner adds an event', async () => {
    const page = () => guestPage('/');
    expect((await page()).body).not.toContain('ev-brunch');
    await saveSite((modules) =>
      modules.map((module) =>
        'siteModuleType' in module && module.siteModuleType === 'Schedule'
          ? {
              ...module,
              events: [
                ...EVENTS,
                { id: 'ev-brunch', title: { en: 'Brunch' }, startsAt: '2031-06-15T11:00', openToAll: true },
              ],
            }
          : module,
      ),
    );
    const renewed = await page();
    expect(renewed.body).toContain('ev-brunch');
    expect(renewed.body).not.toContain(DINNER_SECRET);
  });

  it('refuses an answer for an event the guest is not asked, and stores the others per guest', async () => {
    const ek = await householdNamed('The Ek family');
    expectErrorResponse(
      await answer([guest('Anna Ek', [{ eventId: DINNER, attending: true }])], ek.token),
      403,
      'EVENT_NOT_INVITED',
    );
    expectErrorResponse(
      await answer([guest('Someone', [{ eventId: PARTY, attending: true }])]),
      403,
      'EVENT_NOT_INVITED',
    );
    expect(await app.repositories.guestAnswers.listRsvpAnswers(siteId)).toEqual([]);

    const ekAnswer = await answer(
      [
        guest('Anna Ek', [{ eventId: CEREMONY, attending: true }]),
        guest('Bo Ek', [{ eventId: CEREMONY, attending: false }]),
      ],
      ek.token,
    );
    expect(ekAnswer.json()).toEqual({ invertedSuccess: false });
    const anonymous = await answer([guest('Someone', [{ eventId: CEREMONY, attending: true }])]);
    expect(anonymous.json()).toEqual({ invertedSuccess: false });

    const owners = await app.inject({ url: `/api/rsvps/${siteId}/v4`, headers: { cookie: owner.cookie } });
    const stored = rsvpAnswersResponseSchema.parse(owners.json()).data.data;
    const attendanceOf = (name: string) =>
      stored.find((entry) => entry.formElements.some((element) => element.value === name))?.attendance;
    expect(attendanceOf('Anna Ek')).toEqual([{ eventId: CEREMONY, attending: true }]);
    expect(attendanceOf('Bo Ek')).toEqual([{ eventId: CEREMONY, attending: false }]);
    expect(attendanceOf('Someone')).toEqual([{ eventId: CEREMONY, attending: true }]);

    const own = await app.inject({ url: `/api/sites/public/${siteId}/households/${ek.token}/answer` });
    expect(householdAnswerResponseSchema.parse(own.json()).guests.map((entry) => entry.attendance)).toEqual([
      [{ eventId: CEREMONY, attending: true }],
      [{ eventId: CEREMONY, attending: false }],
    ]);
  });

  it('counts each event in households and people, and reminds a household that left one of its events', async () => {
    const berg = await householdNamed('The Berg family');
    const partial = await answer(
      [
        guest('Cilla Berg', [
          { eventId: CEREMONY, attending: true },
          { eventId: DINNER, attending: true },
        ]),
        guest('Dan Berg', [{ eventId: CEREMONY, attending: true }]),
      ],
      berg.token,
    );
    expect(partial.json()).toEqual({ invertedSuccess: false });
    const { eventCounts } = await list();
    expect(eventCounts.map((counts) => counts.eventId)).toEqual([CEREMONY, DINNER, PARTY, 'ev-brunch']);
    expect(eventCounts[0]).toEqual({
      eventId: CEREMONY,
      households: { invited: 2, yes: 2, no: 0, notAnswered: 0 },
      people: { invited: 4, yes: 3, no: 1, notAnswered: 0 },
    });
    expect(eventCounts[1]).toEqual({
      eventId: DINNER,
      households: { invited: 1, yes: 1, no: 0, notAnswered: 0 },
      people: { invited: 1, yes: 1, no: 0, notAnswered: 0 },
    });
    expect(eventCounts[2]).toEqual({
      eventId: PARTY,
      households: { invited: 1, yes: 0, no: 0, notAnswered: 1 },
      people: { invited: 2, yes: 0, no: 0, notAnswered: 2 },
    });

    const reminders = async () => {
      const response = await app.inject({
        url: `/api/sites/${siteId}/households/reminders`,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return reminderOverviewSchema.parse(response.json());
    };
    // The Bergs answered nobody's party and the brunch, the Eks their one event.
    expect((await reminders()).recipients).toEqual([berg._id]);

    const whole = await answer(
      [
        guest('Cilla Berg', [
          { eventId: CEREMONY, attending: true },
          { eventId: DINNER, attending: true },
          { eventId: PARTY, attending: false },
          { eventId: 'ev-brunch', attending: false },
        ]),
      ],
      berg.token,
    );
    expect(whole.json()).toEqual({ invertedSuccess: false });
    expect((await reminders()).recipients).toEqual([]);
    // Answering again through the link replaced the household's answer, attendance and all.
    expect((await list()).eventCounts[1]?.people).toEqual({ invited: 1, yes: 1, no: 0, notAnswered: 0 });
    expect((await list()).eventCounts[2]?.people).toEqual({ invited: 1, yes: 0, no: 1, notAnswered: 0 });
  });

  it('with only invited guests, asks a listed name the events of its household and refuses the rest', async () => {
    await saveSite((modules) =>
      modules.map((module) =>
        'siteModuleType' in module && module.siteModuleType === 'Rsvp'
          ? { ...module, onlyInvitedGuests: true }
          : module,
      ),
    );
    expectErrorResponse(
      await answer([guest('ANNA EK', [{ eventId: DINNER, attending: true }])]),
      403,
      'EVENT_NOT_INVITED',
    );
    expectErrorResponse(
      await answer([guest('Nobody Listed', [{ eventId: CEREMONY, attending: true }])]),
      403,
      'NOT_ON_GUEST_LIST',
    );
    const listed = await answer([guest('Dan Berg', [{ eventId: PARTY, attending: true }])]);
    expect(listed.json()).toEqual({ invertedSuccess: false });
  });
});
