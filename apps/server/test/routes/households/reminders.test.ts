import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  householdsResponseSchema,
  reminderOverviewSchema,
  sendRemindersResponseSchema,
  type HouseholdInput,
  type SiteModuleInput,
} from '@eventsite/core';
import type { App } from '../../../src/app';
import { rsvpAnswers } from '../../../src/db/schema';
import { sendScheduledReminders } from '../../../src/households/send-reminders';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock, type TestClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, getSite, publishSite, putJson, siteDraft } from '../../helpers/sites';
import { householdDepsOf } from '../../../src/households/household-deps';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The realistic site in Swedish, English and Danish, its RSVP answered by 1 February 2030. */
function reminderSiteDraft() {
  const draft = siteDraft();
  return {
    ...draft,
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }, { languageCode: 'da' }],
    siteModules: (draft.siteModules ?? []).map((module): SiteModuleInput =>
      module.siteModuleType === 'Header'
        ? { ...module, title: { sv: 'Anna & Erik', en: 'Anna & Erik', da: 'Anna & Erik' } }
        : module.siteModuleType === 'Rsvp'
          ? { ...module, answerBy: '2030-02-01' }
          : module,
    ),
  };
}

const household = (name: string, language: 'sv' | 'en' | 'da', mail: string): HouseholdInput => ({
  name,
  members: [`${name} 1`],
  mail,
  phone: '',
  language,
  tags: [],
  events: null,
});

const EK = household('Familjen Ek', 'sv', 'ek@example.se');
const BERG = household('The Berg family', 'en', 'berg@example.com');
const DAHL = household('Familien Dahl', 'da', 'dahl@example.dk');
const HOLM = household('Familjen Holm', 'sv', '');
const FORS = household('Familjen Fors', 'sv', 'fors@example.se');

interface Owner {
  cookie: string;
  siteId: string;
  host: string;
}

async function ownerWithGuestList(app: App): Promise<Owner & { ids: Record<string, string> }> {
  const { cookie } = await registerAccount(app);
  const siteId = await createSite(app, cookie, reminderSiteDraft());
  const host = `reminders-${Math.floor(Math.random() * 1e9)}.party.localhost`;
  await publishSite(app, siteId, host);
  for (const input of [EK, BERG, DAHL, HOLM, FORS]) {
    const added = await postJson(app, `/api/sites/${siteId}/households`, input, { cookie });
    expect(added.statusCode, added.body).toBe(201);
  }
  const list = await householdList(app, { cookie, siteId });
  const ids = Object.fromEntries(list.households.map((entry) => [entry.name, entry._id]));
  // Familjen Fors has answered through its personal link.
  await app.db.insert(rsvpAnswers).values({
    id: `answer-${siteId}`,
    siteId,
    groupIdentifier: `group-${siteId}`,
    createdAt: new Date(),
    answer: {
      _id: `answer-${siteId}`,
      formId: 'rsvp-1',
      formTitle: {},
      createdAt: '2030-01-10T00:00:00.000Z',
      language: 'sv',
      recipients: [],
      groupIdentifier: `group-${siteId}`,
      formElements: [],
    },
    householdId: ids['Familjen Fors'] ?? null,
  });
  return { cookie, siteId, host, ids };
}

async function householdList(app: App, owner: Pick<Owner, 'cookie' | 'siteId'>) {
  const response = await app.inject({
    url: `/api/sites/${owner.siteId}/households`,
    headers: { cookie: owner.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return householdsResponseSchema.parse(response.json());
}

async function overview(app: App, owner: Pick<Owner, 'cookie' | 'siteId'>) {
  const response = await app.inject({
    url: `/api/sites/${owner.siteId}/households/reminders`,
    headers: { cookie: owner.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return reminderOverviewSchema.parse(response.json());
}

async function send(app: App, owner: Pick<Owner, 'cookie' | 'siteId'>, householdIds: string[]) {
  const response = await postJson(
    app,
    `/api/sites/${owner.siteId}/households/reminders`,
    { householdIds },
    { cookie: owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return sendRemindersResponseSchema.parse(response.json());
}

/** The reminders in the outbox to this site's households, oldest first. */
async function reminderMails(app: App) {
  const mails = await app.mail.outbox.listNewestFirst(1000);
  return mails.filter((mail) => /påminnelse|reminder|påmindelse/.test(mail.subject)).reverse();
}

/** A fresh app whose clock stands at 13:00 on 15 January 2030 in Stockholm, and an owner's guest list. */
async function appWithGuestList() {
  const clock = createClock(new Date('2030-01-15T12:00:00.000Z'));
  const app = await buildTestApp({ now: clock.now });
  return { clock, app, owner: await ownerWithGuestList(app) };
}

describe('reminders to households that have not answered', () => {
  let clock: TestClock;
  let app: App;
  let owner: Owner & { ids: Record<string, string> };
  beforeAll(async () => {
    ({ clock, app, owner } = await appWithGuestList());
  });
  afterAll(() => app.close());

  it('shows who gets one and who is skipped, and why, in the guest list order; off by default', async () => {
    const { ids } = owner;
    expect(await overview(app, owner)).toEqual({
      settings: { daysBefore: null },
      blocked: null,
      answerBy: '2030-02-01',
      scheduledDay: null,
      scheduledDone: false,
      recipients: [ids['Familjen Ek'], ids['The Berg family'], ids['Familien Dahl']],
      skipped: [
        { householdId: ids['Familjen Holm'], reason: 'noMail' },
        { householdId: ids['Familjen Fors'], reason: 'answered' },
      ],
    });
  });

  it('mails each household its personal link in its own language, through the outbox', async () => {
    const before = (await reminderMails(app)).length;
    const everyone = Object.values(owner.ids);
    expect(await send(app, owner, everyone)).toEqual({ sent: 3, notSent: 2 });
    const mails = (await reminderMails(app)).slice(before);
    const tokens = Object.fromEntries(
      (await householdList(app, owner)).households.map((entry) => [entry.name, entry.token]),
    );
    const link = (language: string, name: string) =>
      `http://${owner.host}:3000/${language}?g=${tokens[name] ?? 'missing'}`;

    expect(mails.map(({ to, subject, status }) => ({ to, subject, status }))).toEqual([
      {
        to: 'ek@example.se',
        subject: 'Anna & Erik: en vänlig påminnelse om att svara',
        status: 'pending',
      },
      { to: 'berg@example.com', subject: 'Anna & Erik: a friendly reminder to reply', status: 'pending' },
      { to: 'dahl@example.dk', subject: 'Anna & Erik: en venlig påmindelse om at svare', status: 'pending' },
    ]);
    const [ek, berg, dahl] = mails;
    expect(ek?.text).toContain('Hej Familjen Ek!');
    expect(ek?.text).toContain('vi har inte fått ert svar än. Svara gärna senast 1 februari 2030.');
    expect(ek?.text).toContain(`Svara här: ${link('sv', 'Familjen Ek')}`);
    expect(ek?.html).toContain(`href="${link('sv', 'Familjen Ek')}"`);
    expect(berg?.text).toContain('Hi The Berg family!');
    expect(berg?.text).toContain('Please reply by 1 February 2030.');
    expect(berg?.text).toContain(`Reply here: ${link('en', 'The Berg family')}`);
    expect(dahl?.text).toContain('Hej Familien Dahl!');
    expect(dahl?.text).toContain('Svar gerne senest 1. februar 2030.');
    expect(dahl?.text).toContain(`Svar her: ${link('da', 'Familien Dahl')}`);
  });

  it('sends none the second time the same day, and shows when each household was last reminded', async () => {
    const before = (await reminderMails(app)).length;
    clock.advance(9 * HOUR); // 22:00 in Stockholm, still the same day there
    expect(await send(app, owner, Object.values(owner.ids))).toEqual({ sent: 0, notSent: 5 });
    expect(await reminderMails(app)).toHaveLength(before);

    const { households } = await householdList(app, owner);
    expect(households.map((entry) => [entry.name, entry.lastRemindedAt])).toEqual([
      ['Familjen Ek', '2030-01-15T12:00:00.000Z'],
      ['The Berg family', '2030-01-15T12:00:00.000Z'],
      ['Familien Dahl', '2030-01-15T12:00:00.000Z'],
      ['Familjen Holm', null],
      ['Familjen Fors', null],
    ]);
    expect((await overview(app, owner)).skipped.map((entry) => entry.reason)).toEqual([
      'remindedToday',
      'remindedToday',
      'remindedToday',
      'noMail',
      'answered',
    ]);
  });

  it('sends again the next day, only to the households the owner confirmed', async () => {
    const before = (await reminderMails(app)).length;
    clock.advance(2 * HOUR); // 00:00 on the 16th in Stockholm
    const result = await send(app, owner, [
      owner.ids['The Berg family'] ?? '',
      owner.ids['Familjen Fors'] ?? '',
    ]);
    expect(result).toEqual({ sent: 1, notSent: 1 });
    expect((await reminderMails(app)).slice(before).map((mail) => mail.to)).toEqual(['berg@example.com']);
  });

  it('never sends twice the same day, even for requests at the same moment', async () => {
    clock.advance(DAY);
    const ids = Object.values(owner.ids);
    const results = await Promise.all([send(app, owner, ids), send(app, owner, ids), send(app, owner, ids)]);
    expect(results.map((result) => result.sent).sort()).toEqual([0, 0, 3]);
  });
});

describe('scheduled reminders', () => {
  let clock: TestClock;
  let app: App;
  let owner: Owner & { ids: Record<string, string> };
  beforeAll(async () => {
    ({ clock, app, owner } = await appWithGuestList());
  });
  afterAll(() => app.close());

  const schedule = (daysBefore: number | null) =>
    putJson(app, `/api/sites/${owner.siteId}/households/reminders/settings`, { daysBefore }, owner.cookie);

  it('stores the number of days and shows the day the reminder goes out', async () => {
    const response = await schedule(3);
    expect(response.statusCode, response.body).toBe(200);
    expect(reminderOverviewSchema.parse(response.json())).toMatchObject({
      settings: { daysBefore: 3 },
      answerBy: '2030-02-01',
      scheduledDay: '2030-01-29',
      scheduledDone: false,
    });
  });

  it('keeps the schedule when a version of the site is restored', async () => {
    const site = await getSite(app, owner.cookie, owner.siteId);
    const restored = await postJson(
      app,
      `/api/sites/${owner.siteId}/versions/${site.siteVersion}/restore`,
      {},
      { cookie: owner.cookie },
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await overview(app, owner)).settings).toEqual({ daysBefore: 3 });
  });

  it('sends nothing before its day, then once on it from 09:00; the owner pressing send that day sends none', async () => {
    const mails = async () => (await reminderMails(app)).length;
    expect(await sendScheduledReminders(householdDepsOf(app), clock.now())).toBe(0);
    // 2030-01-29 08:59 in Stockholm (UTC+1).
    clock.advance(new Date('2030-01-29T07:59:00.000Z').getTime() - clock.now().getTime());
    expect(await sendScheduledReminders(householdDepsOf(app), clock.now())).toBe(0);
    clock.advance(60_000);
    expect(await sendScheduledReminders(householdDepsOf(app), clock.now())).toBe(3);
    expect(await mails()).toBe(3);
    expect((await overview(app, owner)).scheduledDone).toBe(true);

    clock.advance(HOUR);
    expect(await sendScheduledReminders(householdDepsOf(app), clock.now())).toBe(0);
    expect(await send(app, owner, Object.values(owner.ids))).toEqual({ sent: 0, notSent: 5 });
    expect(await mails()).toBe(3);
    expect(
      (await reminderMails(app)).map((mail) => mail.to),
      'each household once',
    ).toEqual(['ek@example.se', 'berg@example.com', 'dahl@example.dk']);
  });

  it('sends nothing when the owner pressed send earlier the same day, and not again the next day', async () => {
    await schedule(2); // 2030-01-30: a new scheduled day
    // 08:30 in Stockholm: the owner sends one; the schedule's run at 10:30 leaves that household out.
    clock.advance(new Date('2030-01-30T07:30:00.000Z').getTime() - clock.now().getTime());
    expect(await send(app, owner, [owner.ids['Familjen Ek'] ?? ''])).toEqual({ sent: 1, notSent: 0 });
    clock.advance(2 * HOUR);
    expect(await sendScheduledReminders(householdDepsOf(app), clock.now())).toBe(2);
    const sentThatDay = (await reminderMails(app)).slice(3).map((mail) => mail.to);
    expect(sentThatDay.sort()).toEqual(['berg@example.com', 'dahl@example.dk', 'ek@example.se']);
    clock.advance(DAY);
    expect(await sendScheduledReminders(householdDepsOf(app), clock.now())).toBe(0);
  });

  it('turns off', async () => {
    const response = await schedule(null);
    expect(response.statusCode, response.body).toBe(200);
    expect(reminderOverviewSchema.parse(response.json())).toMatchObject({
      settings: { daysBefore: null },
      scheduledDay: null,
    });
  });
});

describe('the reminder calls', () => {
  let app: App;
  let owner: Owner & { ids: Record<string, string> };
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await ownerWithGuestList(app);
  });
  afterAll(() => app.close());

  it('refuse anyone but the owner: nobody logged in, another owner and a guest of the site', async () => {
    const stranger = await registerAccount(app);
    await createSite(app, stranger.cookie);
    expect(
      (await putJson(app, `/api/sites/${owner.siteId}/password`, { password: 'bröllop' }, owner.cookie))
        .statusCode,
    ).toBe(200);
    const login = await postJson(app, `/api/sites/public/${owner.siteId}/login`, { password: 'bröllop' });
    expect(login.statusCode, login.body).toBe(200);
    const guest = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

    const base = `/api/sites/${owner.siteId}/households/reminders`;
    const calls = [
      { method: 'GET', url: base },
      { method: 'PUT', url: `${base}/settings`, payload: { daysBefore: 7 } },
      { method: 'POST', url: base, payload: { householdIds: Object.values(owner.ids) } },
    ] as const;
    for (const cookie of [undefined, stranger.cookie, guest]) {
      for (const call of calls) {
        const response = await app.inject({
          method: call.method,
          url: call.url,
          ...('payload' in call ? { payload: JSON.stringify(call.payload) } : {}),
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        });
        expectErrorResponse(response, 403);
      }
    }
    expect(await reminderMails(app)).toEqual([]);
    expect((await overview(app, owner)).settings).toEqual({ daysBefore: null });
  });

  it('refuse bad input with a 400 in the standard shape', async () => {
    const base = `/api/sites/${owner.siteId}/households/reminders`;
    for (const payload of [
      {},
      { householdIds: [] },
      { householdIds: 'all' },
      { householdIds: ['bad id!'] },
    ]) {
      expectErrorResponse(await postJson(app, base, payload, { cookie: owner.cookie }), 400);
    }
    for (const payload of [
      {},
      { daysBefore: 0 },
      { daysBefore: 31 },
      { daysBefore: 2.5 },
      { daysBefore: '7' },
    ]) {
      expectErrorResponse(await putJson(app, `${base}/settings`, payload, owner.cookie), 400);
    }
    expect(await reminderMails(app)).toEqual([]);
  });

  it('refuse to send while the site has no address, which the overview says', async () => {
    const { cookie } = await registerAccount(app);
    const siteId = await createSite(app, cookie, reminderSiteDraft());
    await postJson(app, `/api/sites/${siteId}/households`, EK, { cookie });
    expect((await overview(app, { cookie, siteId })).blocked).toBe('noAddress');
    const [ek] = (await householdList(app, { cookie, siteId })).households;
    const response = await postJson(
      app,
      `/api/sites/${siteId}/households/reminders`,
      { householdIds: [ek?._id] },
      { cookie },
    );
    expectErrorResponse(response, 409);
    expect(await reminderMails(app)).toEqual([]);
  });
});
