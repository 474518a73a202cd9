import { expect, test } from '@playwright/test';
import { createSite, latestMailTo, logout, registerAccount, uniqueMail } from '../fixtures/accounts';

const PASSWORD = 'hemligt-lösen-1';

test.describe('accounts', () => {
  test('an owner with a site logs in and arrives at the editor of the site', async ({ page }) => {
    const mail = uniqueMail();
    await registerAccount(page.request, mail, PASSWORD);
    const siteId = await createSite(page.request);
    await logout(page.request);

    await page.goto('/logga-in');
    await expect(page).toHaveTitle(/Logga in/);
    await page.getByLabel('E-postadress').fill(mail);
    await page.getByLabel('Lösenord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();

    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  });

  test('the login form is not sent until the fields are valid', async ({ page }) => {
    await page.goto('/logga-in');
    await page.getByLabel('E-postadress').fill('inte-en-adress');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByText('Skriv en giltig e-postadress, till exempel namn@exempel.se.')).toBeVisible();
    await expect(page.getByText('Fyll i det här fältet.')).toBeVisible();
    await expect(page).toHaveURL(/\/logga-in$/);
  });

  test('a wrong password shows the error dialog with the server’s Swedish description', async ({ page }) => {
    const mail = uniqueMail();
    await registerAccount(page.request, mail, PASSWORD);
    await logout(page.request);

    await page.goto('/logga-in');
    await page.getByLabel('E-postadress').fill(mail);
    await page.getByLabel('Lösenord').fill('fel-lösenord');
    await page.getByRole('button', { name: 'Logga in' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Fel' })).toBeVisible();
    await expect(dialog).toContainText('Fel e-postadress eller lösenord.');
    await dialog.getByRole('button', { name: 'Stäng' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/logga-in$/);
  });

  test('a forgotten password is reset through the link in the mail', async ({ page }) => {
    const mail = uniqueMail('reset');
    await registerAccount(page.request, mail, PASSWORD);
    const siteId = await createSite(page.request);
    await logout(page.request);

    await page.goto('/logga-in');
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await expect(page).toHaveURL(/\/aterstall-losenord$/);
    await page.getByLabel('E-postadress').fill(mail);
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await expect(page.getByText(`Vi har skickat ett mejl till ${mail}`)).toBeVisible();

    const message = await latestMailTo(page.request, mail);
    const link = /https?:\/\/\S+\/aterstall-losenord\/[A-Za-z0-9_-]+/.exec(message.text)?.[0];
    expect(link, message.text).toBeDefined();

    await page.goto(link!);
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('ett-nytt-lösen');
    await page.getByLabel('Upprepa lösenordet', { exact: true }).fill('ett-nytt-lösen');
    await page.getByRole('button', { name: 'Spara lösenordet' }).click();
    await expect(page.getByRole('heading', { name: 'Lösenordet är bytt' })).toBeVisible();

    // The link is single-use.
    await page.goto(link!);
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('ett-tredje-lösen');
    await page.getByLabel('Upprepa lösenordet', { exact: true }).fill('ett-tredje-lösen');
    await page.getByRole('button', { name: 'Spara lösenordet' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Stäng' }).click();

    await page.goto('/logga-in');
    await page.getByLabel('E-postadress').fill(mail);
    await page.getByLabel('Lösenord').fill('ett-nytt-lösen');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  });

  test('a logged-in owner sees the account on the login page and logs out to the start page', async ({
    page,
  }) => {
    const mail = uniqueMail('logout');
    await registerAccount(page.request, mail, PASSWORD);

    await page.goto('/logga-in');
    await expect(page.getByText(`Inloggad som ${mail}`)).toBeVisible();
    await page.getByRole('button', { name: 'Logga ut' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'En egen hemsida för din fest' })).toBeVisible();
    const me = await page.request.get('/api/accounts/me/');
    expect(me.status()).toBe(403);
  });
});
