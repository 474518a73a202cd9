import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { fetchDemoSite, hostUrl, serveSiteAt } from '../fixtures/sites';

/*
 * The countdown counts to the event's moment on the market's clock (Europe/Stockholm for se), whatever
 * zone the guest's device is in: a guest in New York sees the same time left as one in Stockholm.
 */
const HOST = 'countdown.party.localhost';

test.describe('countdown', () => {
  test.use({ timezoneId: 'America/New_York' });

  for (const width of [390, 1440]) {
    test(`counts to 15:00 Swedish time on a device in New York (${width} px)`, async ({ page }) => {
      const demo = await fetchDemoSite(page.request);
      const siteModules = demo.siteModules.map((module) =>
        module.siteModuleType === 'Countdown' ? { ...module, countdownDate: '2026-06-14T15:00' } : module,
      );
      await serveSiteAt(page, HOST, { ...demo, siteModules });
      // 14:30 in Stockholm the day before (12:30 UTC, 08:30 in New York): one day and half an hour to go.
      await page.clock.install({ time: new Date('2026-06-13T12:30:00.000Z') });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(hostUrl(HOST, '/sv'));

      const timer = page.getByRole('timer');
      await timer.scrollIntoViewIfNeeded();
      await expect(timer).toHaveAccessibleName(/: 1 dag, 0 timmar, (29|30) minuter/);
      await expect(timer.locator('[data-unit="days"]')).toHaveText('1dag');
      await expect(timer.locator('[data-unit="hours"]')).toHaveText('00timmar');
      await timer.screenshot({
        path: join(test.info().project.outputDir, `countdown-new-york-${width}.png`),
      });
    });
  }
});
