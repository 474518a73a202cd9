import { expect, test } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { POST_KEY_MIN_AGE_MS } from '../fixtures/guest';
import {
  chooseAmount,
  createGiftPotSite,
  ownerGifts,
  POT_ID,
  publishedUrl,
  scanQrCode,
} from '../fixtures/money-gifts';
import { publishSite } from '../fixtures/publish';
import { uniqueLabel } from '../fixtures/unique';

/*
 * Issue 37 in Denmark: MobilePay documents no link that opens a payment to a private number, so the guest
 * page shows the hosts' number to copy and, on a computer, a QR code of it, never Swish; the owner's list
 * says MobilePay.
 */

test('a Danish guest pays the hosts by MobilePay, and the owner sees it on the thank-you list', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await registerAccount(page.request, uniqueMail('gaver'), 'gavepenge-kode-1');
  const siteId = await createGiftPotSite(page.request, 'dk');
  const { host } = await publishSite(page.request, siteId, uniqueLabel('gaver'));

  const computer = await browser.newContext({ locale: 'da-DK' });
  const guest = await computer.newPage();
  await guest.goto(publishedUrl(baseURL, host));
  const pot = guest.locator(`[data-gift-id="${POT_ID}"]`);
  await chooseAmount(pot, '500 kr.');
  await expect(pot.getByText('Til 12 34 56 78')).toBeVisible();
  await expect(pot.getByRole('button', { name: 'Kopiér nummeret' })).toBeVisible();
  await expect(guest.locator('a[href^="swish:"]')).toHaveCount(0);
  await expect(pot).not.toContainText('Swish');
  // The code holds the hosts' number (the fixture's 45 12 34 56 78) as a Dane types it, without 45.
  expect(await scanQrCode(guest, pot.getByRole('img', { name: /12345678/ }))).toBe('12345678');

  await pot.getByRole('button', { name: 'Jeg har betalt' }).click();
  const report = guest.getByRole('dialog', { name: /^Jeg har betalt/ });
  await report.getByLabel('Dit navn').fill('Mette Hansen');
  await expect(report.getByLabel(/^Beløb/)).toHaveValue('500');
  await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await report.getByRole('button', { name: 'Send' }).click();
  await expect(guest.getByRole('dialog', { name: 'Tak for din gave!' })).toBeVisible();
  await computer.close();

  expect(await ownerGifts(page.request, siteId)).toEqual([
    expect.objectContaining({ from: 'Mette Hansen', amount: 50_000, thanked: false }),
  ]);
  await page.goto(`/redigera/${siteId}/tack`);
  const gift = page
    .getByTestId('gift-group')
    .filter({ has: page.getByRole('heading', { name: 'Mette Hansen' }) });
  await expect(gift.getByText('MobilePay', { exact: true })).toBeVisible();
  await expect(gift.getByText('500 kr.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('count-money')).toHaveText(/^Via MobilePay500\skr\.$/);
});
