import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { addModuleAtEnd } from '../fixtures/editor';
import { POST_KEY_MIN_AGE_MS } from '../fixtures/guest';
import { publishSite } from '../fixtures/publish';
import { createSiteWithModules, householdRsvp } from '../fixtures/site-with-modules';
import { uniqueLabel } from '../fixtures/unique';

/*
 * Issue 34 on a phone, end to end: the owner builds a three-event programme and invites one household to
 * the ceremony only; that household's link shows the ceremony alone and answers for it, another household
 * answers for all three; the answers page, the caterer sheet and the guest list split them by event; the
 * household's calendar file holds its one event.
 */

const CEREMONY = 'Vigsel i kapellet';
const DINNER = 'Middag på Grinda';
const PARTY = 'Dansfest i logen';
const FOOD = 'Specialkost eller allergier';

/** A Swedish site whose RSVP asks each guest's name, whether they come and about food; made through the API. */
async function createSite(page: Page): Promise<string> {
  return createSiteWithModules(page.request, [householdRsvp(4, FOOD)], ['sv']);
}

/** Adds one event through the programme's dialog; it opens for editing as it is added. */
async function addEvent(
  dialog: Locator,
  fields: { title: string; startsAt: string; endsAt: string; place: string; invitedOnly: boolean },
) {
  await dialog.getByRole('button', { name: 'Lägg till programpunkt' }).click();
  const open = dialog.locator('li[data-open]');
  await open.getByRole('textbox', { name: 'Namn på programpunkten' }).fill(fields.title);
  await open.getByLabel('Dag och starttid').fill(fields.startsAt);
  await open.getByLabel('Sluttid (frivillig)').fill(fields.endsAt);
  await open.getByRole('textbox', { name: 'Plats' }).fill(fields.place);
  if (fields.invitedOnly) await open.getByRole('radio', { name: 'Endast inbjudna' }).check();
  await expect(open.getByRole('switch', { name: 'Fråga om närvaro' })).toBeChecked();
}

interface Guest {
  coming: 'Ja' | 'Nej tyvärr';
  food?: string;
  /** Coming or not to each event the form asks, by the event's title. */
  events: Record<string, 'Kommer' | 'Kommer inte'>;
}

/**
 * A household answers through its personal link on a phone; the names are already there. Returns the page's
 * HTML as the server sent it and as the browser holds it after the answer, and a screenshot is kept.
 */
async function answerThroughLink(
  browser: Browser,
  link: string,
  shot: string,
  guests: Guest[],
  shownEvents: string[],
): Promise<{ served: string; rendered: string }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'sv-SE',
    hasTouch: true,
  });
  const page = await context.newPage();
  const response = await page.goto(link);
  const served = (await response?.text()) ?? '';
  const programme = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Program' }) });
  // All events are on one day, so there is no day heading and each event is a level-3 heading.
  await expect(programme.getByRole('heading', { level: 3 })).toHaveText(shownEvents);
  const rsvp = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'OSA' }) });
  // The household is read after the page loads; the shot shows the page once it is.
  await expect(rsvp.getByRole('region', { name: 'Gäst 1' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`${shot}-programme-390.png`), fullPage: true });
  for (const [index, guest] of guests.entries()) {
    const form = rsvp.getByRole('region', { name: `Gäst ${index + 1}` });
    await expect(form.getByRole('textbox', { name: 'Namn' })).not.toHaveValue('');
    await form.getByRole('radio', { name: guest.coming }).check();
    if (guest.food) await form.getByRole('textbox', { name: FOOD }).fill(guest.food);
    await expect(form.getByRole('group', { name: /^(Vigsel|Middag|Dansfest)/u })).toHaveCount(
      Object.keys(guest.events).length,
    );
    for (const [title, attending] of Object.entries(guest.events)) {
      await form
        .getByRole('group', { name: new RegExp(`^${title}`, 'u') })
        .getByRole('radio', { name: attending, exact: true })
        .check();
    }
  }
  await expect(rsvp.getByRole('region', { name: `Gäst ${guests.length + 1}` })).toHaveCount(0);
  await rsvp.screenshot({ path: test.info().outputPath(`${shot}-rsvp-390.png`) });
  // A post key younger than 3 s stores nothing (the anti-spam rule).
  await page.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await rsvp.getByRole('button', { name: 'Skicka svar' }).click();
  await expect(page.getByRole('dialog', { name: 'Tack för ditt svar!' })).toBeVisible();
  const rendered = await page.content();
  await context.close();
  return { served, rendered };
}

/** The rows of a worksheet as plain values. */
function rowsOf(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('an owner invites one household to the ceremony only and another to all three events; answers, caterer sheet, guest list and calendar split them', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await registerAccount(page.request, uniqueMail('programme'), 'hemligt-lösen-1');
  const siteId = await createSite(page);

  // The owner builds the programme in the editor: the ceremony open to all, dinner and party by invitation.
  await page.goto(`/redigera/${siteId}`);
  await expect(page.locator('[data-module-id]').first()).toBeVisible({ timeout: 60_000 });
  await addModuleAtEnd(page, 'Program');
  await page
    .getByRole('toolbar', { name: /^Modulverktyg för/u })
    .filter({ visible: true })
    .getByRole('button', { name: 'Redigera innehåll' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Program' });
  // A new programme holds the brand's sample day; this owner writes their own from an empty list.
  const items = dialog.getByRole('list', { name: 'Programpunkter' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  for (let left = await items.count(); left > 0; left -= 1) {
    await dialog
      .getByRole('button', { name: /^Ta bort ./u })
      .first()
      .click();
    await dialog.getByRole('group', { name: 'Ta bort' }).getByRole('button', { name: 'Ta bort' }).click();
    await expect(items).toHaveCount(left - 1);
  }
  await addEvent(dialog, {
    title: CEREMONY,
    startsAt: '2027-06-12T14:00',
    endsAt: '2027-06-12T15:00',
    place: 'Grinda kapell',
    invitedOnly: false,
  });
  await addEvent(dialog, {
    title: DINNER,
    startsAt: '2027-06-12T17:30',
    endsAt: '2027-06-12T22:00',
    place: 'Grinda Wärdshus',
    invitedOnly: true,
  });
  await addEvent(dialog, {
    title: PARTY,
    startsAt: '2027-06-12T22:00',
    endsAt: '2027-06-13T02:00',
    place: 'Logen',
    invitedOnly: true,
  });
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sparat' })).toBeVisible();

  const stored = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as {
    siteModules: { siteModuleType: string; events?: { id: string; title: { sv: string } }[] }[];
  };
  const events = stored.siteModules.find((module) => module.siteModuleType === 'Schedule')?.events ?? [];
  expect(events.map((event) => event.title.sv)).toEqual([CEREMONY, DINNER, PARTY]);
  const eventId = (title: string) => events.find((event) => event.title.sv === title)?.id ?? '';

  const { host } = await publishSite(page.request, siteId, uniqueLabel('program-inbjudan'));
  const port = new URL(test.info().project.use.baseURL ?? '').port;

  // The owner adds the two households on the guest list; the Eks to the ceremony only.
  await page.goto(`/redigera/${siteId}/gaster`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gäster' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Lägg till hushåll' }).click();
  const add = page.getByRole('dialog', { name: 'Lägg till hushåll' });
  await add.getByLabel('Hushållets namn').fill('Familjen Ek');
  await add.getByLabel('Gäster').fill('Anna Ek');
  const invitedTo = add.getByRole('group', { name: 'Bjuds in till' });
  await expect(invitedTo.getByRole('radio', { name: /Alla evenemang/u })).toBeChecked();
  await invitedTo.getByRole('radio', { name: 'Valda evenemang' }).check();
  await invitedTo.getByRole('checkbox', { name: new RegExp(CEREMONY, 'u') }).check();
  await add.getByRole('button', { name: 'Spara' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: 'Lägg till hushåll' }).click();
  await add.getByLabel('Hushållets namn').fill('Familjen Berg');
  await add.getByLabel('Gäster').fill('Bo Berg\nCia Berg');
  await add.getByRole('button', { name: 'Spara' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByTestId('household')).toHaveCount(2);

  const list = (await (await page.request.get(`/api/sites/${siteId}/households`)).json()) as {
    households: { name: string; token: string; events: string[] | null }[];
  };
  const householdOf = (name: string) => list.households.find((household) => household.name === name);
  expect(householdOf('Familjen Ek')?.events).toEqual([eventId(CEREMONY)]);
  expect(householdOf('Familjen Berg')?.events).toBeNull();
  const ekToken = householdOf('Familjen Ek')?.token ?? '';
  const linkOf = (token: string) => `http://${host}:${port}/sv?g=${token}`;

  // The Eks see the ceremony alone, and nothing of the dinner or the party is anywhere in their page.
  const ek = await answerThroughLink(
    browser,
    linkOf(ekToken),
    'ceremony-only',
    [{ coming: 'Ja', events: { Vigsel: 'Kommer' } }],
    [CEREMONY],
  );
  for (const html of [ek.served, ek.rendered]) {
    expect(html).toContain(CEREMONY);
    for (const hidden of [DINNER, PARTY, eventId(DINNER), eventId(PARTY)]) expect(html).not.toContain(hidden);
  }

  // The Bergs are invited to all three: Cia does not come to the party.
  await answerThroughLink(
    browser,
    linkOf(householdOf('Familjen Berg')?.token ?? ''),
    'all-events',
    [
      { coming: 'Ja', events: { Vigsel: 'Kommer', Middag: 'Kommer', Dansfest: 'Kommer' } },
      {
        coming: 'Ja',
        food: 'Glutenfri',
        events: { Vigsel: 'Kommer', Middag: 'Kommer', Dansfest: 'Kommer inte' },
      },
    ],
    [CEREMONY, DINNER, PARTY],
  );

  // The answers page: the dinner's chip shows the Bergs only, and its caterer sheet counts them only.
  await page.goto(`/redigera/${siteId}/visa-osa`);
  const chips = page.getByRole('navigation', { name: 'Visa svar för' });
  const chipNames = ['Alla, 3 gäster', `${CEREMONY}, 3 kommer`, `${DINNER}, 2 kommer`, `${PARTY}, 1 kommer`];
  await expect(chips.getByRole('link')).toHaveCount(chipNames.length);
  for (const [index, name] of chipNames.entries()) {
    await expect(chips.getByRole('link').nth(index)).toHaveAccessibleName(name);
  }
  await chips.getByRole('link', { name: `${DINNER}, 2 kommer` }).click();
  await expect(chips.getByRole('status')).toHaveText(`Visar de 2 gäster som kommer på ${DINNER}.`);
  const table = page.getByRole('table', { name: 'Alla svar, en rad per gäst' });
  await expect(table).toContainText('Bo Berg');
  await expect(table).toContainText('Cia Berg');
  await expect(table).not.toContainText('Anna Ek');
  const caterer = page.getByRole('region', { name: 'Till cateringen' });
  await expect(caterer).toContainText(`Underlaget gäller ${DINNER}: bara de 2 gäster som kommer dit räknas.`);
  await caterer.getByRole('checkbox', { name: FOOD }).check();
  const downloading = page.waitForEvent('download');
  await caterer.getByRole('button', { name: `Ladda ner underlag för ${DINNER}` }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await readFile(await download.path())).buffer);
  const counts = rowsOf(workbook.getWorksheet('Antal per val'));
  const diet = rowsOf(workbook.getWorksheet('Specialkost och allergier'));
  // The dinner's sheet: the Bergs' two coming guests and Cia's diet; nothing of the ceremony-only Eks.
  expect(counts.slice(0, 2)).toEqual([
    ['Del av dagen', DINNER],
    ['Gäster som kommer', '', 2],
  ]);
  expect(diet).toEqual([
    ['Sällskap', 'Gäst', 'Fråga', 'Svar'],
    [1, 'Cia Berg', FOOD, 'Glutenfri'],
  ]);

  // The guest list counts per event: the dinner's invited are the Bergs only, both coming.
  await page.goto(`/redigera/${siteId}/gaster`);
  const dinnerCounts = page.getByTestId('event-count').filter({ hasText: DINNER });
  await expect(dinnerCounts.getByRole('definition').first()).toHaveText(/2 gäster\s*1 hushåll/u);
  const ceremonyCounts = page.getByTestId('event-count').filter({ hasText: CEREMONY });
  await expect(ceremonyCounts.getByRole('definition').first()).toHaveText(/3 gäster\s*2 hushåll/u);

  // The Eks' calendar file holds the ceremony alone, as valid iCalendar text.
  const calendar = await page.request.get(`/api/sites/public/${siteId}/calendar/programme.ics?g=${ekToken}`);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  const ics = await calendar.text();
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  expect(ics.replace(/\r\n/gu, '')).not.toContain('\n');
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const unfolded = ics.replace(/\r\n[ \t]/gu, '');
  expect(unfolded.match(/^BEGIN:VEVENT$/gmu)).toHaveLength(1);
  expect(unfolded).toMatch(new RegExp(`^SUMMARY:${CEREMONY}$`, 'mu'));
  expect(unfolded).toMatch(/^DTSTART(;TZID=Europe\/Stockholm:20270612T140000|:20270612T120000Z)$/mu);
  expect(unfolded).toMatch(/^DTEND(;TZID=Europe\/Stockholm:20270612T150000|:20270612T130000Z)$/mu);
  expect(unfolded).not.toContain(DINNER);
  // The dinner's own file is not there for a visitor without a link.
  const dinnerCalendar = await page.request.get(
    `/api/sites/public/${siteId}/calendar/${eventId(DINNER)}.ics`,
  );
  expect(dinnerCalendar.status()).toBe(404);
  expect(await dinnerCalendar.text()).not.toContain(DINNER);
});
