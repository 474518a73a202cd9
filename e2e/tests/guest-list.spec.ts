import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { publishSite } from '../fixtures/publish';

/** The owner's site in Swedish and English, the households' two languages. */
async function createSite(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/sites/V2', {
    headers: { 'content-type': 'application/json' },
    data: {
      site: {
        theme: 'theme4',
        usesSiteModules: true,
        fonts: { heading: 'Playfair Display', text: 'Lato' },
        availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
        siteModules: [],
      },
      wizardData: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { site: { _id: string } }).site._id;
}

/** A guest sheet as an owner would write it: a heading row and 30 households, a few in English. */
async function guestSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Gäster');
  sheet.addRow(['Namn', 'Gäster', 'E-post', 'Språk', 'Taggar']);
  for (let index = 1; index <= 30; index += 1) {
    sheet.addRow([
      `Familjen ${index}`,
      `Anna ${index}, Bo ${index}`,
      `familj${index}@example.se`,
      index % 5 === 0 ? 'English' : '',
      index % 2 === 0 ? 'släkt' : 'vänner',
    ]);
  }
  sheet.addRow(['', 'Utan namn', '', '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('the owner imports 30 households from a sheet, adds and deletes one, and downloads their links', async ({
  page,
}) => {
  await registerAccount(page.request, uniqueMail('guest-list'), 'hemligt-lösen-1');
  const siteId = await createSite(page.request);
  const { host } = await publishSite(page.request, siteId, `gaster-${Date.now().toString(36)}`);

  await page.goto(`/redigera/${siteId}/`);
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  await page.getByRole('link', { name: 'Gäster' }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/gaster$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Gäster' })).toBeVisible();
  await expect(page.getByText('Inga gäster än')).toBeVisible();

  await page.getByRole('button', { name: 'Importera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importera gäster' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'gaster.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await guestSheet(),
  });
  await expect(dialog.getByRole('status')).toHaveText(
    '30 hushåll läggs till, 1 rad har fel och hoppas över.',
  );
  await expect(dialog.getByRole('row', { name: /Utan namn/ })).toContainText('Namn saknas');
  await dialog.getByRole('button', { name: 'Lägg till 30 hushåll' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('household')).toHaveCount(30);
  await expect(page.getByTestId('count-invited')).toContainText('30');
  await expect(page.getByTestId('count-notAnswered')).toContainText('30');
  await expect(page.getByTestId('household').filter({ hasText: 'Familjen 5' }).first()).toContainText(
    'Engelska',
  );

  await page.getByRole('button', { name: 'Lägg till hushåll' }).click();
  const add = page.getByRole('dialog', { name: 'Lägg till hushåll' });
  await add.getByLabel('Hushållets namn').fill('Familjen Andersson');
  await add.getByLabel('Gäster').fill('Karin Andersson\nLars Andersson');
  await add.getByRole('button', { name: 'Spara' }).click();
  await expect(add).toBeHidden();
  const andersson = page.getByTestId('household').filter({ hasText: 'Familjen Andersson' });
  await expect(andersson).toContainText('2 gäster');
  await expect(page.getByTestId('count-invited')).toContainText('31');

  await andersson.getByRole('button', { name: 'Ta bort' }).click();
  await page
    .getByRole('dialog', { name: 'Ta bort Familjen Andersson?' })
    .getByRole('button', { name: 'Ta bort' })
    .click();
  await expect(andersson).toHaveCount(0);
  await expect(page.getByTestId('count-invited')).toContainText('30');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner länkar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('gaster.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await readFile(await download.path())).buffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(31);
  const links = new Set<string>();
  for (let row = 2; row <= 31; row += 1) links.add(String(sheet?.getRow(row).getCell(3).value));
  expect(links.size).toBe(30);
  expect(String(sheet?.getRow(6).getCell(1).value)).toBe('Familjen 5');
  expect(String(sheet?.getRow(6).getCell(3).value)).toMatch(
    new RegExp(`^http://${host.replace(/\./g, '\\.')}:\\d+/en\\?g=[A-Za-z0-9_-]{24}$`),
  );
});
