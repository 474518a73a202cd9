import { expect, test, type APIRequestContext } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { attachPages, clippedWords, readPdf } from '../fixtures/pdf';
import { publishSite } from '../fixtures/publish';
import {
  answerThroughLinks,
  COMING,
  createSeatingSite,
  householdTokens,
  importSheet,
  todayInStockholm,
} from '../fixtures/seating';
import { hostUrl } from '../fixtures/sites';

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

test('40 yes-answers from a sheet are seated by drag, keyboard and "fill the rest", printed, and a guest link shows its table', async ({
  page,
  browser,
}) => {
  test.setTimeout(110_000);
  await registerAccount(page.request, uniqueMail('seating'), 'hemligt-lösen-1');
  const siteId = await createSeatingSite(page.request);
  const { host } = await publishSite(page.request, siteId, `placering-${Date.now().toString(36)}`);

  await test.step('the sheet is imported and 40 guests answer yes through their links', async () => {
    await importSheet(page, siteId);
    await answerThroughLinks(page.request, siteId, await householdTokens(page.request, siteId));
    await page.reload();
    await expect(page.getByTestId('count-yes')).toContainText('12');
    await expect(page.getByTestId('count-no')).toContainText('1');
  });

  await test.step('the plan lists the 40 who come, none seated', async () => {
    const response = await page.request.get(`/api/sites/${siteId}/seating`);
    expect(response.status(), await response.text()).toBe(200);
    const plan = (await response.json()) as StoredPlan;
    expect(plan.tables).toEqual([]);
    expect(plan.unplaced.map((person) => person.member).sort()).toEqual([...COMING].sort());
  });

  await test.step('the plan, place cards and table cards print every name, nothing clipped', async () => {
    const plan = await readPlan(page.request, siteId);
    for (const file of ['plan.pdf', 'place-cards.pdf', 'table-cards.pdf']) {
      const response = await page.request.get(`/api/sites/${siteId}/seating/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const path = test.info().outputPath(file);
      await writeFile(path, await response.body());
      const pages = readPdf(path);
      expect(pages.length, file).toBeGreaterThan(0);
      for (const [index, pdfPage] of pages.entries())
        expect(clippedWords(pdfPage, PRINT_MARGIN_POINTS), `${file} page ${index + 1}`).toEqual([]);
      const text = pages.map((pdfPage) => pdfPage.text).join(' ');
      if (file === 'table-cards.pdf') for (const table of plan.tables) expect(text).toContain(table.name);
      else for (const name of COMING) expect(text, file).toContain(name);
      await attachPages(test.info(), path, file.replace('.pdf', ''));
    }
  });

  await test.step('from today, a personal link shows its household’s table', async () => {
    const plan = await readPlan(page.request, siteId);
    const saved = await page.request.put(`/api/sites/${siteId}/seating`, {
      headers: { 'content-type': 'application/json' },
      data: {
        revision: plan.revision,
        tables: plan.tables,
        visibility: { from: todayInStockholm(), searchable: false },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const token = (await householdTokens(page.request, siteId)).get('Lind & Berg');
    const table = plan.tables.find((candidate) =>
      candidate.places.some((place) => place.member === 'Lisa Lind'),
    );
    expect(table).toBeDefined();
    const guest = await browser.newPage({ locale: 'sv-SE' });
    await guest.goto(hostUrl(host, `/sv?g=${token}`));
    await expect(guest.getByText(new RegExp(`bord ${table?.name}`, 'i')).first()).toBeVisible();
    await guest.screenshot({ path: test.info().outputPath('guest-table.png'), fullPage: true });
    await guest.close();
  });
});
