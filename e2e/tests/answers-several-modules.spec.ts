import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { POST_KEY_MIN_AGE_MS } from '../fixtures/guest';
import { publishSite } from '../fixtures/publish';
import { hostUrl } from '../fixtures/sites';
import { createSiteWithModules } from '../fixtures/site-with-modules';
import { uniqueLabel } from '../fixtures/unique';

const NAME = 'För- och efternamn';

function rsvp(id: string, title: string, question: string) {
  return {
    id,
    siteModuleType: 'Rsvp',
    title: { sv: title },
    menuTitle: { sv: title },
    maxNumberOfGuests: 1,
    oneGuestRsvpButton: { sv: `Svara på ${title.toLowerCase()}` },
    sendButton: { sv: 'Skicka svar' },
    confirmationTitle: { sv: 'Tack för ditt svar!' },
    form: {
      formElements: [
        { id: `${id}-name`, formElementType: 'ShortText', label: { sv: NAME }, required: true },
        {
          id: `${id}-coming`,
          formElementType: 'SingleSelect',
          label: { sv: question },
          options: [
            { id: `${id}-yes`, text: { sv: 'Ja' } },
            { id: `${id}-no`, text: { sv: 'Nej' } },
          ],
        },
      ],
    },
  };
}

/** A site with two RSVPs and a form, no recipients chosen: the owner's mail gets the answers. */
async function createSite(request: APIRequestContext): Promise<string> {
  return createSiteWithModules(request, [
    rsvp('dinner', 'Middagen', 'Kommer du på middagen?'),
    rsvp('brunch', 'Brunchen', 'Kommer du på brunchen?'),
    {
      id: 'songs',
      siteModuleType: 'Form',
      title: { sv: 'Önskelåtar' },
      menuTitle: { sv: 'Önskelåtar' },
      sendButton: { sv: 'Skicka önskan' },
      form: {
        formElements: [
          { id: 'song', formElementType: 'ShortText', label: { sv: 'Vilken låt?' }, required: true },
        ],
      },
    },
  ]);
}

async function answerRsvp(
  browser: Browser,
  host: string,
  anchor: string,
  name: string,
  coming: 'Ja' | 'Nej',
) {
  const context = await browser.newContext({ locale: 'sv-SE' });
  const page = await context.newPage();
  await page.goto(hostUrl(host, '/sv'));
  const section = page.locator(`section#${anchor}`);
  await section.getByRole('button', { name: /^Svara på/ }).click();
  await section.getByRole('textbox', { name: NAME }).fill(name);
  await section.getByRole('radio', { name: coming }).check();
  await page.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await section.getByRole('button', { name: 'Skicka svar' }).click();
  await expect(page.getByRole('dialog', { name: 'Tack för ditt svar!' })).toBeVisible();
  await context.close();
}

async function answerForm(browser: Browser, host: string, song: string) {
  const context = await browser.newContext({ locale: 'sv-SE' });
  const page = await context.newPage();
  await page.goto(hostUrl(host, '/sv'));
  const section = page.locator('section#onskelatar');
  await section.getByRole('button', { name: 'Visa formulär' }).click();
  await section.getByRole('textbox', { name: 'Vilken låt?' }).fill(song);
  await page.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await section.getByRole('button', { name: 'Skicka önskan' }).click();
  await expect(page.getByRole('dialog', { name: 'Tack!' })).toBeVisible();
  await context.close();
}

async function names(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Alla svar, en rad per gäst' });
  return (await table.locator('tbody tr th span:first-child').allTextContents()).map((name) => name.trim());
}

async function exportedRows(page: Page): Promise<unknown[][]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportera till Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('osa.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await readFile(await download.path())).buffer);
  const rows: unknown[][] = [];
  // The party, the date and the language left out.
  workbook.getWorksheet('OSA-svar')?.eachRow((row) => rows.push((row.values as unknown[]).slice(1, -3)));
  return rows;
}

test('each RSVP and form has its own answers: table, chart, questions and osa.xlsx', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await registerAccount(page.request, uniqueMail('modules'), 'hemligt-lösen-1');
  const siteId = await createSite(page.request);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('moduler'));
  await answerRsvp(browser, host, 'middagen', 'Anna Middag', 'Ja');
  await answerRsvp(browser, host, 'middagen', 'Bo Middag', 'Nej');
  await answerRsvp(browser, host, 'brunchen', 'Cia Brunch', 'Ja');
  await answerForm(browser, host, 'September');

  await page.goto(`/redigera/${siteId}/visa-osa`);
  const picker = page.getByRole('navigation', { name: 'Visa svar från' });
  await expect(picker.getByRole('link')).toHaveText(['MiddagenOSA', 'BrunchenOSA', 'ÖnskelåtarFormulär'], {
    timeout: 30_000,
  });
  await expect.poll(() => names(page)).toEqual(['Bo Middag', 'Anna Middag']);
  await expect(page.getByTestId('attendance-guests')).toHaveText('2 gäster totalt');
  expect(await exportedRows(page)).toEqual([
    [NAME, 'Kommer du på middagen?'],
    ['Bo Middag', 'Nej'],
    ['Anna Middag', 'Ja'],
  ]);

  await picker.getByRole('link', { name: /Brunchen/ }).click();
  await expect.poll(() => names(page)).toEqual(['Cia Brunch']);
  await expect(page.getByTestId('attendance-guests')).toHaveText('1 gäst totalt');
  expect(await exportedRows(page)).toEqual([
    [NAME, 'Kommer du på brunchen?'],
    ['Cia Brunch', 'Ja'],
  ]);
  await page.getByRole('navigation', { name: 'OSA-svar' }).getByRole('link', { name: 'Frågor' }).click();
  await expect(page).toHaveURL(/visa-osa\/fragor\?modul=brunch$/);
  await expect(page.locator('details summary')).toHaveCount(2);
  await expect(page.locator('details').filter({ hasText: 'Kommer du på middagen?' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'OSA-svar' }).getByRole('link', { name: 'Svar' }).click();
  await picker.getByRole('link', { name: /Önskelåtar/ }).click();
  await expect.poll(() => names(page)).toEqual(['September']);
  await expect(page.getByTestId('attendance-guests')).toHaveCount(0);

  for (const language of ['sv', 'en', 'da'] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/redigera/${siteId}/visa-osa?modul=dinner&lang=${language}`);
      await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({
        path: join(test.info().project.outputDir, `answers-modules-${language}-${width}.png`),
        fullPage: true,
      });
    }
  }
});
