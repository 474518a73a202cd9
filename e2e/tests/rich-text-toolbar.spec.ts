import { expect, test, type Locator } from '@playwright/test';
import { createOwnerWithSite, openEditor } from '../fixtures/editor';

/*
 * The rich-text editor's toolbar on a phone (issue 18): at 390 px its buttons share one row in every
 * interface language (the Danish 'Overskrift' pushed the link button alone onto a second row), and at
 * 200 % zoom (195 px) it wraps whole groups without spilling out of the dialog, whose buttons stay on screen.
 */
const LANGUAGES = [
  { lang: 'sv', open: 'Verktyg för Välkomna', edit: 'Redigera innehåll' },
  { lang: 'en', open: 'Tools for Välkomna', edit: 'Edit content' },
  { lang: 'da', open: 'Værktøjer til Välkomna', edit: 'Rediger indhold' },
] as const;

/** The distinct tops of the toolbar's buttons: one per row. */
async function buttonRows(toolbar: Locator): Promise<number[]> {
  const tops = await toolbar
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
  return [...new Set(tops)];
}

for (const { lang, open, edit } of LANGUAGES) {
  test(`the rich-text toolbar fits a phone in ${lang}`, async ({ page }) => {
    await page.addInitScript((language) => window.localStorage.setItem('interfaceLanguage', language), lang);
    const { siteId } = await createOwnerWithSite(page.request, [
      { id: 'welcome', siteModuleType: 'Text', title: { sv: 'Välkomna' } },
    ]);
    await openEditor(page, siteId);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('button', { name: open, exact: true }).click();
    await page.getByRole('button', { name: edit }).click();
    const toolbar = page.getByRole('dialog').getByRole('toolbar');
    await expect(toolbar.getByRole('button')).toHaveCount(6);

    expect(await buttonRows(toolbar)).toHaveLength(1);
    await page.screenshot({ path: test.info().outputPath(`toolbar-${lang}-390.png`) });

    await page.setViewportSize({ width: 195, height: 900 });
    await expect.poll(() => buttonRows(toolbar).then((rows) => rows.length)).toBeGreaterThan(1);
    const spill = await toolbar.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(spill).toBeLessThanOrEqual(0);
    // The dialog's own buttons stay on the screen too ('Annuller' was cut off on the left).
    const footerButtons = await page
      .getByRole('dialog')
      .locator('footer')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()));
    expect(footerButtons.length).toBeGreaterThan(0);
    for (const box of footerButtons) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(195);
    }
    await page.screenshot({ path: test.info().outputPath(`toolbar-${lang}-195.png`) });
  });
}
