import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import yauzl from 'yauzl';
import { createSite, registerAccount, uniqueMail } from '../fixtures/accounts';
import { publishSite } from '../fixtures/publish';
import { hostUrl } from '../fixtures/sites';
import { uniqueLabel } from '../fixtures/unique';

const PASSWORD = 'hemligt-lösen-1';

/** The names of the files in a zip, as an owner's unzip lists them. */
function zipNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error('No zip'));
      const names: string[] = [];
      archive.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        archive.readEntry();
      });
      archive.on('end', () => resolve(names));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

test('an owner downloads their data as one zip, then deletes the account and the site answers 404', async ({
  page,
}) => {
  await registerAccount(page.request, uniqueMail('account-data'), PASSWORD);
  const siteId = await createSite(page.request);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('data'));
  expect((await page.request.get(`/api/sites/public/host/${host}`)).status()).toBe(200);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/redigera/${siteId}/konto`);
    const section = page.getByRole('region', { name: 'Dina uppgifter' });
    await expect(section).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`account-data-${width}.png`), fullPage: true });
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner mina uppgifter' }).click();
  const zipPath = await (await download).path();
  const names = await zipNames(await readFile(zipPath));
  expect(names).toEqual(
    expect.arrayContaining(['account.json', 'site/site.json', 'site/versions/1.json', 'data/payments.json']),
  );

  await page.getByRole('button', { name: 'Radera mitt konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Radera kontot?' });
  await dialog.getByLabel('Ditt lösenord').fill(PASSWORD);
  await dialog.getByLabel('Skriv RADERA för att bekräfta').fill('RADERA');
  await page.screenshot({ path: test.info().outputPath('delete-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Radera kontot för gott' }).click();
  await expect(page).toHaveURL(/\/$/);

  expect((await page.request.get(`/api/sites/public/host/${host}`)).status()).toBe(404);
  const guestPage = await page.goto(hostUrl(host));
  expect(guestPage?.status()).toBe(404);
  expect((await page.request.get('/api/accounts/me/')).status()).toBe(403);
});
