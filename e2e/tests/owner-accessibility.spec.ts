import { expect, test } from '@playwright/test';
import { expectNoSevereViolations } from '../fixtures/accessibility';
import { createOwnerWithSite, openEditor } from '../fixtures/editor';
import { closeIntro, waitForEditor } from '../fixtures/quick-start';
import { uniqueLabel } from '../fixtures/unique';

/*
 * The owner's screens with axe: no serious or critical violations on a phone or a desktop. The public
 * demo site has its own check in public-site.spec.ts.
 */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test.describe('the owner’s screens are accessible', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const size of SCREENS) {
    test(`login, quick start, editor, address, payment, account and answers at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);

      await page.goto('/logga-in');
      await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
      await expectNoSevereViolations(page, 'login');

      await page.goto('/snabbstart');
      await closeIntro(page);
      await waitForEditor(page);
      await expectNoSevereViolations(page, 'quick start');

      const { siteId } = await createOwnerWithSite(page.request);
      await openEditor(page, siteId);
      await expectNoSevereViolations(page, 'editor');

      await page.goto(`/redigera/${siteId}/valj-adress/subdoman`);
      await page.getByLabel('Adress').fill(uniqueLabel(`tillganglig-${size.width}`));
      await page.getByRole('button', { name: 'Sök' }).click();
      await page.getByRole('button', { name: /^Betala/ }).click();
      await expect(page.getByRole('dialog', { name: 'Betalning' })).toBeVisible();
      await expectNoSevereViolations(page, 'payment dialog');

      await page.goto(`/redigera/${siteId}/konto`);
      await expect(page.getByRole('heading', { name: 'Konto', level: 1 })).toBeVisible();
      await expectNoSevereViolations(page, 'account');

      await page.goto(`/redigera/${siteId}/visa-osa`);
      await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
      await expectNoSevereViolations(page, 'answers');
    });
  }
});
