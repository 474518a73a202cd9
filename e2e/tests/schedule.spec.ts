import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSevereViolations } from '../fixtures/accessibility';
import { addModuleAtEnd, createOwnerWithSite, storedSite } from '../fixtures/editor';
import { publishSite } from '../fixtures/publish';
import { uniqueLabel } from '../fixtures/unique';

/*
 * Issue 34 item 1 as an owner and a guest meet it: the owner builds a programme in the editor, and a guest
 * on a phone reads it as a timeline the server drew, without JavaScript; an event for invited guests
 * only is nowhere in the page a guest without a link gets.
 */

interface EventFields {
  title: string;
  startsAt: string;
  endsAt?: string;
  place?: string;
  address?: string;
  dressCode?: string;
  invitedOnly?: boolean;
}

/** Adds one event through the programme's dialog; it opens for editing as it is added. */
async function addEvent(dialog: Locator, fields: EventFields) {
  await dialog.getByRole('button', { name: 'Lägg till programpunkt' }).click();
  const open = dialog.locator('li[data-open]');
  await open.getByRole('textbox', { name: 'Namn på programpunkten' }).fill(fields.title);
  await open.getByLabel('Dag och starttid').fill(fields.startsAt);
  if (fields.endsAt) await open.getByLabel('Sluttid (frivillig)').fill(fields.endsAt);
  if (fields.place) await open.getByRole('textbox', { name: 'Plats' }).fill(fields.place);
  if (fields.address) await open.getByRole('textbox', { name: 'Adress' }).fill(fields.address);
  if (fields.dressCode) await open.getByRole('textbox', { name: 'Klädsel' }).fill(fields.dressCode);
  if (fields.invitedOnly) await open.getByRole('radio', { name: 'Endast inbjudna' }).check();
}

async function shoot(page: Page, name: string, element: Locator): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await element.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test('an owner adds a programme and a guest reads it on a phone, without JavaScript', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { siteId } = await createOwnerWithSite(page.request);
  await page.goto(`/redigera/${siteId}`);
  // The editor's first load on a busy test machine may take longer than `openEditor` waits.
  await expect(page.locator('[data-module-id]').first()).toBeVisible({ timeout: 60_000 });

  await addModuleAtEnd(page, 'Program');
  await page
    .getByRole('toolbar', { name: /^Modulverktyg för/u })
    .filter({ visible: true })
    .getByRole('button', { name: 'Redigera innehåll' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Program' });
  // A new programme starts with a party's usual evening; this owner clears it to write their own day.
  const listed = dialog.getByRole('list', { name: 'Programpunkter' }).getByRole('listitem');
  await expect(listed).toHaveText([/18:00 · Middag/, /22:00 · Efterfest/]);
  for (const name of ['Middag', 'Efterfest']) {
    await dialog.getByRole('button', { name: new RegExp(`^Ta bort .*${name}`, 'u') }).click();
    await dialog.getByRole('group', { name: 'Ta bort' }).getByRole('button', { name: 'Ta bort' }).click();
  }
  await expect(listed).toHaveCount(0);
  await addEvent(dialog, {
    title: 'Middag',
    startsAt: '2027-06-12T17:30',
    endsAt: '2027-06-12T22:00',
    place: 'Grinda Wärdshus',
    address: 'Grinda, Värmdö',
    dressCode: 'Kavaj',
  });
  await addEvent(dialog, {
    title: 'Vigsel',
    startsAt: '2027-06-12T14:00',
    endsAt: '2027-06-12T15:00',
    place: 'Grinda kapell',
  });
  await addEvent(dialog, {
    title: 'Efterfest för de närmaste',
    startsAt: '2027-06-12T23:00',
    invitedOnly: true,
  });
  await addEvent(dialog, { title: 'Brunch', startsAt: '2027-06-13T11:00', place: 'Grinda Wärdshus' });
  // Listed in time order whatever order they were added in.
  await expect(dialog.getByRole('list', { name: 'Programpunkter' }).getByRole('listitem')).toHaveText([
    /14:00 · Vigsel/,
    /17:30 · Middag/,
    /23:00 · Efterfest/,
    /11:00 · Brunch/,
  ]);
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sparat' })).toBeVisible();

  const programme = (await storedSite(page.request, siteId)).siteModules.find(
    (module) => module.siteModuleType === 'Schedule',
  );
  expect(programme?.events).toEqual([
    expect.objectContaining({ title: { sv: 'Vigsel' }, startsAt: '2027-06-12T14:00', openToAll: true }),
    expect.objectContaining({
      title: { sv: 'Middag' },
      address: 'Grinda, Värmdö',
      dressCode: { sv: 'Kavaj' },
    }),
    expect.objectContaining({ title: { sv: 'Efterfest för de närmaste' }, openToAll: false }),
    expect.objectContaining({ title: { sv: 'Brunch' }, startsAt: '2027-06-13T11:00' }),
  ]);

  const { host } = await publishSite(page.request, siteId, uniqueLabel('program'));
  const port = new URL(test.info().project.use.baseURL ?? '').port;
  const address = `http://${host}:${port}/sv`;

  // Without JavaScript, the server's page alone.
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const guest = await still.newPage();
  const response = await guest.goto(address);
  expect(await response?.text()).not.toContain('Efterfest');
  const section = guest
    .locator('section')
    .filter({ has: guest.getByRole('heading', { level: 2, name: 'Program' }) });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Lördag 12 juni', 'Söndag 13 juni']);
  await expect(section.getByRole('heading', { level: 4 })).toHaveText(['Vigsel', 'Middag', 'Brunch']);
  const dinner = section.getByRole('listitem').filter({ hasText: 'Middag' });
  await expect(dinner.locator('time')).toHaveText(['17:30', '22:00']);
  await expect(dinner).toContainText('Grinda Wärdshus');
  await expect(dinner).toContainText('Klädsel: Kavaj');
  await expect(dinner.getByRole('link', { name: 'Öppna Grinda, Värmdö i kartor (ny flik)' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Grinda%2C%20V%C3%A4rmd%C3%B6',
  );
  await expect(section.getByRole('link', { name: 'Lägg hela programmet i kalendern' })).toHaveAttribute(
    'href',
    `/api/sites/public/${siteId}/calendar/programme.ics?language=sv`,
  );
  await shoot(guest, 'schedule-without-javascript', section);
  await still.close();

  // With JavaScript, the page hydrates to the same programme and passes axe.
  const live = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hydrated = await live.newPage();
  await hydrated.goto(address);
  await expect(hydrated.getByRole('heading', { level: 4 })).toHaveText(['Vigsel', 'Middag', 'Brunch']);
  await expectNoSevereViolations(hydrated, 'the programme on a phone');
  await live.close();
});
