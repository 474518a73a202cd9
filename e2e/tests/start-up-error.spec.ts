import { expect, test, type Page } from '@playwright/test';

/** The app cannot start: the page comes without its settings and `/api/config` fails. */
async function breakStartUp(page: Page): Promise<void> {
  await page.route('**/logga-in', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<meta name="app-config"[^>]*>/u, '');
    await route.fulfill({ response, body });
  });
  await page.route('**/api/config', (route) => route.fulfill({ status: 500, body: '' }));
}

const LANGUAGES = [
  { locale: 'sv-SE', lang: 'sv', title: 'Något gick fel', reload: 'Ladda om' },
  { locale: 'en-GB', lang: 'en', title: 'Something went wrong', reload: 'Reload' },
  { locale: 'da-DK', lang: 'da', title: 'Noget gik galt', reload: 'Genindlæs' },
] as const;

for (const { locale, lang, title, reload } of LANGUAGES) {
  test.describe(`the start-up error page in ${locale}`, () => {
    test.use({ locale });

    test('speaks the visitor’s language only and reloads', async ({ page }) => {
      await breakStartUp(page);
      await page.goto('/logga-in');

      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 844 });
        await page.screenshot({ path: test.info().outputPath(`start-up-error-${lang}-${width}.png`) });
      }

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.getByRole('button', { name: reload }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeHidden();
    });
  });
}
