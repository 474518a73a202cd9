import { expect, test, type APIRequestContext } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { latestMailTo, registerAccount, uniqueMail } from '../fixtures/accounts';
import { attachPages, clippedWords, readPdf } from '../fixtures/pdf';
import { publishSite, SUCCEEDING_CARD } from '../fixtures/publish';
import { answerThroughLinks, createSeatingSite, householdTokens, importSheet } from '../fixtures/seating';
import { uniqueLabel } from '../fixtures/unique';

/*
 * Issue 35 item 2, the printed part: in the wedding brand the seating screen orders place cards through the
 * invitations' checkout; the names are fixed in the order, the simulated printer gets a page per card with
 * bleed, and what it prints is rasterised and looked at.
 */

/** The wedding brand's development domain, under which its sites are published. */
const WEDDING_DOMAIN = 'wedding.localhost';

/** Points per millimetre in a PDF. */
const MM = 72 / 25.4;

interface StoredPlan {
  revision: number;
  unplaced: { householdId: string; member: string }[];
}

/** Seats the first 37 of the 40 who come at three tables through the API: 37 cards round up to 40. */
async function seat37(request: APIRequestContext, siteId: string): Promise<string[]> {
  const read = await request.get(`/api/sites/${siteId}/seating`);
  expect(read.status(), await read.text()).toBe(200);
  const plan = (await read.json()) as StoredPlan;
  const people = plan.unplaced.slice(0, 37);
  const tables = [people.slice(0, 13), people.slice(13, 25), people.slice(25)].map((places, index) => ({
    id: `t${index + 1}`,
    name: String(index + 1),
    shape: 'round',
    seats: 14,
    x: 20 + index * 30,
    y: 50,
    places,
  }));
  const saved = await request.put(`/api/sites/${siteId}/seating`, {
    headers: { 'content-type': 'application/json' },
    data: { revision: plan.revision, tables },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return people.map((person) => person.member);
}

test('order printed place cards from the seating screen, pay by card, and the printer gets a card per guest with bleed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shipTo = uniqueMail('place-cards');
  await registerAccount(page.request, shipTo, 'hemligt-lösen-1');
  const siteId = await createSeatingSite(page.request);
  // The guests answer on the published site.
  await publishSite(page.request, siteId, uniqueLabel('placeringskort'), WEDDING_DOMAIN);
  await importSheet(page, siteId);
  await answerThroughLinks(page.request, siteId, await householdTokens(page.request, siteId));
  const seated = await seat37(page.request, siteId);

  await test.step('the seating screen offers printed place cards at 8 kr a card', async () => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/redigera/${siteId}/placering`);
    const offer = page.getByRole('region', { name: 'Skriv ut' });
    await expect(offer.getByRole('heading', { name: 'Tryckta placeringskort' })).toBeVisible();
    await expect(offer).toContainText(/8\skr per kort/);
    await offer.scrollIntoViewIfNeeded();
    await offer.screenshot({ path: test.info().outputPath('place-card-offer-1440.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await offer.scrollIntoViewIfNeeded();
    await offer.screenshot({ path: test.info().outputPath('place-card-offer-390.png') });
    await offer.getByRole('link', { name: 'Beställ tryckta placeringskort' }).click();
  });

  await test.step('the checkout counts 37 guests as 40 cards and prices them like the invitations', async () => {
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/placering/bestall$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Beställ tryckta placeringskort' }),
    ).toBeVisible();
    await expect(page.getByTestId('place-card-count')).toHaveText(
      '37 placerade gäster blir 40 kort. De 3 extra korten trycks utan namn, för sena ändringar.',
    );
    await expect(page.getByRole('figure', { name: 'Förhandsvisning av ett placeringskort' })).toContainText(
      seated[0] ?? '',
    );
    await page.getByRole('radio', { name: /Platta 90 × 55 mm/ }).check();
    await page.getByLabel('Förnamn').fill('Anna');
    await page.getByLabel('Efternamn').fill('Berg');
    await page.getByLabel('Adress', { exact: true }).fill('Storgatan 1');
    await page.getByLabel('Postnummer').fill('123 45');
    await page.getByLabel('Ort', { exact: true }).fill('Stockholm');
    await page.getByLabel('E-post').fill(shipTo);
    await page.getByLabel('Telefon').fill('+46 70 123 45 67');
    await expect(page.getByRole('radio', { name: /PostNord MyPack Collect/ })).toBeChecked();
    // 40 × 8 kr + 95 kr = 415 kr, VAT 83 kr.
    await expect(page.getByTestId('order-total')).toHaveText(/^415\skr$/);
    await expect(page.getByTestId('order-vat')).toHaveText(/^83\skr$/);
    // From the top, so the sticky menu bar sits where it belongs in the full-page pictures.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('place-card-checkout-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('place-card-checkout-1440.png'), fullPage: true });
  });

  let orderId = '';
  await test.step('pays by card and sees the place cards on the confirmation and receipt', async () => {
    await page.getByRole('button', { name: 'Beställ placeringskorten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Betalning' });
    await expect(dialog).toContainText('Placeringskort, 40 st');
    await expect(dialog).toContainText(/415\skr/);
    await dialog.getByRole('radio', { name: 'Kort' }).click();
    await dialog.getByLabel('Kortnummer').fill(SUCCEEDING_CARD);
    await dialog.getByLabel('Giltigt till').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Betala med kort' }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/bekraftelse/[0-9a-f]+$`));
    orderId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
    await expect(page.getByText('skickar placeringskorten till tryck', { exact: false })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Beställning' }).getByText('Placeringskort, platta 90 × 55 mm, 40 st'),
    ).toBeVisible();
    // The receipt itemises the order: the cards, then the shipping (issue 39 item 6).
    await expect(page.getByRole('region', { name: 'Kvitto' })).toContainText(
      'Placeringskort, platta 90 × 55 mm, 40 st',
    );
    await expect(page.getByRole('region', { name: 'Kvitto' })).toContainText('Frakt');
    await expect(page.getByRole('link', { name: 'Till placeringen' }).first()).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('place-card-confirmation-1440.png'),
      fullPage: true,
    });
    const mail = await latestMailTo(page.request, shipTo);
    expect(mail.subject).toBe('Tack för din beställning av placeringskort');
  });

  await test.step('a later change of the plan changes nothing in the paid order', async () => {
    const read = await page.request.get(`/api/sites/${siteId}/seating`);
    const plan = (await read.json()) as StoredPlan;
    const cleared = await page.request.put(`/api/sites/${siteId}/seating`, {
      headers: { 'content-type': 'application/json' },
      data: { revision: plan.revision, tables: [] },
    });
    expect(cleared.status()).toBe(200);
  });

  await test.step('the simulated printer gets 40 flat cards of 96 × 61 mm (3 mm bleed), the names on them', async () => {
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
    await expect(order).toContainText('40 placeringskort');
    await expect(order).toContainText('37 gäster, 3 tomma kort');
    const pdf = await page.request.get(`/dev/prints/orders/${orderId}/pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const path = test.info().outputPath('place-cards-for-printer.pdf');
    await writeFile(path, await pdf.body());
    const pages = readPdf(path);
    expect(pages).toHaveLength(40);
    for (const card of pages) {
      expect(Math.abs(card.width / MM - 96)).toBeLessThan(0.5);
      expect(Math.abs(card.height / MM - 61)).toBeLessThan(0.5);
      // Nothing in the 3 mm bleed that is cut away, nor closer than 3 mm to the cut.
      expect(clippedWords(card, 6 * MM)).toEqual([]);
    }
    for (const [index, name] of seated.entries()) expect(pages[index]?.text).toContain(name);
    expect(pages[37]?.text).toBe('');
    const pngs = await attachPages(test.info(), path, 'place-cards');
    expect(pngs).toHaveLength(40);
  });
});
