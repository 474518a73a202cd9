import { expect, test } from '@playwright/test';
import { createSite, registerAccount, uniqueMail } from '../fixtures/accounts';
import {
  addModuleAtEnd,
  closeIntro,
  EDITOR_TIMEOUT,
  moduleIds,
  signUp,
  siteIdOf,
  storedSite,
  waitForEditor,
} from '../fixtures/quick-start';

const PASSWORD = 'hemligt-lösen-1';

test.describe('quick start', () => {
  test.setTimeout(240_000);

  test('a newcomer edits the demo, reloads without losing it, signs up on Spara and owns the edited site', async ({
    page,
  }) => {
    await page.goto('/snabbstart');
    await closeIntro(page);
    await waitForEditor(page);
    await expect(page).toHaveTitle('Prova gratis utan registrering - Festsidan');
    await expect(page.getByRole('button', { name: 'Välj adress' })).toHaveCount(0);

    await addModuleAtEnd(page, 'Nedräkning');
    const edited = await moduleIds(page);
    expect(edited.length).toBeGreaterThan(1);

    await page.reload();
    await waitForEditor(page);
    // The intro is for the first arrival only, and the draft came back from the browser.
    await expect(page.getByRole('dialog', { name: 'Prova gratis utan registrering' })).toHaveCount(0);
    await expect.poll(() => moduleIds(page), { timeout: EDITOR_TIMEOUT }).toEqual(edited);

    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await signUp(page, uniqueMail('quick-start'), PASSWORD);

    await expect(page).toHaveURL(/\/redigera\/[^/]+\/\?register=true$/, { timeout: EDITOR_TIMEOUT });
    const welcome = page.getByRole('dialog', { name: 'Välkommen!' });
    await expect(welcome).toBeVisible({ timeout: EDITOR_TIMEOUT });
    await expect(welcome.getByText('Sidan är sparad')).toBeVisible();
    const siteId = siteIdOf(page);
    await expect(welcome.getByRole('link', { name: 'Publicera sidan' })).toHaveAttribute(
      'href',
      `/redigera/${siteId}/valj-adress`,
    );
    await welcome.getByRole('button', { name: 'Fortsätt redigera' }).click();
    await expect(welcome).toBeHidden();

    const site = await storedSite(page.request, siteId);
    expect(site.siteModules.map((module) => module.id)).toEqual(edited);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quickStartDraft'))),
    ).toEqual([]);
  });

  test('registerAccount=true opens the sign-up at once, and it checks the fields natively', async ({
    page,
  }) => {
    await page.goto('/snabbstart?registerAccount=true');
    const dialog = page.getByRole('dialog', { name: 'Spara din sida' });
    await expect(dialog).toBeVisible({ timeout: EDITOR_TIMEOUT });
    await dialog.getByLabel('Välj ett lösenord').fill('12345');
    await dialog.getByRole('button', { name: 'Skapa konto och spara' }).click();
    await expect(dialog.getByText('Fyll i det här fältet.')).toBeVisible();
    await expect(dialog.getByText('Använd minst 6 tecken.')).toBeVisible();
    await expect(dialog.getByText('Du behöver godkänna villkoren för att skapa ett konto.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'villkoren' })).toHaveAttribute('href', '/villkor');
  });

  test('a logged-in owner with a site is offered that site instead', async ({ page }) => {
    await registerAccount(page.request, uniqueMail('has-site'), PASSWORD);
    const siteId = await createSite(page.request);

    await page.goto('/sms/snabbstart');
    await closeIntro(page);
    await waitForEditor(page);
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Du har redan en sida' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Gå till min sida' }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  });

  test('the demo page shows the demo site, titled Demosida', async ({ page }) => {
    await page.goto('/demo');
    await expect(page).toHaveTitle('Demosida - Festsidan', { timeout: EDITOR_TIMEOUT });
    await expect(page.locator('.site-root')).toBeVisible({ timeout: EDITOR_TIMEOUT });
    await expect(page.getByRole('link', { name: 'Prova gratis' })).toHaveAttribute('href', '/snabbstart');
  });

  test('the student pages show the graduation demo and open it in the editor', async ({ page }) => {
    await page.goto('/digital-studentinbjudan/demo');
    await expect(page).toHaveTitle('Demosida - Festsidan', { timeout: EDITOR_TIMEOUT });
    await expect(page.getByRole('heading', { name: 'Elsa tar studenten!' })).toBeVisible({
      timeout: EDITOR_TIMEOUT,
    });
    const tryIt = page.getByRole('link', { name: 'Prova gratis' });
    await expect(tryIt).toHaveAttribute('href', '/digital-studentinbjudan/snabbstart');
    await page.screenshot({ path: test.info().outputPath('student-demo.png'), fullPage: true });

    await tryIt.click();
    await expect(page).toHaveURL(/\/digital-studentinbjudan\/snabbstart$/);
    await waitForEditor(page);
    await closeIntro(page);
    await expect(page).toHaveTitle(/^Prova gratis utan registrering - /);
    await expect(page.locator('[data-module-id]').first()).toContainText('Elsa tar studenten!');
    await expect(page.locator('[data-module-id="programme"]')).toContainText('Utspring');

    await page.goto('/snabbstart');
    await waitForEditor(page);
    await expect(page.locator('[data-module-id]').first()).toContainText('Annas 40-årsfest');
  });
});
