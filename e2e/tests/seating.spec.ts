import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { attachPages, clippedWords, readPdf } from '../fixtures/pdf';
import { publishSite } from '../fixtures/publish';
import {
  answerThroughLinks,
  COMING,
  createSeatingSite,
  householdTokens,
  importSheet,
  SEATING_HOUSEHOLDS,
  todayInStockholm,
} from '../fixtures/seating';
import { hostUrl } from '../fixtures/sites';
import { uniqueLabel } from '../fixtures/unique';

/*
 * Issue 35 end to end: 40 guests from a sheet answer yes through their personal links; the owner seats them
 * on three tables, two by drag and drop and one by keyboard (and on a phone by tap), fills the rest, prints
 * the plan and cards, and a guest's personal link shows their table on the day.
 */

interface StoredPlan {
  revision: number;
  tables: { name: string; seats: number; places: { householdId: string; member: string }[] }[];
  unplaced: { householdId: string; member: string }[];
  visibility: { from: string | null; searchable: boolean };
}

async function readPlan(request: APIRequestContext, siteId: string): Promise<StoredPlan> {
  const response = await request.get(`/api/sites/${siteId}/seating`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StoredPlan;
}

/** Printers leave about 4 mm unprinted; no word of a print may come closer to the sheet's edge than 3 mm. */
const PRINT_MARGIN_POINTS = (3 / 25.4) * 72;

/** Three tables of 16 seat the 40 with room for the parties to sit together. */
const SEATS_PER_TABLE = 16;

/**
 * Drags with the mouse as dnd-kit's mouse sensor reads it: a press and a move past its 6 px start the drag;
 * once its overlay (a second copy of the name) is drawn, the pointer goes to the target and lets go there.
 */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  const name = (await source.textContent()) ?? '';
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error(`${name} is not drawn`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 3 });
  await expect(page.getByText(name, { exact: true })).toHaveCount(2);
  const to = await target.boundingBox();
  if (!to) throw new Error('the target is not drawn');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  // dnd-kit finds the droppable under the pointer on a move, measured on a frame of its own.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2 + 2);
  await page.mouse.up();
}

/** The screen's table card by the table's name. */
function tableCard(page: Page, name: string): Locator {
  return page
    .getByTestId('table-card')
    .filter({ has: page.getByRole('heading', { level: 3, name: `Bord ${name}`, exact: true }) });
}

/** Waits until the screen has saved what it shows. */
async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^(Sparat|Sparar …|Inte sparat)/ })).toHaveText(
    'Sparat',
  );
}

/** Downloads one of the screen's prints by its link and returns the file's path in the test's output. */
async function download(page: Page, label: string, file: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Skriv ut' })
    .getByRole('link', { name: label, exact: true })
    .click();
  const downloaded = await downloading;
  const path = test.info().outputPath(file);
  await downloaded.saveAs(path);
  return path;
}

test('40 yes-answers from a sheet are seated by drag, keyboard and "fill the rest", printed, and a guest link shows its table', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Tall enough for the whole screen: a drag near the window's edge would scroll it under the pointer.
  await page.setViewportSize({ width: 1440, height: 2800 });
  await registerAccount(page.request, uniqueMail('seating'), 'hemligt-lösen-1');
  const siteId = await createSeatingSite(page.request);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('placering'));
  let tokens = new Map<string, string>();

  await test.step('the sheet is imported and 40 guests answer yes through their links', async () => {
    await importSheet(page, siteId);
    tokens = await householdTokens(page.request, siteId);
    await answerThroughLinks(page.request, siteId, tokens);
    await page.reload();
    await expect(page.getByTestId('count-yes')).toContainText('12');
    await expect(page.getByTestId('count-no')).toContainText('1');
  });

  await test.step('the seating screen lists the 40 who come, by party, with their diets', async () => {
    await page.goto(`/redigera/${siteId}/placering`);
    await expect(page.getByRole('heading', { level: 1, name: 'Placering' })).toBeVisible();
    await expect(page.getByTestId('count-unplaced')).toContainText('40');
    await expect(page.getByTestId('count-placed')).toContainText('0');
    const unplaced = page.getByRole('region', { name: 'Oplacerade (40)' });
    await expect(unplaced.getByTestId('person')).toHaveCount(40);
    await expect(unplaced.getByTestId('party')).toHaveCount(12);
    await expect(unplaced.getByRole('img', { name: 'Kost: Vegetarisk' })).toHaveCount(1);
    await expect(unplaced).not.toContainText('Nils Nej');
    await expect(unplaced).not.toContainText('Tor Tyst');
  });

  await test.step('the owner adds three tables', async () => {
    for (const [name, shape] of [
      ['1', 'Runt'],
      ['2', 'Runt'],
      ['3', 'Långbord'],
    ] as const) {
      await page.getByRole('button', { name: 'Lägg till bord' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nytt bord' });
      await expect(dialog.getByRole('textbox', { name: 'Namn eller nummer' })).toHaveValue(name);
      await dialog.getByRole('radio', { name: shape }).check();
      await dialog.getByRole('spinbutton', { name: 'Platser' }).fill(String(SEATS_PER_TABLE));
      await dialog.getByRole('button', { name: 'Lägg till' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByTestId('table-card')).toHaveCount(3);
    await expect(page.getByTestId('plan-table')).toHaveCount(3);
    await expect(page.getByTestId('count-freeSeats')).toContainText(String(3 * SEATS_PER_TABLE));
  });

  await test.step('two tables by drag and drop', async () => {
    const unplaced = page.getByRole('region', { name: /^Oplacerade/ });
    const person = (name: string) => unplaced.getByRole('button', { name, exact: true });
    await drag(page, person('Åsa Åberg'), tableCard(page, '1'));
    await expect(page.getByRole('list', { name: 'Vid bord 1' })).toHaveText('Åsa Åberg');
    await drag(page, person('Örjan Åberg'), tableCard(page, '1'));
    await expect(page.getByRole('list', { name: 'Vid bord 1' })).toHaveText(/Åsa Åberg\s*Örjan Åberg/);
    // The room's drawing takes a drop as well as the table's list.
    await drag(page, person('Eva Ek'), page.getByTestId('plan-table').nth(1));
    await expect(page.getByRole('list', { name: 'Vid bord 2' })).toHaveText('Eva Ek');
    await expect(page.getByTestId('count-placed')).toContainText('3');
  });

  await test.step('one table by keyboard: a party, then a table', async () => {
    await page.getByRole('button', { name: 'Välj hela sällskapet Familjen Holm (3 personer)' }).focus();
    await page.keyboard.press('Enter');
    const pickBar = page.getByRole('region', { name: 'Välj bord' });
    await expect(pickBar).toContainText('Hanna Holm, Hugo Holm, Hedda Holm är valda');
    await pickBar.getByRole('button', { name: `Bord 3 · ${SEATS_PER_TABLE} lediga` }).focus();
    await page.keyboard.press('Enter');
    await expect(pickBar).toBeHidden();
    await expect(page.getByRole('list', { name: 'Vid bord 3' })).toHaveText(
      /Hanna Holm\s*Hugo Holm\s*Hedda Holm/,
    );
    await expect(page.getByTestId('count-placed')).toContainText('6');
    await expectSaved(page);
    await page.screenshot({ path: test.info().outputPath('seating-1440.png'), fullPage: true });
  });

  await test.step('on a phone, a tap picks a guest and another her table', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'sv-SE',
      storageState: await page.context().storageState(),
    });
    const screen = await phone.newPage();
    await screen.goto(`/redigera/${siteId}/placering`);
    // A fresh browser loads the editor's code cold.
    await expect(screen.getByTestId('count-placed')).toContainText('6', { timeout: 30_000 });
    await screen
      .getByRole('region', { name: /^Oplacerade/ })
      .getByRole('button', { name: 'Lisa Lind', exact: true })
      .tap();
    const pickBar = screen.getByRole('region', { name: 'Välj bord' });
    await expect(pickBar).toContainText('Lisa Lind är vald');
    await screen.screenshot({ path: test.info().outputPath('seating-pick-390.png') });
    await pickBar.getByRole('button', { name: `Bord 2 · ${SEATS_PER_TABLE - 1} lediga` }).tap();
    await expect(screen.getByRole('list', { name: 'Vid bord 2' })).toHaveText(/Eva Ek\s*Lisa Lind/);
    await expectSaved(screen);
    await screen.screenshot({ path: test.info().outputPath('seating-390.png'), fullPage: true });
    const width = await screen.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the screen fits a phone without scrolling sideways').toBeLessThanOrEqual(390);
    await phone.close();
  });

  await test.step('"fill the rest" seats everyone, parties together, no table over its seats', async () => {
    await page.reload();
    await expect(page.getByTestId('count-placed')).toContainText('7');
    await page.getByRole('button', { name: 'Fyll resten' }).click();
    await expect(page.getByTestId('count-placed')).toContainText('40');
    await expect(page.getByTestId('count-unplaced')).toContainText('0');
    await expect(page.getByTestId('count-freeSeats')).toContainText(String(3 * SEATS_PER_TABLE - 40));
    await expect(page.getByText('Alla är placerade.')).toBeVisible();
    await expectSaved(page);
    const plan = await readPlan(page.request, siteId);
    expect(plan.unplaced).toEqual([]);
    expect(plan.tables.flatMap((table) => table.places.map((place) => place.member)).sort()).toEqual(
      [...COMING].sort(),
    );
    for (const table of plan.tables) expect(table.places.length).toBeLessThanOrEqual(table.seats);
    // The parties the owner did not split by hand sit together.
    const tableOf = new Map(
      plan.tables.flatMap((table) => table.places.map((place) => [place.member, table.name] as const)),
    );
    for (const household of SEATING_HOUSEHOLDS.filter((candidate) => candidate.answer === 'yes')) {
      if (['Familjen Åberg', 'Familjen Ek', 'Lind & Berg'].includes(household.name)) continue;
      expect(new Set(household.members.map((member) => tableOf.get(member))).size, household.name).toBe(1);
    }
  });

  await test.step('the plan, place cards and table cards print every name, nothing clipped', async () => {
    const plan = await readPlan(page.request, siteId);
    const prints = [
      { label: 'Bordsplan A3', file: 'plan.pdf' },
      { label: 'Placeringskort, vikta, med kostmärkning', file: 'place-cards.pdf' },
      { label: 'Bordsnummer', file: 'table-cards.pdf' },
    ];
    for (const { label, file } of prints) {
      const path = await download(page, label, file);
      await attachPages(test.info(), path, file.replace('.pdf', ''));
      const pages = readPdf(path);
      expect(pages.length, file).toBeGreaterThan(0);
      for (const [index, pdfPage] of pages.entries())
        expect(clippedWords(pdfPage, PRINT_MARGIN_POINTS), `${file} page ${index + 1}`).toEqual([]);
      const text = pages.map((pdfPage) => pdfPage.text).join(' ');
      if (file === 'table-cards.pdf') for (const table of plan.tables) expect(text).toContain(table.name);
      else for (const name of COMING) expect(text, `${name} in ${file}`).toContain(name);
      if (file === 'place-cards.pdf') expect(text).toContain('Vegetarisk');
    }
    const sheetPath = await download(page, 'Lista till lokalen (xlsx)', 'seating.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await readFile(sheetPath)).buffer);
    const cells = workbook.worksheets.flatMap((sheet) => {
      const values: string[] = [];
      sheet.eachRow((row) => row.eachCell((cell) => values.push(String(cell.value))));
      return values;
    });
    for (const name of COMING) expect(cells, name).toContain(name);
    expect(cells).toContain('Nötallergi');
  });

  await test.step('from the day the owner chooses, a personal link shows its household’s table', async () => {
    const link = hostUrl(host, `/sv?g=${tokens.get('Familjen Holm')}`);
    const guest = await browser.newPage({ locale: 'sv-SE', viewport: { width: 1440, height: 900 } });
    await guest.goto(link);
    const rsvp = guest
      .locator('section')
      .filter({ has: guest.getByRole('heading', { level: 2, name: 'OSA' }) });
    await expect(rsvp.getByRole('region', { name: 'Gäst 3' })).toBeVisible();
    await expect(guest.getByRole('complementary', { name: 'Bordsplacering' })).toHaveCount(0);

    await page.getByLabel('Gästerna ser sitt bord från').fill(todayInStockholm());
    await expectSaved(page);
    expect((await readPlan(page.request, siteId)).visibility.from).toBe(todayInStockholm());

    await guest.goto(link);
    const seats = guest.getByRole('complementary', { name: 'Bordsplacering' });
    await expect(seats).toContainText('Ni sitter vid bord 3');
    await guest.screenshot({ path: test.info().outputPath('guest-table-1440.png') });
    await guest.close();
  });
});
