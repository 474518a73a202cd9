import { expect, test } from '@playwright/test';
import { createSite, latestMailTo, registerAccount, uniqueMail } from '../fixtures/accounts';
import { createGenesisPrint } from '../fixtures/prints';
import { SUCCEEDING_CARD } from '../fixtures/publish';

const PASSWORD = 'hemligt-lösen-1';

test('order 20 printed cards with premium envelopes and rounded corners, pay by card, follow it until shipped', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const mail = uniqueMail('print-order');
  await registerAccount(page.request, mail, PASSWORD);
  const siteId = await createSite(page.request);
  const printId = await createGenesisPrint(page.request, siteId, {
    qrUrl: 'https://anna-och-erik.example',
    textAtQR: 'Skanna koden',
  });

  await page.goto(`/redigera/${siteId}/inbjudningar/${printId}/bestall`);
  await expect(page.getByRole('heading', { name: 'Beställ inbjudningskort' })).toBeVisible();
  await page.getByLabel('Antal kort').selectOption('20');
  await page.getByRole('radio', { name: /Premiumkuvert/ }).check();
  await page.getByRole('checkbox', { name: /Rundade hörn/ }).check();
  await expect(page.getByTestId('order-total')).toHaveText(/^535\skr$/);
  await expect(page.getByTestId('order-vat')).toHaveText(/^107\skr$/);

  const shipTo = uniqueMail('cards');
  await page.getByLabel('Förnamn').fill('Anna');
  await page.getByLabel('Efternamn').fill('Berg');
  await page.getByLabel('Adress', { exact: true }).fill('Storgatan 1');
  await page.getByLabel('Postnummer').fill('123 45');
  await page.getByLabel('Ort', { exact: true }).fill('Stockholm');
  await page.getByLabel('E-post').fill(shipTo);
  await page.getByLabel('Telefon').fill('+46 70 123 45 67');
  await expect(page.getByText('Beräknad leveranstid: 2–4 dagar')).toBeVisible();
  await expect(page.getByRole('radio', { name: /PostNord MyPack Collect/ })).toBeChecked();
  await page.getByRole('button', { name: 'Beställ' }).click();

  const dialog = page.getByRole('dialog', { name: 'Betalning' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Inbjudningskort, 20 st');
  await expect(dialog).toContainText(/535\skr/);
  // An outside click does not close the order's payment dialog (`002` §4).
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Kort' }).click();
  await dialog.getByLabel('Kortnummer').fill(SUCCEEDING_CARD);
  await dialog.getByLabel('Giltigt till').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Betala med kort' }).click();

  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/bekraftelse/[0-9a-f]+$`));
  const orderId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible();
  await expect(page.getByText(`En bekräftelse har skickats till ${shipTo}.`, { exact: false })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Beställning' }).getByText('Inbjudningskort A6, 20 st'),
  ).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Kvitto' });
  // The receipt itemises the order: the cards, then the shipping (issue 39 item 6).
  await expect(receipt).toContainText('Inbjudningskort A6, 20 st');
  await expect(receipt).toContainText('Frakt');
  await expect(receipt).toContainText(/535\skr/);

  const confirmation = await latestMailTo(page.request, shipTo);
  expect(confirmation.subject).toBe('Tack för din beställning av inbjudningskort');
  expect(confirmation.text.replaceAll('\u00a0', ' ')).toContain('Totalt: 535 kr (varav moms 107 kr)');
  await page.goto('/dev/mail');
  await expect(page.getByText('Tack för din beställning av inbjudningskort').first()).toBeVisible();

  // The simulated printer: the order reaches it once paid and its PDF is rendered (in Chromium, which takes
  // a while), then it is printed and shipped.
  const order = page.locator(`li.order[data-order-id="${orderId}"]`);
  await expect
    .poll(
      async () => {
        await page.goto('/dev/prints');
        return order.locator('button', { hasText: 'Markera som tryckt' }).count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await expect(order).toContainText('premium, rundade hörn');
  await order.getByRole('button', { name: 'Markera som tryckt' }).click();
  await order.getByRole('button', { name: 'Skicka med spårningsnummer' }).click();
  const tracking = (await order.locator('code').last().textContent()) ?? '';
  expect(tracking).toMatch(/^SIM\d{14}$/);

  const shipped = await latestMailTo(page.request, shipTo);
  expect(shipped.subject).toBe('Dina inbjudningskort är på väg');

  await page.goto(`/redigera/${siteId}/inbjudningar/bekraftelse/${orderId}`);
  await expect(page.getByText('Skickad', { exact: true })).toBeVisible();
  await expect(page.getByText(`Spårningsnummer ${tracking}`)).toBeVisible();
});
