import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, registerAccount, uniqueMail } from '../fixtures/accounts';
import { publishSite, SUCCEEDING_CARD } from '../fixtures/publish';
import { BRAND_DOMAIN, hostUrl } from '../fixtures/sites';
import { uniqueLabel } from '../fixtures/unique';

const PASSWORD = 'hemligt-lösen-1';

async function ownerWithSite(page: Page): Promise<string> {
  await registerAccount(page.request, uniqueMail('publish'), PASSWORD);
  return createSite(page.request);
}

async function searchSubdomain(page: Page, siteId: string, label: string) {
  await page.goto(`/redigera/${siteId}/valj-adress`);
  await page.getByRole('link', { name: 'Välj subdomän' }).click();
  await page.getByLabel('Adress').fill(label);
  await page.getByRole('button', { name: 'Sök' }).click();
  await expect(page.getByText('Adressen är ledig!')).toBeVisible();
  await page.getByRole('button', { name: 'Betala 499 kr' }).click();
  return page.getByRole('dialog', { name: 'Betalning' });
}

async function payWithSimulatedCard(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Betalning' });
  await dialog.getByRole('radio', { name: 'Kort' }).click();
  await dialog.getByLabel('Kortnummer').fill(SUCCEEDING_CARD);
  await dialog.getByLabel('Giltigt till').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Betala med kort' }).click();
}

async function startSwish(page: Page, siteId: string, label: string) {
  const dialog = await searchSubdomain(page, siteId, label);
  await dialog.getByLabel('Swish-nummer').fill('070 1234567');
  await dialog.getByRole('button', { name: 'Betala med Swish' }).click();
  await expect(dialog.getByText('Öppna Swish-appen och godkänn betalningen')).toBeVisible();
  await expect(dialog.getByText('Det kan ta upp till 15 sekunder innan betalningen syns här.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Kort' })).toHaveCount(0);
  return dialog;
}

/** Settles the payer's request on the Swish simulator's page, as the payer would in the app. */
async function settleInSimulator(page: Page, host: string, button: 'Godkänn' | 'Neka' | 'Avbryt') {
  const simulator = await page.context().newPage();
  await simulator.goto('/dev/swish');
  const request = simulator.locator('li.request.created', { hasText: host });
  await expect(request).toContainText('46701234567');
  await expect(request).toContainText('499 kr');
  await request.getByRole('button', { name: button }).click();
  await expect(simulator.locator('li.request.created', { hasText: host })).toHaveCount(0);
  await simulator.close();
}

test.describe('publish and pay', () => {
  // Each Swish test waits for a 5 s poll and drives a second page; a busy machine needs the headroom.
  test.describe.configure({ timeout: 120_000 });

  test('an owner buys a subdomain by card, gets a receipt, and guests open the site there', async ({
    page,
    browser,
  }) => {
    const siteId = await ownerWithSite(page);
    const label = uniqueLabel('kort');
    const host = `${label}.${BRAND_DOMAIN}`;
    const dialog = await searchSubdomain(page, siteId, label);
    // Before paying, the owner reads how long the address is published (issue 39 item 8).
    await expect(dialog).toContainText('Publicerad i 12 månader från betalningen');
    await payWithSimulatedCard(page);

    await expect(page.getByRole('heading', { name: 'Din sida är publicerad!' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/valj-adress/subdoman/bekraftelse/card_`));
    await expect(page.getByRole('link', { name: host })).toBeVisible();
    const receipt = page.getByRole('region', { name: 'Kvitto' });
    await expect(receipt).toContainText('Subdomän');
    await expect(receipt).toContainText('399,20 kr');
    await expect(receipt).toContainText('99,80 kr');
    // With öre on the VAT lines, the total shows its öre too, so the receipt's amounts line up.
    await expect(receipt).toContainText('499,00 kr');
    await expect(receipt).toContainText('Kort');

    const guest = await browser.newPage();
    await guest.goto(hostUrl(host));
    await expect(guest).toHaveTitle(host);
    await expect(guest.getByText('Det finns ingen publicerad sida')).toHaveCount(0);
    await guest.close();
  });

  test('Swish approved in the simulator publishes the site', async ({ page }) => {
    const siteId = await ownerWithSite(page);
    const label = uniqueLabel('swish');
    const host = `${label}.${BRAND_DOMAIN}`;
    await startSwish(page, siteId, label);
    await settleInSimulator(page, host, 'Godkänn');
    await expect(page.getByRole('heading', { name: 'Din sida är publicerad!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('region', { name: 'Kvitto' })).toContainText('Swish');
    const published = await page.request.get(`/api/sites/public/host/${host}`);
    expect(published.status()).toBe(200);
  });

  for (const [button, message] of [
    ['Neka', 'Ditt köp nekades.'],
    ['Avbryt', 'Köp avbrutet'],
  ] as const) {
    test(`Swish ${button === 'Neka' ? 'declined' : 'cancelled'} in the simulator says "${message}"`, async ({
      page,
    }) => {
      const siteId = await ownerWithSite(page);
      const label = uniqueLabel('swish');
      const dialog = await startSwish(page, siteId, label);
      await settleInSimulator(page, `${label}.${BRAND_DOMAIN}`, button);
      await expect(dialog.getByRole('alert')).toHaveText(message, { timeout: 30_000 });
      await expect(dialog.getByRole('radio', { name: 'Kort' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Försök igen' }).click();
      await expect(dialog.getByLabel('Swish-nummer')).toBeVisible();
      await expect(dialog.getByRole('radio', { name: 'Kort' })).toBeVisible();
      expect((await page.request.get(`/api/sites/public/host/${label}.${BRAND_DOMAIN}`)).status()).toBe(404);
    });
  }

  test('a custom domain is bought, and registered after two 402 answers', async ({ page }) => {
    const siteId = await ownerWithSite(page);
    const name = uniqueLabel('brollop');
    const domain = `${name}.se`;
    let registrations = 0;
    await page.route('**/host/domain-registration/register/**', async (route) => {
      registrations += 1;
      if (registrations <= 2) {
        await route.fulfill({
          status: 402,
          contentType: 'application/json',
          body: JSON.stringify({
            isErrorResponse: true,
            code: 'PAYMENT_REQUIRED',
            errorDescription: {
              sv: 'Betalningen har inte kommit fram än.',
              en: 'Not yet.',
              da: 'Ikke endnu.',
            },
            message: 'Payment pending',
          }),
        });
      } else {
        await route.continue();
      }
    });

    await page.goto(`/redigera/${siteId}/valj-adress/doman/`);
    await expect(page.getByRole('radio', { name: '.se' })).toHaveAttribute('aria-checked', 'true');
    await page.getByLabel('Domännamn').fill(name);
    await page.getByRole('button', { name: 'Sök' }).click();
    await expect(page.getByText('Adressen är ledig!')).toBeVisible();
    await page.getByRole('button', { name: 'Betala 1 199 kr' }).click();
    await payWithSimulatedCard(page);
    await expect(page.getByText('Registrerar domänen…')).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Din domän är klar!' })).toBeVisible({ timeout: 30_000 });
    expect(registrations).toBe(3);
    await expect(page.getByRole('link', { name: domain })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kvitto' })).toContainText('1 199,00 kr');

    const guest = await page.context().browser()?.newPage();
    if (!guest) throw new Error('no browser');
    await guest.goto(`/?domainHost=${domain}`);
    await expect(guest).toHaveTitle(domain);
    await guest.close();
  });

  test('an owner who already has the domain pays for using it and is shown the DNS records', async ({
    page,
  }) => {
    const siteId = await ownerWithSite(page);
    await page.goto(`/redigera/${siteId}/valj-adress/doman/`);
    await page.getByRole('radio', { name: '.nu' }).click();
    await page.getByLabel('Domännamn').fill('upptagen');
    await page.getByRole('button', { name: 'Sök' }).click();
    await expect(page.getByText('Domänen är redan registrerad.')).toBeVisible();
    await page.getByRole('button', { name: 'Äger du domänen? Använd den här' }).click();
    await expect(page.getByText('Använd din egen domän')).toBeVisible();
    await page.getByRole('button', { name: 'Betala 499 kr' }).click();
    await payWithSimulatedCard(page);

    await expect(page.getByRole('heading', { name: 'Din domän är kopplad!' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(
      new RegExp(`/redigera/${siteId}/valj-adress/doman-annan-registrar/bekraftelse/card_`),
    );
    const dns = page.getByRole('region', { name: 'Peka domänen hit' });
    await expect(dns).toContainText('Logga in hos registraren där upptagen.nu finns');
    await expect(dns.getByRole('row', { name: /^A/ })).toContainText('127.0.0.1');
    await expect(dns.getByRole('row', { name: /^CNAME/ })).toContainText(`sites.${BRAND_DOMAIN}`);
    await expect(page.getByRole('region', { name: 'Kvitto' })).toContainText('499,00 kr');

    const guest = await page.context().browser()?.newPage();
    if (!guest) throw new Error('no browser');
    await guest.goto('/?domainHost=upptagen.nu');
    await expect(guest).toHaveTitle('upptagen.nu');
    await guest.close();
  });

  test('an included domain registration registers a domain for free, and guests reach the site there', async ({
    page,
  }) => {
    const siteId = await ownerWithSite(page);
    const granted = await page.request.put(`/dev/sites/${siteId}/included-domain-registrations`, {
      data: { count: 1 },
    });
    expect(granted.ok()).toBe(true);
    const name = uniqueLabel('ingar');
    const domain = `${name}.se`;

    await page.goto(`/redigera/${siteId}/valj-adress/doman/`);
    await page.getByLabel('Domännamn').fill(name);
    await page.getByRole('button', { name: 'Sök' }).click();
    await expect(page.getByText('Adressen är ledig!')).toBeVisible();
    await expect(page.getByText('Pris: 0 kr – ingår för din sida')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Betala/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Använd domänen' }).click();

    await expect(page.getByRole('heading', { name: 'Din domän är klar!' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/valj-adress/doman/bekraftelse/?$`));
    await expect(page.getByRole('link', { name: domain })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kvitto' })).toHaveCount(0);

    const guest = await page.context().browser()?.newPage();
    if (!guest) throw new Error('no browser');
    await guest.goto(`/?domainHost=${domain}`);
    await expect(guest).toHaveTitle(domain);
    await guest.close();
  });

  test('the account page shows the publication, and an extension moves the expiry', async ({ page }) => {
    const siteId = await ownerWithSite(page);
    const { host } = await publishSite(page.request, siteId, uniqueLabel('konto'));
    const account = (await (await page.request.get(`/api/sites/${siteId}/account/`)).json()) as {
      site: { activeDate: string; activeExpireDate: string };
    };
    const expiry = account.site.activeExpireDate.slice(0, 10);
    const extended = `${Number(expiry.slice(0, 4)) + 1}${expiry.slice(4)}`;

    await page.goto(`/redigera/${siteId}/konto`);
    const publication = page.getByRole('region', { name: 'Publicering' });
    await expect(publication).toContainText(host);
    await expect(publication).toContainText(account.site.activeDate.slice(0, 10));
    await expect(publication).toContainText(expiry);
    await expect(page.getByRole('region', { name: 'Konto' })).toContainText('@example.se');

    await publication.getByRole('link', { name: 'Förläng publiceringen' }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/konto/forlang$`));
    await payWithSimulatedCard(page);
    const confirmation = page.getByRole('dialog', { name: 'Publiceringen är förlängd' });
    await expect(confirmation).toContainText(extended);
    await expect(confirmation.getByRole('region', { name: 'Kvitto' })).toContainText('Förlängd publicering');
    await confirmation.getByRole('button', { name: 'Stäng' }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/konto$`));
    await expect(page.getByRole('region', { name: 'Publicering' })).toContainText(extended);
  });

  test('a receipt in a dialog keeps its labels whole on a phone (issue 39 item 8)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const siteId = await ownerWithSite(page);
    await publishSite(page.request, siteId, uniqueLabel('kvitto'));
    await page.goto(`/redigera/${siteId}/konto/forlang`);
    await payWithSimulatedCard(page);
    const receipt = page
      .getByRole('dialog', { name: 'Publiceringen är förlängd' })
      .getByRole('region', { name: 'Kvitto' });
    await expect(receipt).toContainText('Referens');
    // Each label is one line: 'Referens' beside a long payment reference never reads 'Refere/ns'.
    const lines = await receipt.locator('dt').evaluateAll((labels) =>
      labels.map((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        return `${label.textContent ?? ''}: ${tops.size}`;
      }),
    );
    expect(lines).toEqual(lines.map((line) => line.replace(/\d+$/, '1')));
    // Itemised: the publication as its one line, with its quantity, unit price, VAT and total (issue 39 item 6).
    const itemised = receipt.getByRole('table', { name: 'Specifikation' });
    await expect(itemised.getByRole('row', { name: /Förlängd publicering/ })).toBeVisible();
    const screenshots = join(test.info().project.outputDir, 'screenshots');
    mkdirSync(screenshots, { recursive: true });
    await receipt.screenshot({ path: join(screenshots, 'receipt-390.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await receipt.screenshot({ path: join(screenshots, 'receipt-1440.png') });
  });
});
