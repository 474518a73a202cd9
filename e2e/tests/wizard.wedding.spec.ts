import { expect, test } from '@playwright/test';
import { uniqueMail } from '../fixtures/accounts';
import {
  closeIntro,
  EDITOR_TIMEOUT,
  signUp,
  siteIdOf,
  storedSite,
  waitForEditor,
} from '../fixtures/quick-start';

test.describe('the get-started wizard on the wedding brand', () => {
  test.setTimeout(240_000);

  test('a couple answers the wizard in Swedish and English, edits the site it makes and signs up', async ({
    page,
  }) => {
    await page.goto('/kom-igang');
    // Each card is a radio: a person clicks the card.
    await page.getByRole('radio', { name: /Klassisk elfenben/ }).click();
    await expect(page.getByRole('radio', { name: /Klassisk elfenben/ })).toBeChecked();
    await page.getByRole('button', { name: 'Fortsätt' }).click();

    await page.getByLabel('Ditt namn').fill('Anna');
    await page.getByLabel('Din partners namn').fill('Erik');
    await page.getByLabel('Plats').fill('Ulriksdals slott');
    await page.getByLabel('Datum och tid').fill('2027-08-14T14:30');
    // A reload keeps the answers.
    await page.reload();
    await expect(page.getByLabel('Ditt namn')).toHaveValue('Anna');
    await page.getByRole('button', { name: 'Fortsätt' }).click();

    await page.getByRole('radio', { name: /Välj språk/ }).check();
    await page.getByRole('combobox', { name: 'Lägg till ett språk' }).selectOption('en');
    await expect(page.getByRole('list', { name: 'Valda språk' }).getByText('Engelska')).toBeVisible();
    await page.getByRole('button', { name: 'Fortsätt' }).click();

    await page.locator('label', { hasText: 'Pengar' }).click();
    await expect(page.getByRole('radio', { name: 'Pengar' })).toBeChecked();
    await expect(page.getByText(/Gästerna bidrar till något ni drömmer om/)).toBeVisible();
    await page.getByRole('button', { name: 'Skapa vår sida' }).click();

    await expect(page).toHaveURL(/\/kom-igang\/redigera$/);
    await closeIntro(page);
    await waitForEditor(page);
    await expect(page).toHaveTitle('Prova gratis utan registrering - Bröllopssidan');
    await expect(page.getByText('14 augusti 2027 · Ulriksdals slott').first()).toBeVisible();

    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await signUp(page, uniqueMail('wizard'), 'hemligt-lösen-1');
    await expect(page).toHaveURL(/\/redigera\/[^/]+\/\?register=true$/, { timeout: EDITOR_TIMEOUT });
    await expect(page.getByRole('dialog', { name: 'Välkommen!' })).toBeVisible({ timeout: EDITOR_TIMEOUT });

    const site = await storedSite(page.request, siteIdOf(page));
    expect(site.availableLanguages.map((entry) => entry.languageCode)).toEqual(['sv', 'en']);
    expect(site.mostRecentSelectedDesignTemplate).toBe('classicIvory');
    expect(site.wizardData).toMatchObject({
      name1: 'Anna',
      name2: 'Erik',
      location: 'Ulriksdals slott',
      dateStart: '2027-08-14T14:30',
      gifts: 'MONEY',
      languages: ['sv', 'en'],
    });
    // Money is asked for in a text, not a gift registry.
    expect(site.siteModules.find((module) => module.id === 'gifts')?.siteModuleType).toBe('Text');
    expect(await page.evaluate(() => sessionStorage.getItem('wizardData'))).toBeNull();
  });
});
