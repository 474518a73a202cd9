import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftsResponseSchema, householdsResponseSchema, type Site } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { getSite, putJson } from '../../helpers/sites';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createGiftSite, SHOWN_POT } from '../gifts/gift-site';
import { createGuestSite, storedCounts } from './guest-site';

/** The post key the page carries, read from its hidden field. */
function postKeyOf(html: string): string {
  const key = /name="postKey" value="([^"]+)"/.exec(html)?.[1];
  if (key === undefined) throw new Error(`No post key in the page: ${html.slice(0, 300)}`);
  return key;
}

describe('answering on the answer page, without JavaScript (issue 40)', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof createGuestSite>>['owner'];

  const rsvpPath = () => `/api/answer-pages/${siteId}/rsvp-1`;
  const formPath = () => `/api/answer-pages/${siteId}/form-1`;
  /** The page drawn for `guests` guests, aged past the 3 s a human needs, and its post key. */
  const openPage = async (path: string, query = '?lang=en&guests=1') => {
    const page = await app.inject({ url: `${path}${query}` });
    expect(page.statusCode, page.body).toBe(200);
    clock.advance(3000);
    return { html: page.body, postKey: postKeyOf(page.body) };
  };
  const post = (path: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const updateModule = async (type: 'Rsvp' | 'Speech2', change: Record<string, unknown>) => {
    const site: Site = await getSite(app, owner.cookie, siteId);
    if (!site.usesSiteModules) throw new Error('expected a version-2 site');
    const siteModules = site.siteModules.map((module) =>
      module.siteModuleType === type ? { ...module, ...change } : module,
    );
    const saved = await putJson(app, `/api/sites/V2/${siteId}`, { ...site, siteModules }, owner.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const updateRsvp = (change: Record<string, unknown>) => updateModule('Rsvp', change);

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, owner } = await createGuestSite(app));
  });
  afterAll(() => app.close());

  it("draws the RSVP's questions with a post key, uncached, and stores a posted answer", async () => {
    const page = await app.inject({ url: `${rsvpPath()}?lang=en&guests=2` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('name="g1/q-name"');
    clock.advance(3000);
    const before = await storedCounts(app, siteId);
    const response = await post(rsvpPath(), {
      postKey: postKeyOf(page.body),
      guests: '2',
      lang: 'en',
      'g0/q-name': 'Anna Ek',
      'g0/q-coming': 'o-yes',
      'g1/q-name': 'Bo Ek',
      'g1/q-coming': 'o-no',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Your answer has been sent.');
    expect((await storedCounts(app, siteId)).rsvps).toBe(before.rsvps + 2);
  });

  it('asks how many answer first when the RSVP takes several', async () => {
    const page = await app.inject({ url: `${rsvpPath()}?lang=sv` });
    expect(page.body).toContain('Hur många svarar?');
    expect(page.body).not.toContain('name="postKey"');
  });

  it('shows a missing answer beside its field, with what was posted, and stores nothing', async () => {
    const { postKey } = await openPage(rsvpPath());
    const before = await storedCounts(app, siteId);
    const response = await post(rsvpPath(), { postKey, guests: '1', lang: 'sv', 'g0/q-name': 'Anna Ek' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/<fieldset id="f-g0-q-coming">.*Svara på frågan\./s);
    expect(response.body).toContain('value="Anna Ek"');
    // The same key, still unused, for the guest's next try.
    expect(postKeyOf(response.body)).toBe(postKey);
    expect((await storedCounts(app, siteId)).rsvps).toBe(before.rsvps);
  });

  it('answers bad input with the page and its errors, never a 500', async () => {
    const { postKey } = await openPage(rsvpPath());
    const response = await post(rsvpPath(), {
      postKey,
      guests: 'many',
      lang: 'xx',
      'g0/q-name': 'Anna',
      'g0/q-coming': 'no-such-option',
      'g0/unknown': 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('class="alert"');
  });

  it('requires a post key, and stores nothing under a fresh one the guest has not waited for', async () => {
    const before = await storedCounts(app, siteId);
    const missing = await post(rsvpPath(), { guests: '1', 'g0/q-name': 'Anna', 'g0/q-coming': 'o-yes' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('class="alert"');
    // The page gives a fresh key; sent at once it is a robot's and stores nothing.
    const hasty = await post(rsvpPath(), {
      postKey: postKeyOf(missing.body),
      guests: '1',
      lang: 'en',
      'g0/q-name': 'Anna',
      'g0/q-coming': 'o-yes',
    });
    expect(hasty.body).toContain('identified you as a bot');
    expect((await storedCounts(app, siteId)).rsvps).toBe(before.rsvps);
  });

  it('refuses a name not on the guest list of an only-invited RSVP, beside the name', async () => {
    await postJson(
      app,
      `/api/sites/${siteId}/households`,
      { name: 'Familjen Öberg', members: ['Åsa Öberg'], language: 'sv' },
      { cookie: owner.cookie },
    );
    await updateRsvp({ onlyInvitedGuests: true });
    const before = await storedCounts(app, siteId);
    const { postKey } = await openPage(rsvpPath());
    const refused = await post(rsvpPath(), {
      postKey,
      guests: '1',
      lang: 'en',
      'g0/q-name': 'Okänd Gäst',
      'g0/q-coming': 'o-yes',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatch(/id="f-g0-q-name".*The name is not on the guest list\./s);
    expect((await storedCounts(app, siteId)).rsvps).toBe(before.rsvps);
    const listed = await post(rsvpPath(), {
      postKey,
      guests: '1',
      lang: 'en',
      'g0/q-name': 'asa oberg',
      'g0/q-coming': 'o-yes',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    await updateRsvp({ onlyInvitedGuests: false });
  });

  it("answers for a personal link's household: greeted, a form per member with the name filled in, tied to it", async () => {
    const added = await postJson(
      app,
      `/api/sites/${siteId}/households`,
      { name: 'The Berg family', members: ['Cilla Berg', 'Dan Berg', 'Ebba Berg'], language: 'en' },
      { cookie: owner.cookie },
    );
    expect(added.statusCode, added.body).toBe(201);
    const listed = async () => {
      const response = await app.inject({
        url: `/api/sites/${siteId}/households`,
        headers: { cookie: owner.cookie },
      });
      const list = householdsResponseSchema.parse(response.json());
      const berg = list.households.find((household) => household.name === 'The Berg family');
      if (!berg) throw new Error('The Berg family is not on the list');
      return berg;
    };
    const { token } = await listed();

    // Followed from the guest page opened with the personal link: the browser names it in the Referer.
    const followed = await app.inject({
      url: `${rsvpPath()}?lang=en`,
      headers: { referer: `http://localhost/en?g=${token}` },
    });
    expect(followed.body).toContain('Invitation for The Berg family');
    expect(followed.body).not.toContain('How many are answering?');
    expect(followed.body).toContain(`name="householdToken" value="${token}"`);
    expect(followed.body).toContain('name="g0/q-name" value="Cilla Berg"');
    expect(followed.body).toContain('name="g2/q-name" value="Ebba Berg"');
    // Another site's page, or an unknown token, is anyone's: how many answer is asked first.
    const elsewhere = await app.inject({
      url: `${rsvpPath()}?lang=en`,
      headers: { referer: `http://elsewhere.example/en?g=${token}` },
    });
    expect(elsewhere.body).toContain('How many are answering?');
    expect((await app.inject({ url: `${rsvpPath()}?lang=en&g=unknown-token` })).body).toContain(
      'How many are answering?',
    );

    const { html, postKey } = await openPage(rsvpPath(), `?lang=en&g=${token}`);
    expect(html).toContain('Invitation for The Berg family');
    const response = await post(rsvpPath(), {
      postKey,
      guests: '1',
      lang: 'en',
      householdToken: token,
      'g0/q-name': 'Cilla Berg',
      'g0/q-coming': 'o-yes',
      'g1/q-name': 'Dan Berg',
      'g1/q-coming': 'o-no',
      'g2/q-name': 'Ebba Berg',
      'g2/q-coming': 'o-yes',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Your answer has been sent.');
    expect((await listed()).memberAnswers.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'Cilla Berg', status: 'yes' },
      { name: 'Dan Berg', status: 'no' },
      { name: 'Ebba Berg', status: 'yes' },
    ]);
  });

  it('says the RSVP is closed after its last day, and refuses a post', async () => {
    const { postKey } = await openPage(rsvpPath());
    await updateRsvp({ answerBy: '2030-01-01', closeAfterAnswerBy: true });
    const page = await app.inject({ url: `${rsvpPath()}?lang=en&guests=1` });
    expect(page.body).toContain('Answers are no longer taken.');
    expect(page.body).not.toContain('name="postKey"');
    const before = await storedCounts(app, siteId);
    const refused = await post(rsvpPath(), {
      postKey,
      guests: '1',
      lang: 'en',
      'g0/q-name': 'Sen',
      'g0/q-coming': 'o-yes',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Answers are no longer taken.');
    expect((await storedCounts(app, siteId)).rsvps).toBe(before.rsvps);
    await updateRsvp({ answerBy: null, closeAfterAnswerBy: false });
  });

  it("stores a Form's answer, and marks its required question when empty", async () => {
    const { postKey } = await openPage(formPath(), '?lang=sv');
    const before = await storedCounts(app, siteId);
    const empty = await post(formPath(), { postKey, lang: 'sv', 'g0/q-why': 'för att' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toMatch(/id="f-g0-q-song".*Svara på frågan\./s);
    const sent = await post(formPath(), { postKey, lang: 'sv', 'g0/q-song': 'Dancing Queen' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.body).toContain('Ditt svar är skickat.');
    expect((await storedCounts(app, siteId)).forms).toBe(before.forms + 1);
  });

  it("stores a speech sign-up's text fields as the JSON route does", async () => {
    await updateModule('Speech2', {
      customTextFields: [
        { id: 'tf-name', label: { sv: 'Ditt namn' }, mandatory: true },
        { id: 'tf-minutes', label: { sv: 'Hur många minuter?' } },
      ],
    });
    const { html, postKey } = await openPage(`/api/answer-pages/${siteId}/speech-1`, '?lang=sv');
    const names = [...html.matchAll(/name="(g0\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(names.length).toBeGreaterThan(0);
    const before = await storedCounts(app, siteId);
    const sent = await post(`/api/answer-pages/${siteId}/speech-1`, {
      postKey,
      lang: 'sv',
      ...Object.fromEntries(names.map((name) => [name, 'Anna, 3 minuter'])),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await storedCounts(app, siteId)).forms).toBe(before.forms + 1);
  });

  it('refuses a form posted from another site', async () => {
    const { postKey } = await openPage(formPath(), '?lang=sv');
    const response = await app.inject({
      method: 'POST',
      url: formPath(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({ postKey, 'g0/q-song': 'x' }).toString(),
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers 404 for a module that takes no answers here', async () => {
    const response = await app.inject({ url: `/api/answer-pages/${siteId}/no-such-module?lang=sv` });
    expect(response.statusCode).toBe(404);
  });
});

describe('reserving a gift on its page, without JavaScript (issue 40)', () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof createGuestSite>>['owner'];
  const path = () => `/api/reservation-pages/${siteId}/gifts-1/gift-4`;
  const post = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: path(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const reserved = async () => {
    const site = await getSite(app, owner.cookie, siteId);
    return (
      site.giftRegistryReservations.find((entry) => entry.giftRegistryId === 'gift-4')?.quantityReserved ?? 0
    );
  };

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    ({ siteId, owner } = await createGuestSite(app));
  });
  afterAll(() => app.close());

  it('offers what is left, reserves it, and shows the confirmation', async () => {
    const page = await app.inject({ url: `${path()}?lang=en` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('<option value="3">3</option>');
    const response = await post({ lang: 'en', quantity: '2', password: 'hemligt', from: 'Anna' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('The gift is reserved. Thank you!');
    expect(await reserved()).toBe(2);
  });

  it('shows a missing password beside its field, and refuses more than is left beside the quantity', async () => {
    const missing = await post({ lang: 'sv', quantity: '1', password: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatch(/id="password".*Välj ett lösenord\./s);
    const tooMany = await post({ lang: 'en', quantity: '2', password: 'x' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body).toMatch(/id="quantity"[^>]*aria-invalid="true"/);
    const bad = await post({ lang: 'en', quantity: 'lots', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(await reserved()).toBe(2);
  });
  it("reserves for a personal link's household: its token carried, its name as who, tied to it on the thank-you list", async () => {
    const added = await postJson(
      app,
      `/api/sites/${siteId}/households`,
      { name: 'Familjen Berg', members: ['Cilla Berg'], language: 'sv' },
      { cookie: owner.cookie },
    );
    expect(added.statusCode, added.body).toBe(201);
    const listed = await app.inject({
      url: `/api/sites/${siteId}/households`,
      headers: { cookie: owner.cookie },
    });
    const token = householdsResponseSchema.parse(listed.json()).households[0]?.token ?? '';

    const page = await app.inject({
      url: `${path()}?lang=sv`,
      headers: { referer: `http://localhost/sv?g=${token}` },
    });
    expect(page.body).toContain(`name="householdToken" value="${token}"`);
    expect(page.body).toContain('name="from" maxlength="100" autocomplete="name" value="Familjen Berg"');
    const response = await post({
      lang: 'sv',
      quantity: '1',
      password: 'hemligt',
      from: 'Familjen Berg',
      householdToken: token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const gifts = await app.inject({ url: `/api/sites/${siteId}/gifts`, headers: { cookie: owner.cookie } });
    expect(giftsResponseSchema.parse(gifts.json()).gifts).toContainEqual(
      expect.objectContaining({ itemId: 'gift-4', from: 'Familjen Berg', householdName: 'Familjen Berg' }),
    );
  });

  it("cancels a guest's own pieces with the password chosen when reserving, each error beside its field", async () => {
    const page = await app.inject({ url: `${path()}?lang=en` });
    expect(page.body).toContain('All of this gift is already reserved.');
    expect(page.body).toMatch(
      /<section class="other" id="cancel"[^>]*>\s*<h2 id="cancel-title">Cancel reservation<\/h2>/,
    );
    expect(page.body).toMatch(
      /id="cancel-quantity" name="quantity">(<option value="\d"( selected)?>\d<\/option>){3}<\/select>/,
    );

    const missing = await post({ lang: 'sv', intent: 'cancel', quantity: '1', password: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatch(
      /id="cancel-password"[^>]*aria-invalid="true".*Skriv lösenordet du valde vid reservationen\./s,
    );
    const wrong = await post({ lang: 'en', intent: 'cancel', quantity: '1', password: 'fel' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toMatch(/id="cancel-password"[^>]*aria-invalid="true"/);
    expect(wrong.body).not.toMatch(/id="password"[^>]*aria-invalid/);
    // The password's error stands once, beside its field; the alert above the form only points there.
    const alert = /<p class="alert" role="alert">([^<]*)<\/p>/.exec(wrong.body)?.[1] ?? '';
    const beside = /id="cancel-password-error"[^>]*>([^<]*)</.exec(wrong.body)?.[1] ?? '';
    expect(beside).not.toBe('');
    expect(alert).not.toBe('');
    expect(alert).not.toBe(beside);
    expect(await reserved()).toBe(3);

    const cancelled = await post({ lang: 'en', intent: 'cancel', quantity: '2', password: 'hemligt' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.body).toContain('The reservation has been cancelled.');
    expect(await reserved()).toBe(1);
    const again = await app.inject({ url: `${path()}?lang=en` });
    expect(again.body).toContain('<option value="2">2</option></select>');
  });
});

describe('giving to a gift pot on its page, without JavaScript (issue 40)', () => {
  const clock = createClock();
  let app: App;
  let site: Awaited<ReturnType<typeof createGiftSite>>;
  const path = () => `/api/gift-pot-pages/${site.siteId}/${SHOWN_POT}`;
  /** The page, its amounts' non-breaking spaces read as spaces, aged past the 3 s a human needs. */
  const openPage = async (query: string, headers: Record<string, string> = {}) => {
    const page = await app.inject({ url: `${path()}${query}`, headers });
    expect(page.statusCode, page.body).toBe(200);
    clock.advance(3000);
    return page.body.replace(/[\u00a0\u202f]/g, ' ');
  };
  const post = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: path(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const ownersList = async () => {
    const response = await app.inject({
      url: `/api/sites/${site.siteId}/gifts`,
      headers: { cookie: site.owner.cookie },
    });
    return giftsResponseSchema.parse(response.json()).gifts;
  };

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    site = await createGiftSite(app);
  });
  afterAll(() => app.close());

  it('shows the pot, its amounts and Swish, uncached, and stores the report in the pot’s sum', async () => {
    const first = await app.inject({ url: `${path()}?lang=en` });
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['cache-control']).toBe('private, no-store');
    const page = await openPage('?lang=en&amount=50000');
    expect(page).toContain('<h1>The honeymoon</h1>');
    expect(page).toContain('<strong>0 kr of 30 000 kr</strong>');
    expect(page).toContain('<input type="radio" name="amount" value="50000" checked>500 kr</label>');
    expect(page).toMatch(
      /<a class="pay-link" href="swish:\/\/payment\?data=[^"]+">Pay 500 kr with Swish<\/a>/,
    );
    expect(page).toContain('src="/api/sites/public/');
    expect(page).toContain('<h2 id="report-title">I have paid</h2>');
    expect(page).toContain('name="amount" inputmode="numeric" autocomplete="off" maxlength="12" value="500"');

    const response = await post({
      postKey: postKeyOf(page),
      lang: 'en',
      from: 'Moster Agda',
      amount: '500',
      greeting: 'Ha en underbar resa!',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Thank you for your gift!');
    expect(await ownersList()).toContainEqual(
      expect.objectContaining({
        itemId: SHOWN_POT,
        from: 'Moster Agda',
        amount: 50000,
        greeting: 'Ha en underbar resa!',
      }),
    );
    const again = await openPage('?lang=sv');
    expect(again).toContain('<strong>500 kr av 30 000 kr</strong><span>1 gåva</span>');
  });

  it('takes the guest’s own amount in whole kronor, and marks one that is not', async () => {
    const own = await openPage('?lang=sv&amount=50000&own=750');
    expect(own).toContain('>Swisha 750 kr</a>');
    expect(own).not.toContain(' checked>');
    const bad = await openPage('?lang=da&own=7,5');
    expect(bad).toMatch(/id="own"[^>]*aria-invalid="true"[^>]*>.*Angiv et beløb i hele kroner, mindst 1/s);
    expect(bad).toContain('>Betal med Swish</a>');
  });

  it('shows a bad amount or a missing name beside its field, with what was posted, and stores nothing', async () => {
    const before = (await ownersList()).length;
    const postKey = postKeyOf(await openPage('?lang=sv'));
    const badAmount = await post({ postKey, lang: 'sv', from: 'Bo', amount: '0', greeting: 'Grattis' });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.body).toMatch(
      /id="amount"[^>]*value="0" aria-invalid="true"[^>]*>.*Ange ett belopp i hela kronor, minst 1/s,
    );
    expect(badAmount.body).toContain('value="Bo"');
    expect(badAmount.body).toContain('>Grattis</textarea>');
    const noName = await post({ postKey, lang: 'en', from: '  ', amount: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toMatch(/id="from"[^>]*aria-invalid="true"[^>]*>.*Please enter your name\./s);
    expect(await ownersList()).toHaveLength(before);
  });

  it('stores nothing under a suspect or missing post key, and offers a fresh one', async () => {
    const before = (await ownersList()).length;
    const young = (await app.inject({ url: `${path()}?lang=en` })).body;
    const suspect = await post({ postKey: postKeyOf(young), lang: 'en', from: 'Bot', amount: '100' });
    expect(suspect.statusCode).toBe(200);
    expect(suspect.body).toContain('we identified you as a bot');
    expect(postKeyOf(suspect.body)).not.toBe(postKeyOf(young));
    const missing = await post({ lang: 'en', from: 'Bot', amount: '100' });
    expect(missing.statusCode).toBe(400);
    expect(postKeyOf(missing.body)).not.toBe('');
    expect(await ownersList()).toHaveLength(before);
  });

  it("gives as a personal link's household: its name as who, its token carried, tied to it", async () => {
    const page = await openPage('?lang=sv', { referer: `http://localhost/sv?g=${site.household.token}` });
    expect(page).toContain(`name="householdToken" value="${site.household.token}"`);
    expect(page).toContain(`name="g" value="${site.household.token}"`);
    expect(page).toMatch(/id="from" name="from"[^>]*value="Familjen Berg"/);
    const response = await post({
      postKey: postKeyOf(page),
      lang: 'sv',
      from: 'Familjen Berg',
      amount: '',
      householdToken: site.household.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await ownersList()).toContainEqual(
      expect.objectContaining({ itemId: SHOWN_POT, amount: null, householdName: 'Familjen Berg' }),
    );
  });

  it('answers 404 in the error shape for a pot the site does not have, or a wish that is no pot', async () => {
    expectErrorResponse(
      await app.inject({ url: `/api/gift-pot-pages/${site.siteId}/no-such-pot` }),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(
      await app.inject({ url: `/api/gift-pot-pages/${site.siteId}/gift-grill` }),
      404,
      'NOT_FOUND',
    );
    const posted = await app.inject({
      method: 'POST',
      url: `/api/gift-pot-pages/${site.siteId}/no-such-pot`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'from=Anna',
    });
    expectErrorResponse(posted, 404, 'NOT_FOUND');
  });
});
