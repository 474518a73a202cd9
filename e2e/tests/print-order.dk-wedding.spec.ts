import { expect, test } from '@playwright/test';
import { createSite, latestMailTo, registerAccount, uniqueMail } from '../fixtures/accounts';
import { createGenesisPrint } from '../fixtures/prints';

const PASSWORD = 'hemmeligt-kodeord-1';

/** Where the screenshots of the Danish checkout go, when asked for. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

test('a Danish couple orders 20 printed cards in DKK and pays with MobilePay (decisions §8)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerAccount(page.request, uniqueMail('dk-print-order'), PASSWORD);
  const siteId = await createSite(page.request);
  const printId = await createGenesisPrint(page.request, siteId, {
    qrUrl: 'https://anna-og-erik.example',
    textAtQR: 'Scan koden',
  });

  await page.goto(`/redigera/${siteId}/inbjudningar/${printId}/bestall`);
  await expect(page.getByRole('heading', { name: 'Bestil invitationskort' })).toBeVisible();
  await page.getByLabel('Antal kort').selectOption('20');
  await page.getByRole('radio', { name: /Premiumkuverter/ }).check();
  await page.getByRole('checkbox', { name: /Runde hjørner/ }).check();
  // 20 × (11 + 4 + 1,50) kr + 69 kr shipping; the VAT is 20 % of that.
  await expect(page.getByTestId('order-total')).toHaveText(/^399,00\skr\.$/);
  await expect(page.getByTestId('order-vat')).toHaveText(/^79,80\skr\.$/);
  await expect(page.locator('main')).not.toContainText('SEK');

  const shipTo = uniqueMail('dk-cards');
  await page.getByLabel('Fornavn').fill('Anna');
  await page.getByLabel('Efternavn').fill('Jensen');
  await page.getByLabel('Adresse', { exact: true }).fill('Vesterbrogade 1');
  await page.getByLabel('Postnummer').fill('1620');
  await page.getByLabel('By', { exact: true }).fill('København V');
  await page.getByLabel('E-mail').fill(shipTo);
  await page.getByLabel('Telefon').fill('+45 12 34 56 78');
  await expect(page.getByRole('radio', { name: /PostNord DK Pakkeshop/ })).toBeChecked();
  for (const width of SCREENSHOT_DIR ? [390, 1440] : []) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/dk-print-checkout-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Bestil' }).click();

  const dialog = page.getByRole('dialog', { name: 'Betaling' });
  await expect(dialog).toContainText('Invitationskort, 20 stk.');
  await expect(dialog).toContainText(/399,00\skr\./);
  await expect(dialog.getByRole('radio', { name: 'MobilePay' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('radio', { name: 'Swish' })).toHaveCount(0);
  await dialog.getByLabel('Mobilnummer').fill('12 34 56 78');
  await dialog.getByRole('button', { name: 'Betal med MobilePay' }).click();
  await expect(dialog.getByText('Åbn MobilePay-appen, og godkend betalingen')).toBeVisible();

  const simulator = await page.context().newPage();
  await simulator.goto('/dev/mobilepay');
  const payment = simulator.locator('li.payment.created', { hasText: '399,00 kr.' });
  await expect(payment).toContainText('+4512345678');
  await payment.getByRole('button', { name: 'Godkend' }).click();
  await simulator.close();

  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/bekraftelse/[0-9a-f]+$`), {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Tak for din bestilling!' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Kvittering' });
  await expect(receipt).toContainText(/399,00\skr\./);
  await expect(receipt).toContainText('MobilePay');
  const confirmation = await latestMailTo(page.request, shipTo);
  expect(confirmation.text.replaceAll('\u00a0', ' ')).toContain('399,00 kr.');
});
