import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdir, readFile } from 'node:fs/promises';
import { createOwnerWithSite, openEditor, type ModuleJson } from '../fixtures/editor';
import { POST_KEY_MIN_AGE_MS } from '../fixtures/guest';
import { publishSite } from '../fixtures/publish';
import { hostUrl } from '../fixtures/sites';
import { uniqueLabel } from '../fixtures/unique';

/** Screenshots of the new screens, looked at by hand. */
const SHOTS = process.env.RSVP_EXTRAS_SHOTS ?? '/tmp/rsvp-extras-shots';

const MODULES: ModuleJson[] = [
  {
    id: 'header',
    siteModuleType: 'Header',
    title: { sv: 'Anna & Erik' },
    secondLine: { sv: '14 juni 2031' },
  },
  {
    id: 'countdown',
    siteModuleType: 'Countdown',
    title: { sv: 'Nedräkning' },
    countdownDate: '2031-06-14T15:00',
  },
  {
    id: 'place',
    siteModuleType: 'Location',
    title: { sv: 'Plats' },
    secondTitle: { sv: 'Masthuggskyrkan, Göteborg' },
  },
  {
    id: 'rsvp',
    siteModuleType: 'Rsvp',
    title: { sv: 'OSA' },
    form: {
      formElements: [
        { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' }, required: true },
        {
          id: 'coming',
          formElementType: 'SingleSelect',
          label: { sv: 'Kommer du?' },
          options: [
            { id: 'yes', text: { sv: 'Ja' } },
            { id: 'no', text: { sv: 'Nej' } },
          ],
        },
        {
          id: 'meal',
          formElementType: 'SingleSelect',
          label: { sv: 'Middag' },
          options: [
            { id: 'fish', text: { sv: 'Fisk' } },
            { id: 'veg', text: { sv: 'Vegetariskt' } },
          ],
        },
        { id: 'food', formElementType: 'ShortText', label: { sv: 'Allergier' } },
      ],
    },
  },
];

async function siteWithRecipients(page: Page): Promise<string> {
  const { siteId } = await createOwnerWithSite(page.request, MODULES);
  const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as Record<string, unknown>;
  const saved = await page.request.put(`/api/sites/V2/${siteId}`, {
    data: { ...site, formRecipients: [{ formId: 'rsvp', recipients: ['anna@example.se'] }] },
    headers: { 'content-type': 'application/json' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return siteId;
}

/** Changes the stored RSVP module through the owner's API. */
async function setRsvp(request: APIRequestContext, siteId: string, fields: Record<string, unknown>) {
  const site = (await (await request.get(`/api/sites/${siteId}`)).json()) as { siteModules: ModuleJson[] };
  const siteModules = site.siteModules.map((module) =>
    module.siteModuleType === 'Rsvp' ? { ...module, ...fields } : module,
  );
  const saved = await request.put(`/api/sites/V2/${siteId}`, {
    data: { ...site, siteModules },
    headers: { 'content-type': 'application/json' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function shoot(page: Page, name: string, target = page.locator('section#osa')) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test('the owner sets a last day to answer; guests see it, and a closed message once it has passed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const siteId = await siteWithRecipients(page);
  await openEditor(page, siteId);
  const tools = page.getByRole('toolbar', { name: 'Modulverktyg för OSA' });
  if (!(await tools.isVisible())) await page.getByRole('button', { name: 'Verktyg för OSA' }).click();
  await tools.getByRole('button', { name: 'Redigera innehåll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera OSA' });
  await dialog.getByRole('tab', { name: 'Övrigt' }).click();
  await dialog.getByLabel('Sista dag att svara').fill('2099-06-01');
  await expect(dialog.getByRole('switch', { name: 'Stäng OSA:n efter sista dagen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('toolbar', { name: 'Verktyg' }).getByRole('button', { name: 'Spara' }).click();
  await expect
    .poll(async () => {
      const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as {
        siteModules: ModuleJson[];
      };
      return site.siteModules.find((module) => module.id === 'rsvp')?.answerBy;
    })
    .toBe('2099-06-01');

  const { host } = await publishSite(page.request, siteId, uniqueLabel('deadline'));
  // The server's page already says it, for a guest without JavaScript too.
  const withoutScript = await browser.newPage({ locale: 'sv-SE', javaScriptEnabled: false });
  await withoutScript.goto(hostUrl(host, '/sv'));
  await expect(withoutScript.locator('section#osa').getByText('Svara senast 1 juni 2099')).toBeVisible();
  await withoutScript.close();
  const guest = await browser.newPage({ locale: 'sv-SE' });
  const errors: string[] = [];
  guest.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await guest.goto(hostUrl(host, '/sv'));
  const rsvp = guest.locator('section#osa');
  await expect(rsvp.getByText('Svara senast 1 juni 2099')).toBeVisible();
  // The lazily loaded answer-by line hydrates onto the server's markup without a mismatch.
  await expect(rsvp.getByRole('combobox', { name: 'Hur många är ni?' })).toBeEnabled();
  expect(errors).toEqual([]);
  await expect(rsvp.getByRole('combobox', { name: 'Hur många är ni?' })).toBeVisible();
  await shoot(guest, 'rsvp-deadline');

  await setRsvp(page.request, siteId, { answerBy: '2020-01-31', closeAfterAnswerBy: true });
  await expect
    .poll(async () => {
      await guest.reload();
      return rsvp.getByRole('status').textContent();
    })
    .toContain('Sista dagen att svara var 31 januari 2020');
  await expect(rsvp.getByRole('combobox')).toHaveCount(0);
  await shoot(guest, 'rsvp-closed');
  await guest.close();
});

test('a guest downloads the event for their calendar from the site', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const siteId = await siteWithRecipients(page);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('kalender'));
  const guest = await browser.newPage({ locale: 'sv-SE', javaScriptEnabled: false });
  await guest.goto(hostUrl(host, '/sv'));
  const countdown = guest
    .locator('section')
    .filter({ has: guest.getByRole('heading', { name: 'Nedräkning' }) });
  await shoot(guest, 'countdown-calendar', countdown);
  const downloading = guest.waitForEvent('download');
  await countdown.getByRole('link', { name: 'Lägg till i kalendern' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('anna-erik.ics');
  const body = await readFile(await download.path(), 'utf8');
  const lines = body.split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('DTSTART:20310614T130000Z');
  expect(lines).toContain('SUMMARY:Anna & Erik');
  expect(lines).toContain('LOCATION:Masthuggskyrkan\\, Göteborg');
  expect(lines).toContain(`URL:${hostUrl(host)}`);
  expect(lines.some((line) => line.startsWith('UID:') && line.includes(siteId))).toBe(true);
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  await guest.close();
});

test('the owner marks the diet question and downloads the caterer’s sheet', async ({ page }) => {
  test.setTimeout(150_000);
  const siteId = await siteWithRecipients(page);
  await publishSite(page.request, siteId, uniqueLabel('catering'));
  const key = ((await (await page.request.get('/api/rsvps/post-key')).json()) as { key: string }).key;
  await page.waitForTimeout(POST_KEY_MIN_AGE_MS);
  const element = (id: string, type: string, answer: string) =>
    type === 'ShortText'
      ? { formElement: { id, formElementType: type }, value: answer }
      : { formElement: { id, formElementType: type }, selectedOption: { id: answer } };
  const guestAnswer = (name: string, coming: string, meal: string, food: string) => ({
    formElements: [
      element('name', 'ShortText', name),
      element('coming', 'SingleSelect', coming),
      element('meal', 'SingleSelect', meal),
      element('food', 'ShortText', food),
    ],
  });
  const answered = await page.request.post(`/api/rsvps/${siteId}/v4/`, {
    data: {
      guests: [
        guestAnswer('Anna Ek', 'yes', 'fish', 'Nötter'),
        guestAnswer('Bo Ek', 'yes', 'veg', ''),
        guestAnswer('Cilla Ek', 'no', 'fish', 'Laktos'),
      ],
      language: 'sv',
      groupIdentifier: 'familjen-ek',
      postKey: key,
      formId: 'rsvp',
    },
    headers: { 'content-type': 'application/json' },
  });
  expect(await answered.json()).toEqual({ invertedSuccess: false });

  await page.goto(`/redigera/${siteId}/visa-osa`);
  const panel = page.getByRole('region', { name: 'Till cateringen' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const allergies = panel.getByRole('checkbox', { name: 'Allergier' });
  await expect(allergies).toBeEnabled();
  await allergies.check();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/rsvps/${siteId}/caterer`)).json()) as { questionIds: string[] })
          .questionIds,
    )
    .toEqual(['food']);
  await shoot(page, 'answers-caterer', panel);

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Ladda ner underlag till cateringen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('underlag-catering.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await readFile(await download.path())).buffer);
  const rows = (name: string) => {
    const found: unknown[][] = [];
    workbook.getWorksheet(name)?.eachRow((row) => found.push((row.values as unknown[]).slice(1)));
    return found;
  };
  expect(rows('Antal per val')).toEqual([
    ['Gäster som kommer', '', 2],
    ['Fråga', 'Alternativ', 'Antal'],
    ['Middag', 'Fisk', 1],
    ['Middag', 'Vegetariskt', 1],
  ]);
  expect(rows('Specialkost och allergier')).toEqual([
    ['Sällskap', 'Gäst', 'Fråga', 'Svar'],
    [1, 'Anna Ek', 'Allergier', 'Nötter'],
  ]);
});
