import { expect, test } from '@playwright/test';
import { createOwnerWithSite, openEditor } from '../fixtures/editor';

// Issue 18 item 1: the speech sign-up's dialog in each interface language, at a phone's and a desktop's width.
const LANGUAGES = [
  { lang: 'sv', open: 'Verktyg för Tal', edit: 'Redigera innehåll', intro: 'Till exempel hur långt ett tal' },
  { lang: 'en', open: 'Tools for Tal', edit: 'Edit content', intro: 'For example how long a speech' },
  { lang: 'da', open: 'Værktøjer til Tal', edit: 'Rediger indhold', intro: 'For eksempel hvor lang en tale' },
] as const;

for (const { lang, open, edit, intro } of LANGUAGES) {
  test(`the speech sign-up's dialog reads right in ${lang}`, async ({ page }) => {
    await page.addInitScript((language) => window.localStorage.setItem('interfaceLanguage', language), lang);
    const { siteId } = await createOwnerWithSite(page.request, [
      { id: 'speech', siteModuleType: 'Speech2', title: { sv: 'Tal' } },
    ]);
    await openEditor(page, siteId);
    await page.getByRole('button', { name: open, exact: true }).click();
    await page.getByRole('button', { name: edit }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(intro)).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`speech-editor-${lang}-${width}.png`) });
    }
  });
}
