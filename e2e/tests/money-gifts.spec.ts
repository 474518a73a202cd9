import { devices, expect, test } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { POST_KEY_MIN_AGE_MS } from '../fixtures/guest';
import {
  chooseAmount,
  createGiftPotSite,
  ownerGifts,
  POT_ID,
  publishedUrl,
  scanQrCode,
  SWISH_NUMBER,
} from '../fixtures/money-gifts';
import { publishSite } from '../fixtures/publish';
import { uniqueLabel } from '../fixtures/unique';

/*
 * Issue 37 end to end in Sweden: a guest on a phone swishes into the hosts' pot through Swish's app link and
 * tells the hosts; a guest on a computer scans the same payment's QR code; the owner ticks the gift thanked
 * on the thank-you list, and it stays ticked.
 */

/** Swish's prefilled payment of 500 kr for the pot, as its QR code reads (Swish QR code API manual §6.1). */
const SWISH_PAYLOAD = `C${SWISH_NUMBER};500,00;Br%C3%B6llopsresan;6`;
const SWISH_LINK_PREFIX = 'swish://payment?data=';

/** Where screenshots of the thank-you list go, when asked for. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

test('a guest swishes from a phone and reports it, a computer shows the QR, the owner ticks it thanked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await registerAccount(page.request, uniqueMail('gifts'), 'presentpengar-1');
  const siteId = await createGiftPotSite(page.request, 'se');
  const { host } = await publishSite(page.request, siteId, uniqueLabel('gifts'));
  const siteUrl = publishedUrl(baseURL, host);

  await test.step('a guest on a phone gets Swisha, the app link with the payment, and tells the hosts', async () => {
    const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'sv-SE' });
    const guest = await phone.newPage();
    await guest.goto(siteUrl);
    const pot = guest.locator(`[data-gift-id="${POT_ID}"]`);
    await chooseAmount(pot, '500 kr');
    const swisha = pot.getByRole('link', { name: 'Swisha 500 kr' });
    await expect(swisha).toBeVisible();
    // On a phone the app opens; there is no code to scan.
    await expect(pot.getByRole('img', { name: /QR-kod/ })).toBeHidden();
    const href = (await swisha.getAttribute('href')) ?? '';
    expect(href.startsWith(SWISH_LINK_PREFIX)).toBe(true);
    expect(JSON.parse(decodeURIComponent(href.slice(SWISH_LINK_PREFIX.length)))).toEqual({
      version: 1,
      payee: { value: SWISH_NUMBER, editable: false },
      amount: { value: 500, editable: true },
      message: { value: 'Bröllopsresan', editable: true },
    });
    await pot.getByRole('button', { name: 'Jag har swishat' }).click();
    const report = guest.getByRole('dialog', { name: 'Jag har swishat – Bröllopsresan' });
    await report.getByLabel('Ditt namn').fill('Eva Holm');
    await expect(report.getByLabel('Belopp (kr, valfritt)')).toHaveValue('500');
    await report.getByLabel('En hälsning (valfritt)').fill('Grattis och trevlig resa!');
    await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
    await report.getByRole('button', { name: 'Skicka' }).click();
    await expect(guest.getByRole('dialog', { name: 'Tack för din gåva!' })).toBeVisible();
    await phone.close();
  });

  await test.step('a guest on a computer scans the QR code of the same payment', async () => {
    const computer = await browser.newContext({ ...devices['Desktop Chrome'], locale: 'sv-SE' });
    const guest = await computer.newPage();
    await guest.goto(siteUrl);
    const pot = guest.locator(`[data-gift-id="${POT_ID}"]`);
    await chooseAmount(pot, '500 kr');
    const code = pot.getByRole('img', { name: `QR-kod med innehållet ${SWISH_PAYLOAD}` });
    await expect(code).toBeVisible();
    await expect(pot.getByRole('link', { name: 'Swisha 500 kr' })).toBeHidden();
    expect(await scanQrCode(guest, code)).toBe(SWISH_PAYLOAD);
    await computer.close();
  });

  await test.step('the owner ticks the gift thanked on the thank-you list, and it stays', async () => {
    await page.goto(`/redigera/${siteId}/`);
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    await page.getByRole('link', { name: 'Tacklistan' }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/tack$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Tacklistan' })).toBeVisible();
    const gift = page
      .getByTestId('gift-group')
      .filter({ has: page.getByRole('heading', { name: 'Eva Holm' }) });
    await expect(gift.getByText('500 kr', { exact: true })).toBeVisible();
    await expect(gift.getByText('Grattis och trevlig resa!')).toBeVisible();
    await expect(page.getByTestId('count-money')).toHaveText(/^Via Swish500\skr$/);
    for (const width of SCREENSHOT_DIR ? [390, 1440] : []) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/thank-you-list-${width}.png`, fullPage: true });
    }

    await gift.getByRole('checkbox', { name: 'Tackat' }).check();
    await expect(gift.getByRole('status')).toHaveText('Sparat');
    await page.reload();
    await expect(
      page
        .getByTestId('gift-group')
        .filter({ has: page.getByRole('heading', { name: 'Eva Holm' }) })
        .getByRole('checkbox', { name: 'Tackat' }),
    ).toBeChecked();
    expect(await ownerGifts(page.request, siteId)).toEqual([
      expect.objectContaining({
        from: 'Eva Holm',
        amount: 50_000,
        greeting: 'Grattis och trevlig resa!',
        thanked: true,
      }),
    ]);
  });
});
