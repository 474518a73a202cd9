import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { mailContaining, POST_KEY_MIN_AGE_MS } from '../fixtures/guest';
import { publishedUrl } from '../fixtures/money-gifts';
import { publishSite } from '../fixtures/publish';
import { createSiteWithModules } from '../fixtures/site-with-modules';
import { uniqueLabel } from '../fixtures/unique';

/*
 * Issue 36 end to end, the guests' and the hosts' side: the hosts mail their toastmaster the desk's link,
 * three guests sign up to speak (one through a personal link, its name filled in), and in surprise mode the
 * hosts see how many and the minutes, never who; once surprise mode is off, they see the sign-ups.
 */

const WEDDING_DOMAIN = 'wedding.localhost';
/** Where the screenshots go to be looked at, when asked for; the test's output folder otherwise. */
const SHOTS = process.env.E2E_SHOTS_DIR;
const shotPath = (name: string) => (SHOTS ? `${SHOTS}/${name}.png` : test.info().outputPath(`${name}.png`));

interface Speaker {
  name: string;
  relation: string;
  minutes: number;
  slot: string;
  note: string;
}

const SPEAKERS: Speaker[] = [
  { name: 'Eva Holm', relation: 'Brudens mamma', minutes: 5, slot: 'Under förrätten', note: 'Med bilder' },
  { name: 'Jonas Lind', relation: 'Kollega', minutes: 3, slot: 'Under varmrätten', note: 'Kort och kul' },
];
const LINKED = {
  name: 'Olle Berg',
  relation: 'Barndomsvän',
  minutes: 4,
  slot: 'Ingen önskan',
  note: 'En sång',
};

async function createSpeechSite(page: Page, toastmasterMail: string): Promise<string> {
  return createSiteWithModules(
    page.request,
    [
      { id: 'header', siteModuleType: 'Header', title: { sv: 'Anna & Erik' } },
      { id: 'countdown', siteModuleType: 'Countdown', countdownDate: '2098-06-12T15:00' },
      {
        id: 'speeches',
        siteModuleType: 'Speech2',
        title: { sv: 'Tal' },
        menuTitle: { sv: 'Tal' },
        toastmasters: [{ id: 'tm-lisa', name: 'Lisa Ek', mail: toastmasterMail, phone: '070-123 45 67' }],
        slots: [
          { id: 'starter', title: { sv: 'Under förrätten' } },
          { id: 'main', title: { sv: 'Under varmrätten' } },
        ],
      },
    ],
    ['sv'],
  );
}

/** Taps the start button until the sign-up's own code has opened the form (it arrives after the page). */
async function openSignup(guest: Page) {
  const start = guest.getByRole('button', { name: 'Anmälan av tal' });
  const name = guest.getByRole('textbox', { name: /Ditt namn/ });
  await expect(async () => {
    if ((await start.count()) > 0 && !(await name.isVisible())) await start.click({ timeout: 2_000 });
    await expect(name).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return name;
}

async function signUp(browser: Browser, url: string, speaker: Speaker, prefilled?: string) {
  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'sv-SE' });
  const guest = await phone.newPage();
  await guest.goto(url);
  await expect(guest.getByText('Anmäl dig senast 5 juni 2098')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Mejla Lisa Ek' })).toBeVisible();
  const name = await openSignup(guest);
  if (prefilled === undefined) await name.fill(speaker.name);
  else await expect(name).toHaveValue(prefilled);
  await guest.getByLabel('Din relation till värdarna').fill(speaker.relation);
  const minutes = guest.getByRole('spinbutton', { name: 'Hur länge vill du tala?' });
  await expect(minutes).toHaveValue('3');
  await minutes.fill(String(speaker.minutes));
  await guest.getByRole('radio', { name: speaker.slot }).check();
  await guest.getByRole('checkbox', { name: 'Mikrofon' }).check();
  await guest.getByLabel(/Något toastmastern bör veta/).fill(speaker.note);
  await guest.getByRole('textbox', { name: 'E-post' }).fill(uniqueMail('speaker'));
  await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await guest.getByRole('button', { name: 'Skicka' }).click();
  await expect(guest.getByText('Tack för att du anmält dig att tala')).toBeVisible();
  await phone.close();
}

test('guests sign up to speak, the hosts mail the toastmaster a link and see only counts in surprise mode', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await registerAccount(page.request, uniqueMail('speeches'), 'hemligt-lösen-1');
  const toastmasterMail = uniqueMail('toastmaster');
  const siteId = await createSpeechSite(page, toastmasterMail);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('tal'), WEDDING_DOMAIN);
  const siteUrl = publishedUrl(baseURL, host);
  const added = await page.request.post(`/api/sites/${siteId}/households`, {
    headers: { 'content-type': 'application/json' },
    data: { name: 'Familjen Berg', members: ['Olle Berg'], language: 'sv' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { households } = (await (await page.request.get(`/api/sites/${siteId}/households`)).json()) as {
    households: { name: string; token: string }[];
  };
  const token = households.find((household) => household.name === 'Familjen Berg')?.token ?? '';

  await test.step('the hosts mail the toastmaster the link to the desk', async () => {
    await page.goto(`/redigera/${siteId}/tal`);
    const card = page.getByTestId('toastmaster');
    await expect(card.getByText('Länken är inte skickad')).toBeVisible();
    await card.getByRole('button', { name: 'Skicka länken' }).click();
    await expect(card.getByText('Länken är skickad till Lisa Ek.')).toBeVisible();
    await expect(card.getByText('Inte öppnad än')).toBeVisible();
    const mail = await mailContaining(page.request, toastmasterMail, '/toastmaster/');
    expect(mail.subject).toBe('Anna & Erik: din sida som toastmaster');
  });

  await test.step('the sign-up form, looked at on a phone and a desktop', async () => {
    const guest = await browser.newPage({ locale: 'sv-SE' });
    for (const width of [390, 1440]) {
      await guest.setViewportSize({ width, height: 900 });
      await guest.goto(siteUrl);
      await openSignup(guest);
      await guest.getByRole('checkbox', { name: 'Sånghäften att skriva ut' }).check();
      await guest.locator('section', { has: guest.getByRole('heading', { name: 'Tal' }) }).screenshot({
        path: shotPath(`speech-form-${width}`),
      });
    }
    await guest.close();
  });

  await test.step('three guests sign up, one through a personal link that names them', async () => {
    for (const speaker of SPEAKERS) await signUp(browser, siteUrl, speaker);
    await signUp(browser, `${siteUrl}?g=${token}`, LINKED, 'Olle Berg');
    await mailContaining(page.request, toastmasterMail, 'Olle Berg har anmält ett tal på 4 minuter');
  });

  await test.step('in surprise mode the hosts see how many and the minutes, never who or what', async () => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/redigera/${siteId}/tal`);
      await expect(page.getByTestId('count-speeches')).toContainText('3');
      await expect(page.getByTestId('count-minutes')).toContainText('12');
      await expect(page.getByRole('heading', { name: 'Överraskningsläge' })).toBeVisible();
      await page.screenshot({ path: shotPath(`speeches-surprise-${width}`), fullPage: true });
    }
    const text = await page.locator('body').innerText();
    for (const speaker of [...SPEAKERS, LINKED]) {
      expect(text).not.toContain(speaker.name);
      expect(text).not.toContain(speaker.relation);
      expect(text).not.toContain(speaker.note);
    }
  });

  await test.step('the module editor, and surprise mode switched off', async () => {
    await page.goto(`/redigera/${siteId}`);
    await expect(page.locator('[data-module-id]').first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Verktyg för Tal', exact: true }).click();
    await page.getByRole('button', { name: 'Redigera innehåll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redigera anmälan av tal' });
    await expect(
      dialog.getByText('Lämna tomt så stänger anmälan en vecka före festen: 5 juni 2098.'),
    ).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await dialog.getByRole('tab', { name: 'Anmälan' }).click();
      await page.screenshot({ path: shotPath(`speech-editor-signup-${width}`) });
      await dialog.getByRole('tab', { name: 'Toastmaster' }).click();
      // A list of one opens its item.
      await expect(dialog.getByRole('textbox', { name: /E-post/ })).toBeVisible();
      await page.screenshot({ path: shotPath(`speech-editor-toastmaster-${width}`) });
    }
    await dialog.getByRole('switch', { name: 'Överraskningsläge' }).click();
    await dialog.getByRole('button', { name: 'Klar' }).click();
    await expect(dialog).toBeHidden();
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().includes(`/api/sites/V2/${siteId}`),
    );
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    expect((await saved).status()).toBe(200);

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/redigera/${siteId}/tal`);
      await expect(page.getByTestId('speech')).toHaveCount(3);
      await page.screenshot({ path: shotPath(`speeches-list-${width}`), fullPage: true });
    }
    await expect(page.getByRole('heading', { name: 'Överraskningsläge' })).toBeHidden();
    for (const speaker of [...SPEAKERS, LINKED]) await expect(page.getByText(speaker.name)).toBeVisible();
  });
});
