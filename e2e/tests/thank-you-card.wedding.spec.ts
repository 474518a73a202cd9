import { expect, test, type Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { latestMailTo, registerAccount, uniqueMail } from '../fixtures/accounts';
import { readPdf } from '../fixtures/pdf';
import { SUCCEEDING_CARD } from '../fixtures/publish';

/*
 * Thank-you cards (issue 37 item 4): from the prints overview, a new thank-you card with its thank-you texts,
 * saved, ordered and paid like an invitation, and the printer's PDF thanks the guests.
 */
const PASSWORD = 'hemligt-lösen-1';
/** A saved print's own address (never a new card's). */
const PRINT_PATH = /\/redigera\/([^/]+)\/inbjudningar\/(?!nytt)([^/]+)$/;

async function createWeddingSite(page: Page): Promise<string> {
  await registerAccount(page.request, uniqueMail('thank-you'), PASSWORD);
  const response = await page.request.post('/api/sites/V2', {
    data: {
      site: {
        _id: 'NEW',
        theme: 'theme12',
        usesSiteModules: true,
        fonts: { heading: 'Playfair Display', text: 'Lato' },
        siteModules: [{ id: 'header', siteModuleType: 'Header', title: { sv: 'Vårt bröllop' } }],
      },
      wizardData: null,
    },
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { site: { _id: string } }).site._id;
}

/** The screen at a phone's and a desktop's width, to be looked at. */
async function screenshots(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 960 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an owner makes a thank-you card, orders 20 and pays; the printer’s PDF thanks the guests', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const siteId = await createWeddingSite(page);

  await page.goto(`/redigera/${siteId}/inbjudningar`);
  await page.getByRole('link', { name: 'Nytt tackkort' }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/nytt-tackkort$`));
  await expect(page.getByRole('textbox', { name: 'Rubrik', exact: true })).toHaveText('Tack!');
  await expect(page.getByText('Tackkort', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Baksida' }).click();
  await expect(page.getByRole('textbox', { name: 'Text vid QR-koden', exact: true })).toContainText(
    'Tack för att ni firade med oss!',
  );
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page).toHaveURL(PRINT_PATH, { timeout: 30_000 });
  const printId = PRINT_PATH.exec(new URL(page.url()).pathname)?.[2] ?? '';
  await screenshots(page, 'thank-you-editor');

  await page.goto(`/redigera/${siteId}/inbjudningar`);
  await expect(page.getByRole('img', { name: 'Tackkort 1, framsida' })).toBeVisible();
  await screenshots(page, 'thank-you-overview');

  await page.goto(`/redigera/${siteId}/inbjudningar/${printId}/bestall`);
  await expect(page.getByRole('heading', { name: 'Beställ tackkort' })).toBeVisible();
  await page.getByLabel('Antal kort').selectOption('20');
  const shipTo = uniqueMail('thank-you-cards');
  await page.getByLabel('Förnamn').fill('Anna');
  await page.getByLabel('Efternamn').fill('Berg');
  await page.getByLabel('Adress', { exact: true }).fill('Storgatan 1');
  await page.getByLabel('Postnummer').fill('123 45');
  await page.getByLabel('Ort', { exact: true }).fill('Stockholm');
  await page.getByLabel('E-post').fill(shipTo);
  await page.getByLabel('Telefon').fill('+46 70 123 45 67');
  await expect(page.getByRole('radio', { name: /PostNord MyPack Collect/ })).toBeChecked();
  await page.getByRole('button', { name: 'Beställ' }).click();

  const dialog = page.getByRole('dialog', { name: 'Betalning' });
  await expect(dialog).toContainText('Tackkort, 20 st');
  await dialog.getByRole('radio', { name: 'Kort' }).click();
  await dialog.getByLabel('Kortnummer').fill(SUCCEEDING_CARD);
  await dialog.getByLabel('Giltigt till').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Betala med kort' }).click();

  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/bekraftelse/[0-9a-f]+$`));
  const orderId = page.url().split('/').pop() ?? '';
  await expect(
    page.getByRole('region', { name: 'Beställning' }).getByText('Tackkort A6, 20 st'),
  ).toBeVisible();
  // The receipt speaks of printed cards, not of invitations.
  const receipt = page.getByRole('region', { name: 'Kvitto' });
  // The receipt itemises the order: the cards, then the shipping (issue 39 item 6).
  await expect(receipt).toContainText('Tackkort A6, 20 st');
  await expect(receipt).toContainText('Frakt');
  await expect(receipt).not.toContainText('inbjudningar');
  expect((await latestMailTo(page.request, shipTo)).subject).toBe('Tack för din beställning av tackkort');

  // The simulated printer gets the PDF once Chromium has rendered it.
  const order = page.locator(`li.order[data-order-id="${orderId}"]`);
  await expect
    .poll(
      async () => {
        await page.goto('/dev/prints');
        return order.locator('button', { hasText: 'Markera som tryckt' }).count();
      },
      { timeout: 90_000 },
    )
    .toBe(1);
  const pdf = await page.request.get(`/dev/prints/orders/${orderId}/pdf`);
  const path = test.info().outputPath('thank-you-cards.pdf');
  await writeFile(path, await pdf.body());
  const pages = readPdf(path);
  // The front's title is set in spaced capitals.
  expect(pages[0]?.text).toContain('Anna & Erik');
  expect(pages[1]?.text).toContain('Tack för att ni firade med oss!');
  expect(pages[1]?.text).toContain('Varma hälsningar, Anna & Erik');
});
