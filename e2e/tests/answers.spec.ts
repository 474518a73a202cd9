import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { POST_KEY_MIN_AGE_MS } from '../fixtures/guest';
import { publishSite } from '../fixtures/publish';
import { hostUrl } from '../fixtures/sites';
import { createSiteWithModules } from '../fixtures/site-with-modules';
import { uniqueLabel } from '../fixtures/unique';

const NAME = 'För- och efternamn';
const COMING = 'Kommer du?';
const FOOD = 'Specialkost';

/** An owner's site with one RSVP: a name, a yes/no question and a free-text question. */
async function createSiteWithRsvp(request: APIRequestContext): Promise<string> {
  return createSiteWithModules(request, [
    {
      id: 'rsvp',
      siteModuleType: 'Rsvp',
      title: { sv: 'OSA' },
      menuTitle: { sv: 'OSA' },
      selectNumberOfGuestsText: { sv: 'Hur många är ni?' },
      guestIndexTitle: { sv: 'Gäst' },
      sendButton: { sv: 'Skicka svar' },
      confirmationTitle: { sv: 'Tack för ditt svar!' },
      form: {
        formElements: [
          { id: 'name', formElementType: 'ShortText', label: { sv: NAME }, required: true },
          {
            id: 'coming',
            formElementType: 'SingleSelect',
            label: { sv: COMING },
            options: [
              { id: 'coming-yes', text: { sv: 'Ja' } },
              { id: 'coming-no', text: { sv: 'Nej tyvärr' } },
            ],
          },
          { id: 'food', formElementType: 'ShortText', label: { sv: FOOD } },
        ],
      },
    },
  ]);
}

interface Guest {
  name: string;
  coming: 'Ja' | 'Nej tyvärr';
  food?: string;
}

/** A party answers the RSVP on the published site, in a browser of its own. */
async function answerAsParty(browser: Browser, host: string, guests: Guest[]): Promise<void> {
  const context = await browser.newContext({ locale: 'sv-SE' });
  const page = await context.newPage();
  await page.goto(hostUrl(host, '/sv'));
  const rsvp = page.locator('section').filter({ has: page.getByRole('heading', { name: 'OSA' }) });
  await rsvp.getByRole('combobox', { name: 'Hur många är ni?' }).selectOption(String(guests.length));
  for (const [index, guest] of guests.entries()) {
    const form = rsvp.getByRole('region', { name: `Gäst ${index + 1}` });
    await form.getByRole('textbox', { name: NAME }).fill(guest.name);
    await form.getByRole('radio', { name: guest.coming }).check();
    if (guest.food) await form.getByRole('textbox', { name: FOOD }).fill(guest.food);
  }
  // A post key younger than 3 s stores nothing (the anti-spam rule).
  await page.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await rsvp.getByRole('button', { name: 'Skicka svar' }).click();
  await expect(page.getByRole('dialog', { name: 'Tack för ditt svar!' })).toBeVisible();
  await context.close();
}

/** The guests' names in the table, row by row. */
async function namesIn(table: Locator): Promise<string[]> {
  return (await table.locator('tbody tr th span:first-child').allTextContents()).map((name) => name.trim());
}

async function expectAttendance(page: Page, yes: number, no: number, guests: number) {
  const chart = page.getByRole('region', { name: 'Kommer gästerna?' });
  await expect(chart.getByTestId('attendance-yes')).toHaveText(`Ja${yes}`);
  await expect(chart.getByTestId('attendance-no')).toHaveText(`Nej${no}`);
  await expect(chart.getByTestId('attendance-guests')).toHaveText(`${guests} gäster totalt`);
}

/** Every row of a sheet as plain values, the header first. */
function rowsOf(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('three guests answer; the owner reads, sorts, counts, deletes one and exports osa.xlsx', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await registerAccount(page.request, uniqueMail('answers'), 'hemligt-lösen-1');
  const siteId = await createSiteWithRsvp(page.request);

  // Before anybody has answered the owner sees labelled example answers.
  await page.goto(`/redigera/${siteId}/visa-osa`);
  // The first load of the owner's chunks can take a while on a busy machine.
  await expect(page.getByRole('region', { name: 'Exempelsvar' })).toBeVisible({ timeout: 30_000 });

  const { host } = await publishSite(page.request, siteId, uniqueLabel('osa'));
  await answerAsParty(browser, host, [
    { name: 'Örjan Ek', coming: 'Ja', food: 'Vegetarisk' },
    { name: 'Bertil Ek', coming: 'Nej tyvärr' },
  ]);
  await answerAsParty(browser, host, [{ name: 'Anna Andersson', coming: 'Ja', food: 'Glutenfri' }]);

  await page.reload();
  const table = page.getByRole('table', { name: 'Alla svar, en rad per gäst' });
  await expect(page.getByRole('region', { name: 'Exempelsvar' })).toHaveCount(0);
  await expect(table.getByRole('columnheader')).toHaveText([NAME, COMING, FOOD, 'Datum', 'Språk', 'Ta bort']);
  // Newest party first; the guests of a party together, in the order they were sent.
  await expect.poll(() => namesIn(table)).toEqual(['Anna Andersson', 'Örjan Ek', 'Bertil Ek']);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
  await expect(table.getByRole('row', { name: /Örjan Ek/ }).getByRole('cell')).toHaveText([
    'Ja',
    'Vegetarisk',
    today,
    'Svenska',
    '',
  ]);
  await expect(table.getByRole('row', { name: /Örjan Ek/ })).toContainText('Gäst 1 av 2');
  await expectAttendance(page, 2, 1, 3);

  // Sorting by name keeps the party together: Anna, then Örjan's party sorted within (Bertil before Örjan).
  await table.getByRole('button', { name: NAME }).click();
  await expect(table.getByRole('columnheader', { name: NAME })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => namesIn(table)).toEqual(['Anna Andersson', 'Bertil Ek', 'Örjan Ek']);
  await table.getByRole('button', { name: NAME }).click();
  await expect.poll(() => namesIn(table)).toEqual(['Örjan Ek', 'Bertil Ek', 'Anna Andersson']);

  // The answers per question; the tabs stay where they were (issue 39 item 9).
  const tabs = page.getByRole('navigation', { name: 'OSA-svar' });
  const tabsTop = (await tabs.boundingBox())?.y;
  await tabs.getByRole('link', { name: 'Frågor' }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/visa-osa/fragor$`));
  // Once the questions' page has drawn (the tabs wait for it while it loads).
  await expect.poll(async () => (await tabs.boundingBox())?.y).toBe(tabsTop);
  const coming = page.locator('details').filter({ hasText: COMING });
  await coming.locator('summary').click();
  await expect(coming.getByRole('listitem')).toHaveText(['Ja2 gäster', 'Nej tyvärr1 gäst']);
  await page.getByRole('searchbox', { name: 'Filtrera frågor och svar' }).fill('gluten');
  await expect(page.locator('details')).toHaveCount(1);
  await expect(page.locator('details').getByRole('listitem')).toHaveText(['Glutenfri1 gäst']);

  // Delete Bertil after confirming; the list reloads without him.
  await page.getByRole('navigation', { name: 'OSA-svar' }).getByRole('link', { name: 'Svar' }).click();
  await table.getByRole('button', { name: 'Ta bort svaret från Bertil Ek' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort svaret?' });
  await expect(confirm).toContainText('Svaret från Bertil Ek tas bort för gott.');
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => namesIn(table)).toEqual(['Anna Andersson', 'Örjan Ek']);
  await expectAttendance(page, 2, 0, 2);
  await page.reload();
  await expect.poll(() => namesIn(table)).toEqual(['Anna Andersson', 'Örjan Ek']);

  // The export: osa.xlsx, one row per guest under a header, dates as dates, and the counts.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportera till Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('osa.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await readFile(await download.path())).buffer);
  const day = new Date(`${today}T00:00:00.000Z`);
  expect(rowsOf(workbook.getWorksheet('OSA-svar'))).toEqual([
    [NAME, COMING, FOOD, 'Sällskap', 'Datum', 'Språk'],
    ['Anna Andersson', 'Ja', 'Glutenfri', 1, day, 'Svenska'],
    ['Örjan Ek', 'Ja', 'Vegetarisk', 2, day, 'Svenska'],
  ]);
  expect(rowsOf(workbook.getWorksheet('Antal per fråga'))).toEqual([
    ['Fråga', 'Svar', 'Antal'],
    [NAME, 'Anna Andersson', 1],
    [NAME, 'Örjan Ek', 1],
    [COMING, 'Ja', 2],
    [COMING, 'Nej tyvärr', 0],
    [FOOD, 'Glutenfri', 1],
    [FOOD, 'Vegetarisk', 1],
  ]);
});

test('the caterer’s download button keeps its words on one line on a phone (issue 39 item 9)', async ({
  page,
}) => {
  await registerAccount(page.request, uniqueMail('caterer'), 'hemligt-lösen-1');
  const siteId = await createSiteWithRsvp(page.request);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/redigera/${siteId}/visa-osa`);
    const caterer = page.getByRole('region', { name: 'Till cateringen' });
    const download = caterer.getByRole('button', { name: 'Ladda ner underlag till cateringen' });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await download.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`caterer-${width}.png`) });
    const lines = await download.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(
        Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top + rect.height / 2)),
      ).size;
    });
    expect(lines, `the button's lines at ${width} px`).toBe(1);
  }
});
