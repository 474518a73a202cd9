import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { createOwnerWithSite, openEditor } from '../fixtures/editor';
import { closeIntro, waitForEditor } from '../fixtures/quick-start';

/*
 * The owner's screens with axe: no serious or critical violations on a phone or a desktop. The public
 * demo site has its own check in public-site.spec.ts.
 */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

async function severeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}

async function expectAccessible(page: Page, screen: string) {
  const severe = await severeViolations(page);
  expect(severe, `${screen}: ${JSON.stringify(severe, null, 2)}`).toEqual([]);
}

test.describe('the owner’s screens are accessible', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const size of SCREENS) {
    test(`login, quick start, editor, address, payment, account and answers at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);

      await page.goto('/logga-in');
      await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
      await expectAccessible(page, 'login');

      await page.goto('/snabbstart');
      await closeIntro(page);
      await waitForEditor(page);
      await expectAccessible(page, 'quick start');

      const { siteId } = await createOwnerWithSite(page.request);
      await openEditor(page, siteId);
      await expectAccessible(page, 'editor');

      await page.goto(`/redigera/${siteId}/valj-adress/subdoman`);
      await page.getByLabel('Adress').fill(`tillganglig-${size.width}-${Date.now().toString(36)}`);
      await page.getByRole('button', { name: 'Sök' }).click();
      await page.getByRole('button', { name: /^Betala/ }).click();
      await expect(page.getByRole('dialog', { name: 'Betalning' })).toBeVisible();
      await expectAccessible(page, 'payment dialog');

      await page.goto(`/redigera/${siteId}/konto`);
      await expect(page.getByRole('heading', { name: 'Konto', level: 1 })).toBeVisible();
      await expectAccessible(page, 'account');

      await page.goto(`/redigera/${siteId}/visa-osa`);
      await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'answers');
    });
  }
});
