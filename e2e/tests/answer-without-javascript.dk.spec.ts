import { expect, test } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { POST_KEY_MIN_AGE_MS } from '../fixtures/guest';
import { createGiftPotSite, ownerGifts, POT_ID, publishedUrl } from '../fixtures/money-gifts';
import { publishSite } from '../fixtures/publish';
import { uniqueLabel } from '../fixtures/unique';

/** Screenshots of the pot's page, looked at by hand. */
const SHOTS = process.env.NOJS_SHOTS ?? '/tmp/answer-without-javascript-shots';

/*
 * Issue 40 in Denmark: without JavaScript the pot's page shows MobilePay's number to type and, on a
 * computer, its QR code, never Swish; the report goes to the hosts' thank-you list as with JavaScript.
 */
test('without JavaScript a Danish guest on a computer gives to a gift pot by MobilePay and tells the hosts', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await registerAccount(page.request, uniqueMail('uden-script-gave'), 'gavepenge-kode-1');
  const siteId = await createGiftPotSite(page.request, 'dk');
  const { host } = await publishSite(page.request, siteId, uniqueLabel('uden-script-gave'));
  const computer = await browser.newContext({ locale: 'da-DK', javaScriptEnabled: false });
  const guest = await computer.newPage();
  await guest.goto(publishedUrl(baseURL, host));

  await guest.locator(`[data-gift-id="${POT_ID}"]`).getByRole('link', { name: 'Jeg har betalt' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Bryllupsrejsen' })).toBeVisible();
  await guest.getByLabel('Eget beløb (kr.)').fill('750');
  await guest.getByRole('button', { name: 'Fortsæt' }).click();
  await expect(guest.getByText(/^Betal 750\skr\. med MobilePay$/)).toBeVisible();
  await expect(guest.getByText('Til 12 34 56 78')).toBeVisible();
  await expect(guest.getByRole('img', { name: /12345678/ })).toBeVisible();
  await expect(guest.getByText('Scan nummeret med telefonens kamera')).toBeVisible();
  await expect(guest.locator('a[href^="swish:"]')).toHaveCount(0);
  await expect(guest.locator('main')).not.toContainText('Swish');
  await expect(guest.getByLabel('Beløb (kr., valgfrit)')).toHaveValue('750');
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await guest.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await guest.screenshot({ path: `${SHOTS}/pot-dk-${width}.png`, fullPage: true });
  }

  await guest.getByLabel('Dit navn').fill('Mette Hansen');
  await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await guest.getByRole('button', { name: 'Send' }).click();
  await expect(guest.getByRole('status')).toContainText('Tak for din gave!');
  await computer.close();
  expect(await ownerGifts(page.request, siteId)).toEqual([
    expect.objectContaining({ from: 'Mette Hansen', amount: 75_000 }),
  ]);
});
