import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSpeechesResponseSchema, toastmasterDeskSchema, toastmasterStatusSchema } from '@eventsite/core';
import type { App } from '../../../src/app';
import { formSubmissions, mailOutbox, speechSignups, toastmasterLinks } from '../../../src/db/schema';
import { sendSpeechReminders } from '../../../src/speeches/send-speech-reminders';
import { speechDepsOf } from '../../../src/speeches/speech-deps';
import { postJson, sessionCookieOf } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { putJson } from '../../helpers/sites';
import { fetchPostKey } from '../guest/guest-site';
import { createSpeechSite } from './speech-site';

const run = promisify(execFile);

/** Names and notes no owner's route may carry in surprise mode. */
const SECRETS = ['Zelda Zpeaker', 'Yngve Ypsilon', 'Xena Xylofon', 'HEMLIGANTECKNING', 'Morbror till bruden'];

describe('speeches through the toastmaster (issue 36)', () => {
  const clock = createClock();
  let app: App;
  let site: Awaited<ReturnType<typeof createSpeechSite>>;
  let other: Awaited<ReturnType<typeof createSpeechSite>>;
  let token = '';

  const signUp = async (siteId: string, speech: object) =>
    postJson(app, `/api/speeches/${siteId}/v2`, {
      speech,
      postKey: await fetchPostKey(app, clock, 'form-submissions'),
      source: 'site-form-speech-1',
      language: 'sv',
    });
  const moveTo = (date: Date) => clock.advance(date.getTime() - clock.now().getTime());
  const ownerGet = (url: string, cookie = site.owner.cookie) => app.inject({ url, headers: { cookie } });
  const desk = (path = '') => app.inject({ url: `/api/toastmaster/${token}${path}` });
  const mailsTo = async (to: string) =>
    (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((mail) => mail.subject);
  const tokenFromMail = async (to: string) => {
    const [mail] = (await app.mail.outbox.listNewestFirst(50)).filter((candidate) => candidate.to === to);
    const match = /\/toastmaster\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`No desk link mailed to ${to}`);
    return { token: match[1], text: mail?.text ?? '' };
  };

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    site = await createSpeechSite(app);
    other = await createSpeechSite(app);
  });
  afterAll(() => app.close());

  it('stores structured sign-ups for the toastmaster, never in the hosts’ form answers', async () => {
    const zelda = await signUp(site.siteId, {
      name: 'Zelda Zpeaker',
      relation: 'Morbror till bruden',
      minutes: 5,
      slot: 'starter',
      needs: ['microphone', 'songSheets'],
      songTitle: 'Vi gratulerar',
      note: 'HEMLIGANTECKNING',
      mail: 'zelda@example.se',
      householdToken: site.household.token,
    });
    expect(zelda.statusCode, zelda.body).toBe(200);
    expect(zelda.json()).toEqual({ invertedSuccess: false });
    await signUp(site.siteId, { name: 'Yngve Ypsilon', minutes: 3, mail: 'yngve@example.se' });
    await signUp(site.siteId, { name: 'Xena Xylofon', minutes: 4, slot: 'main' });
    await signUp(other.siteId, { name: 'Other Site Speaker', minutes: 2 });

    const rows = await app.db.select().from(speechSignups).where(eq(speechSignups.siteId, site.siteId));
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.name === 'Zelda Zpeaker')).toMatchObject({
      householdId: site.household.id,
      needs: ['microphone', 'songSheets'],
      slotId: 'starter',
    });
    expect(
      await app.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, site.siteId)),
    ).toEqual([]);
  });

  it('refuses a slot the module does not offer, and a suspect post key stores nothing', async () => {
    expectErrorResponse(await signUp(site.siteId, { name: 'Kim', minutes: 3, slot: 'dessert' }), 400);
    const bad = await postJson(app, `/api/speeches/${site.siteId}/v2`, {
      speech: { name: 'Bot', minutes: 3 },
      postKey: 'no-such-key-0123456789abcdef',
      source: 'site-form-speech-1',
    });
    expect(bad.json()).toEqual({ invertedSuccess: true });
    const rows = await app.db.select().from(speechSignups).where(eq(speechSignups.siteId, site.siteId));
    expect(rows).toHaveLength(3);
  });

  it('in surprise mode, gives the hosts the count and minutes only: no owner route carries a name or note', async () => {
    const speeches = await ownerGet(`/api/sites/${site.siteId}/speeches`);
    expect(speeches.statusCode, speeches.body).toBe(200);
    expect(ownerSpeechesResponseSchema.parse(speeches.json())).toMatchObject({
      surprise: true,
      count: 3,
      totalMinutes: 12,
    });
    for (const url of [
      `/api/sites/${site.siteId}/speeches`,
      `/api/sites/${site.siteId}/speeches?module=speech-1`,
      `/api/sites/${site.siteId}`,
      `/api/form-submissions/${site.siteId}`,
      `/api/rsvps/${site.siteId}/v4`,
      `/api/sites/${site.siteId}/households`,
    ]) {
      const response = await ownerGet(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      for (const secret of SECRETS) expect(response.body, url).not.toContain(secret);
    }
    expectErrorResponse(await ownerGet(`/api/sites/${site.siteId}/speeches`, other.owner.cookie), 403);
  });

  it('mails a toastmaster a private link on the site’s host; the desk shows its own site’s speeches only', async () => {
    const sent = await postJson(
      app,
      `/api/sites/${site.siteId}/speeches/toastmasters/tm-1/link`,
      {},
      { cookie: site.owner.cookie },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(toastmasterStatusSchema.parse(sent.json())).toMatchObject({ id: 'tm-1', linkOpenedAt: null });
    const mailed = await tokenFromMail('tove@example.se');
    token = mailed.token;
    expect(mailed.text).toContain(`http://${site.host}:3000/toastmaster/${token}`);
    const [stored] = await app.db
      .select()
      .from(toastmasterLinks)
      .where(eq(toastmasterLinks.siteId, site.siteId));
    expect(stored?.tokenHash).not.toContain(token);

    const response = await desk();
    expect(response.statusCode, response.body).toBe(200);
    const state = toastmasterDeskSchema.parse(response.json());
    expect(state.speeches.map((speech) => speech.name).sort()).toEqual([
      'Xena Xylofon',
      'Yngve Ypsilon',
      'Zelda Zpeaker',
    ]);
    expect(response.body).not.toContain('Other Site Speaker');
    expect(state.toastmaster).toEqual({ id: 'tm-1', name: 'Tove Toastmaster' });
    expect(state.order).toEqual({
      revision: 0,
      slots: [
        { slotId: 'starter', plannedMinutes: 10, speechIds: [] },
        { slotId: 'main', plannedMinutes: 0, speechIds: [] },
      ],
    });
    expect(state.deadline).toBe('2030-02-13');

    const status = ownerSpeechesResponseSchema.parse(
      (await ownerGet(`/api/sites/${site.siteId}/speeches`)).json(),
    );
    expect(status.toastmasters.find((toastmaster) => toastmaster.id === 'tm-1')?.linkOpenedAt).not.toBeNull();
    expectErrorResponse(
      await postJson(
        app,
        `/api/sites/${site.siteId}/speeches/toastmasters/tm-9/link`,
        {},
        { cookie: site.owner.cookie },
      ),
      404,
    );
  });

  it('saves the order and notes against its revision, and refuses a stale one', async () => {
    const state = toastmasterDeskSchema.parse((await desk()).json());
    const id = (name: string) => state.speeches.find((speech) => speech.name === name)?._id ?? '';
    const saved = await putJson(app, `/api/toastmaster/${token}/order`, {
      revision: 0,
      slots: [
        { slotId: 'starter', plannedMinutes: 7, speechIds: [id('Zelda Zpeaker'), id('Yngve Ypsilon')] },
        { slotId: 'main', plannedMinutes: 0, speechIds: [id('Xena Xylofon'), id('Zelda Zpeaker')] },
      ],
      notes: [{ speechId: id('Zelda Zpeaker'), note: 'Efter kaffet' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = toastmasterDeskSchema.parse(saved.json());
    expect(after.order.revision).toBe(1);
    expect(after.order.slots[1]?.speechIds).toEqual([id('Xena Xylofon')]);
    expect(after.speeches.find((speech) => speech.name === 'Zelda Zpeaker')?.toastmasterNote).toBe(
      'Efter kaffet',
    );
    expect(after.unsentChanges).toBe(2);

    const stale = await putJson(app, `/api/toastmaster/${token}/order`, { revision: 0, slots: [] });
    expect(expectErrorResponse(stale, 409).code).toBe('SPEECH_ORDER_STALE');
    const status = ownerSpeechesResponseSchema.parse(
      (await ownerGet(`/api/sites/${site.siteId}/speeches`)).json(),
    );
    expect(status.toastmasters[0]?.orderSavedAt).not.toBeNull();
    expect((await ownerGet(`/api/sites/${site.siteId}/speeches`)).body).not.toContain('Efter kaffet');
  });

  it('mails each speaker with a mail their slot once per change', async () => {
    const notify = () => postJson(app, `/api/toastmaster/${token}/notify`, {});
    expect((await notify()).json()).toEqual({ mailed: 2 });
    expect(await mailsTo('zelda@example.se')).toHaveLength(1);
    const [zelda] = (await app.mail.outbox.listNewestFirst(50)).filter(
      (mail) => mail.to === 'zelda@example.se',
    );
    expect(zelda?.text).toContain('Efter förrätten, som nummer 1 av 2');
    expect((await notify()).json()).toEqual({ mailed: 0 });

    // Swapping the two moves both; only they are mailed again.
    const state = toastmasterDeskSchema.parse((await desk()).json());
    const [first, second] = state.order.slots[0]?.speechIds ?? [];
    await putJson(app, `/api/toastmaster/${token}/order`, {
      revision: state.order.revision,
      slots: [{ slotId: 'starter', plannedMinutes: 7, speechIds: [second, first] }, state.order.slots[1]],
    });
    expect((await notify()).json()).toEqual({ mailed: 2 });
    expect(await mailsTo('zelda@example.se')).toHaveLength(2);
    expect(await mailsTo('yngve@example.se')).toHaveLength(2);
    expect((await notify()).json()).toEqual({ mailed: 0 });
  });

  it('prints the running order as an A4 PDF with the speakers, their needs and songs', async () => {
    const response = await desk('/running-order.pdf');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const dir = await mkdtemp(join(tmpdir(), 'running-order-'));
    try {
      const file = join(dir, 'running-order.pdf');
      await writeFile(file, response.rawPayload);
      const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
      for (const words of [
        'Anna & Erik',
        'Efter förrätten',
        'Zelda Zpeaker',
        'Yngve Ypsilon',
        'Xena Xylofon',
      ]) {
        expect(text).toContain(words);
      }
      expect(text).toContain('Vi gratulerar');
      expect(text).toContain('Morbror till bruden');
      expect(text).toContain('8 av 7 min');
      const { stdout: info } = await run('pdfinfo', [file]);
      expect(info).toMatch(/Page size:.*\(A4\)/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a revoked link and the old link once a new one is sent', async () => {
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/sites/${site.siteId}/speeches/toastmasters/tm-1/link`,
      payload: '{}',
      headers: { 'content-type': 'application/json', cookie: site.owner.cookie },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ linkSentAt: null });
    expect(expectErrorResponse(await desk(), 404).code).toBe('TOASTMASTER_LINK_INVALID');

    await postJson(
      app,
      `/api/sites/${site.siteId}/speeches/toastmasters/tm-2/link`,
      {},
      { cookie: site.owner.cookie },
    );
    const first = (await tokenFromMail('tor@example.se')).token;
    await postJson(
      app,
      `/api/sites/${site.siteId}/speeches/toastmasters/tm-2/link`,
      {},
      { cookie: site.owner.cookie },
    );
    token = first;
    expect(expectErrorResponse(await desk(), 404).code).toBe('TOASTMASTER_LINK_INVALID');
    token = (await tokenFromMail('tor@example.se')).token;
    expect((await desk()).statusCode).toBe(200);
    token = 'A'.repeat(43);
    expect(expectErrorResponse(await desk(), 404).code).toBe('TOASTMASTER_LINK_INVALID');
  });

  it('reminds each speaker with a mail once, two days before the day', async () => {
    const deps = speechDepsOf(app);
    moveTo(new Date('2030-02-17T09:00:00.000Z'));
    expect(await sendSpeechReminders(deps, clock.now())).toBe(0);
    moveTo(new Date('2030-02-18T09:00:00.000Z'));
    const before = (await mailsTo('zelda@example.se')).length;
    expect(await sendSpeechReminders(deps, clock.now())).toBe(2);
    expect(await mailsTo('zelda@example.se')).toHaveLength(before + 1);
    expect(await sendSpeechReminders(deps, clock.now())).toBe(0);
  });

  it('refuses sign-ups after the deadline', async () => {
    const late = await signUp(site.siteId, { name: 'Sen Gäst', minutes: 3 });
    expect(expectErrorResponse(late, 409).code).toBe('SPEECH_SIGNUPS_CLOSED');
  });

  it('lifts the surprise the day after the site’s date', async () => {
    moveTo(new Date('2030-02-21T09:00:00.000Z'));
    // The owner's session of a month ago has ended: they log in again.
    const login = await postJson(app, '/api/accounts/login/', {
      mail: site.owner.mail,
      password: site.owner.password,
    });
    const cookie = sessionCookieOf(login);
    const view = ownerSpeechesResponseSchema.parse(
      (await ownerGet(`/api/sites/${site.siteId}/speeches`, cookie)).json(),
    );
    expect(view.surprise).toBe(false);
    expect(view.surprise === false && view.speeches.map((speech) => speech.name)).toContain('Zelda Zpeaker');
  });
});
