import { expect, test, type Page } from '@playwright/test';
import { addModuleAtEnd, createOwnerWithSite, openEditor, storedSite } from '../fixtures/editor';

/*
 * Issue 18 items 1, 2, 5 and 6 as an owner meets them: a speech sign-up, a gallery and an RSVP added in
 * the editor open with something to edit and say, and saving says it saved.
 */

/** The module just added keeps its tools open: its edit dialog opens from there. */
async function editNewModule(page: Page) {
  await page
    .getByRole('toolbar', { name: /^Modulverktyg för/u })
    .filter({ visible: true })
    .getByRole('button', { name: 'Redigera innehåll' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test('new modules start useful and saving says it saved', async ({ page }) => {
  test.setTimeout(120_000);
  const { siteId } = await createOwnerWithSite(page.request);
  await openEditor(page, siteId);

  await addModuleAtEnd(page, 'Anmälan av tal');
  const speech = await editNewModule(page);
  // Its own editor with the texts guests see, not a bare form with only 'Skicka'.
  await expect(speech.getByRole('textbox').first()).toBeVisible();
  expect(await speech.getByRole('textbox').count()).toBeGreaterThan(2);
  // The intro's example is about speeches, not the RSVP's answer-by day.
  await expect(
    speech.getByText('Till exempel hur långt ett tal får vara och när anmälan stänger'),
  ).toBeVisible();
  await shoot(page, 'speech-editor');
  await page.keyboard.press('Escape');
  await expect(speech).toBeHidden();

  await addModuleAtEnd(page, 'Bildgalleri');
  const gallery = await editNewModule(page);
  await expect(gallery.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
  await expect(gallery).not.toContainText('som inte finns här');
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();

  await addModuleAtEnd(page, 'OSA');
  await addModuleAtEnd(page, 'Text');
  await addModuleAtEnd(page, 'Bild och text');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sparat' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sparat' })).toBeAttached();

  const modules = (await storedSite(page.request, siteId)).siteModules;
  const rsvps = modules.filter((module) => module.siteModuleType === 'Rsvp');
  const added = rsvps[rsvps.length - 1];
  expect(JSON.stringify(added)).toContain('Kommer du?');
  const speechModule = modules.find((module) => module.siteModuleType === 'Speech2');
  expect(speechModule?.customTextFields).toHaveLength(2);
  // In every interface language, like the form's 'Visa formulär': a language added later has its text.
  expect(speechModule?.showFormButton).toEqual({
    sv: 'Anmälan av tal',
    en: 'Sign up to speak',
    da: 'Tilmeld en tale',
  });
  await shoot(page, 'new-modules');
});
