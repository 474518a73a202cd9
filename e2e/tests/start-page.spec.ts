import { expect, test } from '@playwright/test';
import { closeIntro, waitForEditor } from '../fixtures/quick-start';

test.describe('the start page', () => {
  test.setTimeout(120_000);

  test('a newcomer opens /, sees what the product is and tries it free in the quick-start editor', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Skapa en hemsida för din fest - Festsidan');
    await expect(page.getByRole('heading', { level: 1, name: 'En egen hemsida för din fest' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/logga-in');
    await expect(page.getByRole('link', { name: 'Se en demosida' }).first()).toHaveAttribute('href', '/demo');
    await expect(page.getByRole('article', { name: 'Subdomän' })).toContainText('499 kr');

    await page.getByRole('link', { name: 'Prova gratis' }).first().click();
    await expect(page).toHaveURL(/\/snabbstart$/);
    await closeIntro(page);
    await waitForEditor(page);
    await expect(page).toHaveTitle('Prova gratis utan registrering - Festsidan');
  });

  test('the footer leads to the terms, which the sign-up dialog links too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Användarvillkor' }).click();
    await expect(page).toHaveURL(/\/villkor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();
    await expect(page).toHaveTitle('Användarvillkor - Festsidan');

    await page.goto('/snabbstart?registerAccount=true');
    const signUp = page.getByRole('dialog', { name: 'Spara din sida' });
    await expect(signUp).toBeVisible({ timeout: 60_000 });
    const terms = signUp.getByRole('link', { name: 'villkoren' });
    const [termsTab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
    await expect(termsTab.getByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();
  });
});
