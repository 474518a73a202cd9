import { expect, test } from '@playwright/test';
import { createOwnerWithSite, openEditor } from '../fixtures/editor';

// Issue 18 item 3: in the editor the site's language links switch the shown language and never leave.
test("the site's language links in the editor switch the shown language and keep the editor's address", async ({
  page,
}) => {
  const { siteId } = await createOwnerWithSite(page.request, [
    { id: 'welcome', siteModuleType: 'Text', title: { sv: 'Välkomna', en: 'Welcome' } },
  ]);
  const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as Record<string, unknown>;
  const saved = await page.request.put(`/api/sites/V2/${siteId}`, {
    data: { ...site, availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await openEditor(page, siteId);
  const address = page.url();
  await expect(page.getByRole('heading', { name: 'Välkomna' })).toBeVisible();
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  expect(page.url()).toBe(address);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`editor-language-${width}.png`) });
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Välkomna' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Sidan finns inte')).toHaveCount(0);
});
