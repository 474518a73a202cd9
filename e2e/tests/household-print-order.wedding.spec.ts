import { mkdir, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { E2E_WEDDING_PORT } from '../fixtures/environment';
import { createGuestListSite as createSite } from '../fixtures/guest-list-site';
import { readPdfPage } from '../../apps/server/test/helpers/pdf-qr-codes';
import { createGenesisPrint } from '../fixtures/prints';
import { publishSite, SUCCEEDING_CARD } from '../fixtures/publish';
import { uniqueLabel } from '../fixtures/unique';

const WEDDING_DOMAIN = 'wedding.localhost';
/** Where the screenshots of the checkout and the PDF's pages go, to be looked at. */
const SHOTS = process.env.E2E_SHOTS_DIR;

test('order cards with a personal QR per household, pay, and scan one from the PDF to land on that household’s answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await registerAccount(page.request, uniqueMail('household-cards'), 'hemligt-lösen-1');
  const siteId = await createSite(page.request);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('kort'), WEDDING_DOMAIN);
  const printId = await createGenesisPrint(page.request, siteId, {
    qrUrl: `https://${host}`,
    textAtQR: 'Skanna koden för att OSA',
  });
  const households = Array.from({ length: 13 }, (_, index) => ({
    name: index === 1 ? 'The Smith Family' : `Familjen Nummer ${index + 1}`,
    members: index === 1 ? ['Jane Smith', 'John Smith'] : [`Gäst ${index + 1}`],
    language: index === 1 ? 'en' : 'sv',
  }));
  for (const household of households) {
    const added = await page.request.post(`/api/sites/${siteId}/households`, {
      headers: { 'content-type': 'application/json' },
      data: household,
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/redigera/${siteId}/inbjudningar/${printId}/bestall`);
    const option = page.getByRole('checkbox', { name: /En personlig QR-kod per hushåll/ });
    await expect(option).toBeVisible();
    await expect(page.getByText('13 hushåll i gästlistan blir 20 kort.')).toBeVisible();
    if (width === 1440) break;
    await option.check();
    await expect(page.getByLabel('Antal kort')).toBeDisabled();
    if (SHOTS)
      await page
        .getByRole('region', { name: 'Kort och kuvert' })
        .screenshot({ path: `${SHOTS}/checkout-390.png` });
  }
  const option = page.getByRole('checkbox', { name: /En personlig QR-kod per hushåll/ });
  await option.check();
  await expect(page.getByLabel('Antal kort')).toHaveValue('20');
  await expect(page.getByLabel('Antal kort')).toBeDisabled();
  await expect(
    page.getByText('De 7 extra korten får kortets vanliga QR-kod', { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(/^395\skr$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-1440.png`, fullPage: true });

  await page.getByLabel('Förnamn').fill('Anna');
  await page.getByLabel('Efternamn').fill('Berg');
  await page.getByLabel('Adress', { exact: true }).fill('Storgatan 1');
  await page.getByLabel('Postnummer').fill('123 45');
  await page.getByLabel('Ort', { exact: true }).fill('Stockholm');
  await page.getByLabel('E-post').fill(uniqueMail('cards'));
  await page.getByLabel('Telefon').fill('+46 70 123 45 67');
  await expect(page.getByRole('radio', { name: /PostNord MyPack Collect/ })).toBeChecked();
  await page.getByRole('button', { name: 'Beställ' }).click();

  const dialog = page.getByRole('dialog', { name: 'Betalning' });
  await expect(dialog).toContainText('Inbjudningskort, 20 st');
  await dialog.getByRole('radio', { name: 'Kort' }).click();
  await dialog.getByLabel('Kortnummer').fill(SUCCEEDING_CARD);
  await dialog.getByLabel('Giltigt till').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Betala med kort' }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/bekraftelse/[0-9a-f]+$`));
  const orderId = page.url().split('/').pop() ?? '';

  // The simulated printer gets the PDF once Chromium has rendered it: every card once.
  let pdf: Buffer = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/dev/prints/orders/${orderId}/pdf`);
        if (!response.ok()) return 0;
        pdf = await response.body();
        return pdf.length;
      },
      { timeout: 120_000 },
    )
    .toBeGreaterThan(0);
  await page.goto('/dev/prints');
  await expect(page.locator(`li.order[data-order-id="${orderId}"]`)).toContainText(
    '13 hushåll med egen QR-kod och namn, 7 reservkort',
  );

  // Page 4 is the back of the second household's card: the Smiths, in English.
  const back = await readPdfPage(pdf, 4);
  expect(back.qr).toMatch(
    new RegExp(`^http://${host.replace(/\./g, '\\.')}:${E2E_WEDDING_PORT}/en\\?g=[A-Za-z0-9_-]{24}$`),
  );
  const spare = await readPdfPage(pdf, 28);
  expect(spare.qr).toBe(`https://${host}`);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await writeFile(`${SHOTS}/pdf-page-03-front.png`, (await readPdfPage(pdf, 3)).png);
    await writeFile(`${SHOTS}/pdf-page-04-household-back.png`, back.png);
    await writeFile(`${SHOTS}/pdf-page-28-spare-back.png`, spare.png);
  }

  // A guest's phone opens the decoded link: the site in English, the RSVP filled in with the Smiths.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    hasTouch: true,
  });
  const guest = await phone.newPage();
  await guest.goto(back.qr ?? '');
  const rsvp = guest.locator('section').filter({ has: guest.getByRole('heading', { name: 'RSVP' }) });
  await expect(rsvp.getByText('Invitation for The Smith Family')).toBeVisible();
  await expect(
    rsvp.getByRole('region', { name: 'Guest 1' }).getByRole('textbox', { name: 'Name' }),
  ).toHaveValue('Jane Smith');
  await expect(
    rsvp.getByRole('region', { name: 'Guest 2' }).getByRole('textbox', { name: 'Name' }),
  ).toHaveValue('John Smith');
  await phone.close();

  // The guest list warns before a new link would leave the printed card dead.
  await page.goto(`/redigera/${siteId}/gaster`);
  await page
    .getByRole('group', { name: 'The Smith Family: länk och ändringar' })
    .getByRole('button', { name: 'Ändra' })
    .click();
  await expect(
    page.getByText('Hushållets tryckta kort har den nuvarande länken som QR-kod.', { exact: false }),
  ).toBeVisible();
  if (SHOTS) {
    await page.getByRole('dialog').screenshot({ path: `${SHOTS}/guest-list-new-link-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('dialog').screenshot({ path: `${SHOTS}/guest-list-new-link-390.png` });
  }
});
