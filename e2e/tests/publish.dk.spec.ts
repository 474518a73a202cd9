import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { createSite, registerAccount, uniqueMail } from '../fixtures/accounts';
import { SUCCEEDING_CARD } from '../fixtures/publish';
import { BRAND_DOMAIN } from '../fixtures/sites';
import { uniqueLabel } from '../fixtures/unique';

const PASSWORD = 'hemmeligt-kodeord-1';

/** Where the screenshots of the Danish payment dialog and receipt go, when asked for. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

async function ownerWithSite(page: Page): Promise<{ siteId: string; mail: string }> {
  const mail = uniqueMail('dk');
  await registerAccount(page.request, mail, PASSWORD);
  return { siteId: await createSite(page.request), mail };
}

/** Screenshots at a phone's and a desktop's width, for a person to look at. */
async function shoot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('the Danish market (MARKET=dk)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an owner buys a subdomain with MobilePay and reads the Danish receipt and mail', async ({ page }) => {
    const { siteId, mail } = await ownerWithSite(page);
    const label = uniqueLabel('mobilepay');
    const host = `${label}.${BRAND_DOMAIN}`;

    await page.goto(`/redigera/${siteId}/valj-adress`);
    await page.getByRole('link', { name: 'Vælg subdomæne' }).click();
    await page.getByLabel('Adresse').fill(label);
    await page.getByRole('button', { name: 'Søg' }).click();
    await expect(page.getByText('Adressen er ledig!')).toBeVisible();
    await page.getByRole('button', { name: 'Betal 349,00 kr.' }).click();

    const dialog = page.getByRole('dialog', { name: 'Betaling' });
    await expect(dialog.getByRole('radio', { name: 'MobilePay' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('radio', { name: 'Kort' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Swish' })).toHaveCount(0);
    await expect(dialog).toContainText('349,00 kr.');
    await expect(dialog).not.toContainText('SEK');
    await shoot(page, 'dk-payment-dialog');

    await dialog.getByLabel('Mobilnummer').fill('12 34 56 78');
    await dialog.getByRole('button', { name: 'Betal med MobilePay' }).click();
    await expect(dialog.getByText('Åbn MobilePay-appen, og godkend betalingen')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Kort' })).toHaveCount(0);
    await shoot(page, 'dk-payment-waiting');

    const simulator = await page.context().newPage();
    await simulator.goto('/dev/mobilepay');
    const payment = simulator.locator('li.payment.created', { hasText: host });
    await expect(payment).toContainText('+4512345678');
    await expect(payment).toContainText('349,00 kr.');
    await payment.getByRole('button', { name: 'Godkend' }).click();
    await expect(simulator.locator('li.payment.created', { hasText: host })).toHaveCount(0);
    await simulator.close();

    await expect(page.getByRole('heading', { name: 'Din side er udgivet!' })).toBeVisible({
      timeout: 20_000,
    });
    const receipt = page.getByRole('region', { name: 'Kvittering' });
    await expect(receipt).toContainText('Subdomæne');
    await expect(receipt).toContainText('279,20 kr.');
    await expect(receipt).toContainText('69,80 kr.');
    await expect(receipt).toContainText('349,00 kr.');
    await expect(receipt).toContainText('MobilePay');
    await shoot(page, 'dk-receipt');

    await page.goto('/dev/mail');
    const receiptMail = page.locator('article', { hasText: mail }).filter({
      hasText: 'Kvittering fra Festsiden',
    });
    await expect(receiptMail.first()).toContainText('I alt inkl. moms: 349,00 kr.');
    await expect(receiptMail.first()).toContainText('Betalingsmåde: MobilePay');
  });

  test('an owner buys a .dk domain by card', async ({ page }) => {
    const { siteId } = await ownerWithSite(page);
    const name = uniqueLabel('bryllup');
    const domain = `${name}.dk`;

    await page.goto(`/redigera/${siteId}/valj-adress/doman/`);
    const tlds = page.getByRole('radiogroup');
    await expect(tlds.getByRole('radio')).toHaveText(['.dk', '.com', '.eu', '.nu']);
    await expect(page.getByRole('radio', { name: '.dk' })).toHaveAttribute('aria-checked', 'true');
    await page.getByLabel('Domænenavn').fill(name);
    await page.getByRole('button', { name: 'Søg' }).click();
    await expect(page.getByText('Adressen er ledig!')).toBeVisible();
    await page.getByRole('button', { name: 'Betal 899,00 kr.' }).click();

    const dialog = page.getByRole('dialog', { name: 'Betaling' });
    await dialog.getByRole('radio', { name: 'Kort' }).click();
    await dialog.getByLabel('Kortnummer').fill(SUCCEEDING_CARD);
    await dialog.getByLabel('Udløbsdato').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Betal med kort' }).click();

    await expect(page.getByRole('heading', { name: 'Dit domæne er klar!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: domain })).toBeVisible();
    const receipt = page.getByRole('region', { name: 'Kvittering' });
    await expect(receipt).toContainText('Eget domæne');
    await expect(receipt).toContainText('899,00 kr.');
    await expect(receipt).toContainText('179,80 kr.');
    await expect(receipt).toContainText('Kort');
  });
});
