import { expect, test } from '@playwright/test';
import { latestMailTo } from '../fixtures/accounts';
import { POST_KEY_MIN_AGE_MS, mailContaining, uniqueName } from '../fixtures/guest';
import { BRAND_DOMAIN, hostUrl, scrollThroughPage } from '../fixtures/sites';

/** The version-1 site the development seed imports (packages/core/src/demo/legacy-demo-site.ts). */
const LEGACY_HOST = `gammal.${BRAND_DOMAIN}`;
const LEGACY_SITE_ID = 'LEGACY-DEMO-party-se';
const OWNER = `gammal@${BRAND_DOMAIN}`;

test.describe('a version-1 site (docs/legacy-sites.md)', () => {
  test('shows every module to guests, and a language in the path is not found', async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(hostUrl(LEGACY_HOST));
      await expect(page.getByRole('heading', { level: 1, name: 'Linneas 40-årsfest' })).toBeVisible();
      for (const title of ['Välkommen', 'Plats och tid', 'OSA', 'Tal', 'Önskelista', 'Bilder']) {
        await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      }
      await expect(page.getByText('Välkomna att fira med oss!')).toBeVisible();
      await scrollThroughPage(page);
      await page.screenshot({ path: `test-results/legacy-site-${width}.png`, fullPage: true });
    }
    const response = await page.goto(hostUrl(LEGACY_HOST, '/sv'));
    expect(response?.status()).toBe(404);
  });

  test('a guest answers the older RSVP with its conditional field; the owner reads it in the legacy view', async ({
    page,
    request,
  }) => {
    const guest = uniqueName('Maja');
    const [firstName, lastName] = guest.split(' ');
    await page.goto(hostUrl(LEGACY_HOST));
    const rsvp = page.locator('section#osa');
    await rsvp.getByRole('combobox', { name: 'Hur många är ni?' }).selectOption('1');
    const person = rsvp.getByRole('region', { name: 'Person 1' });
    await person.getByRole('textbox', { name: 'Förnamn' }).fill(firstName!);
    await person.getByRole('textbox', { name: 'Efternamn' }).fill(lastName!);
    const song = { name: 'Vilken låt får dig att dansa?' } as const;
    await expect(person.getByRole('textbox', song)).toHaveCount(0);
    await person.getByRole('radio', { name: 'Ja' }).check();
    await person.getByRole('textbox', song).fill('Sommarkväll');
    await page.waitForTimeout(POST_KEY_MIN_AGE_MS);
    await rsvp.getByRole('button', { name: 'Skicka' }).click();
    const thanks = page.getByRole('dialog', { name: 'Tack!' });
    await expect(thanks.getByText('Tack för att du OSA, vi har tagit emot dina uppgifter.')).toBeVisible();
    await thanks.getByRole('button', { name: 'OK' }).click();

    const mail = await mailContaining(request, OWNER, firstName!);
    expect(mail.text).toContain('Vilken låt får dig att dansa?: Sommarkväll');

    // The imported owner has no password until one is set through the reset flow.
    await page.goto('/aterstall-losenord');
    await page.getByLabel('E-postadress').fill(OWNER);
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await expect(page.getByText(`Vi har skickat ett mejl till ${OWNER}`)).toBeVisible();
    const message = await latestMailTo(page.request, OWNER);
    const link = /https?:\/\/\S+\/aterstall-losenord\/[A-Za-z0-9_-]+/.exec(message.text)?.[0];
    await page.goto(link!);
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('gamla-sidans-lösen');
    await page.getByLabel('Upprepa lösenordet', { exact: true }).fill('gamla-sidans-lösen');
    await page.getByRole('button', { name: 'Spara lösenordet' }).click();
    await expect(page.getByRole('heading', { name: 'Lösenordet är bytt' })).toBeVisible();
    await page.goto('/logga-in');
    await page.getByLabel('E-postadress').fill(OWNER);
    await page.getByLabel('Lösenord').fill('gamla-sidans-lösen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${LEGACY_SITE_ID}/$`));

    // The owner adds a second RSVP receiver; the first cannot be removed (002 §5).
    await expect(page.getByRole('heading', { name: 'Din sida är gjord i den äldre editorn' })).toBeVisible();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Mottagare av OSA' })
      .getByRole('button', { name: 'Ändra' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Mottagare av OSA' });
    await expect(dialog.getByLabel('E-postadress 1', { exact: true })).toHaveValue(OWNER);
    await dialog.getByRole('button', { name: 'Lägg till mottagare' }).click();
    await dialog.getByLabel('E-postadress 2', { exact: true }).fill('  toastmaster@example.se ');
    await expect(dialog.getByRole('button', { name: 'Ta bort e-postadress 1' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/legacy-receivers-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${OWNER}, toastmaster@example.se`)).toBeVisible();
    await page.screenshot({ path: 'test-results/legacy-editor-1440.png' });

    await page.goto(`/redigera/${LEGACY_SITE_ID}/visa-osa`);
    const row = page.getByRole('row', { name: new RegExp(guest) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Sommarkväll')).toBeVisible();
    // The seeded answer of the import is listed too.
    await expect(page.getByRole('row', { name: /Karin Berg/ })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/legacy-answers-390.png', fullPage: true });
  });
});
