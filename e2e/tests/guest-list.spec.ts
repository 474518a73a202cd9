import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { POST_KEY_MIN_AGE_MS } from '../fixtures/guest';
import { publishSite } from '../fixtures/publish';
import { createGuestListSite as createSite } from '../fixtures/guest-list-site';
import { uniqueLabel } from '../fixtures/unique';

/** A guest sheet as an owner would write it: a heading row and 30 households, a few in English. */
async function guestSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Gäster');
  sheet.addRow(['Namn', 'Gäster', 'E-post', 'Språk', 'Taggar']);
  for (let index = 1; index <= 30; index += 1) {
    sheet.addRow([
      `Familjen ${index}`,
      `Anna ${index}, Bo ${index}`,
      `familj${index}@example.se`,
      index % 5 === 0 ? 'English' : '',
      index % 2 === 0 ? 'släkt' : 'vänner',
    ]);
  }
  sheet.addRow(['', 'Utan namn', '', '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A household answers through its personal link on a phone, in English; the names are already there. */
async function answerThroughLink(browser: Browser, link: string, coming: 'Yes' | 'No') {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(link);
  const rsvp = page.locator('section').filter({ has: page.getByRole('heading', { name: 'RSVP' }) });
  await expect(rsvp.getByText('Invitation for Familjen 5')).toBeVisible();
  await expect(rsvp.getByRole('combobox')).toHaveCount(0);
  const first = rsvp.getByRole('region', { name: 'Guest 1' });
  const second = rsvp.getByRole('region', { name: 'Guest 2' });
  await expect(first.getByRole('textbox', { name: 'Name' })).toHaveValue('Anna 5');
  await expect(second.getByRole('textbox', { name: 'Name' })).toHaveValue('Bo 5');
  await expect(rsvp.getByRole('region', { name: 'Guest 3' })).toHaveCount(0);
  await second.getByRole('textbox', { name: 'Name' }).fill('Bo Fem');
  await first.getByRole('radio', { name: coming }).check();
  await second.getByRole('radio', { name: coming }).check();
  // A post key younger than 3 s stores nothing (the anti-spam rule).
  await page.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await rsvp.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your answer!' })).toBeVisible();
  await context.close();
}

test('the owner imports 30 households from a sheet and downloads their links; one household answers through its link', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerAccount(page.request, uniqueMail('guest-list'), 'hemligt-lösen-1');
  const siteId = await createSite(page.request);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('gaster'));

  await page.goto(`/redigera/${siteId}/`);
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  await page.getByRole('link', { name: 'Gäster', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/gaster$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Gäster' })).toBeVisible();
  await expect(page.getByText('Inga gäster än')).toBeVisible();

  await page.getByRole('button', { name: 'Importera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importera gäster' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'gaster.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await guestSheet(),
  });
  await expect(dialog.getByRole('status')).toHaveText(
    '30 hushåll läggs till, 1 rad har fel och hoppas över.',
  );
  await expect(dialog.getByRole('row', { name: /Utan namn/ })).toContainText('Namn saknas');
  await dialog.getByRole('button', { name: 'Lägg till 30 hushåll' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('household')).toHaveCount(30);
  await expect(page.getByTestId('count-invited')).toContainText('30');
  await expect(page.getByTestId('count-notAnswered')).toContainText('30');
  await expect(page.getByTestId('household').filter({ hasText: 'Familjen 5' }).first()).toContainText(
    'Engelska',
  );

  await page.getByRole('button', { name: 'Lägg till hushåll' }).click();
  const add = page.getByRole('dialog', { name: 'Lägg till hushåll' });
  await add.getByLabel('Hushållets namn').fill('Familjen Andersson');
  await add.getByLabel('Gäster').fill('Karin Andersson\nLars Andersson');
  await add.getByRole('button', { name: 'Spara' }).click();
  await expect(add).toBeHidden();
  const andersson = page.getByTestId('household').filter({ hasText: 'Familjen Andersson' });
  await expect(andersson).toContainText('2 gäster');
  await expect(page.getByTestId('count-invited')).toContainText('31');

  await andersson.getByRole('button', { name: 'Ta bort' }).click();
  await page
    .getByRole('dialog', { name: 'Ta bort Familjen Andersson?' })
    .getByRole('button', { name: 'Ta bort' })
    .click();
  await expect(andersson).toHaveCount(0);
  await expect(page.getByTestId('count-invited')).toContainText('30');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner länkar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('gaster.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await readFile(await download.path())).buffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(31);
  const links = new Set<string>();
  for (let row = 2; row <= 31; row += 1) links.add(String(sheet?.getRow(row).getCell(3).value));
  expect(links.size).toBe(30);
  expect(String(sheet?.getRow(6).getCell(1).value)).toBe('Familjen 5');
  expect(String(sheet?.getRow(6).getCell(3).value)).toMatch(
    new RegExp(`^http://${host.replace(/\./g, '\\.')}:\\d+/en\\?g=[A-Za-z0-9_-]{24}$`),
  );

  const link = String(sheet?.getRow(6).getCell(3).value);
  await answerThroughLink(browser, link, 'Yes');
  await page.reload();
  await expect(page.getByTestId('count-yes')).toContainText('1');
  await expect(page.getByTestId('count-notAnswered')).toContainText('29');
  await expect(page.getByTestId('household').filter({ hasText: 'Familjen 5' }).first()).toContainText(
    'Kommer',
  );

  // Answering again through the same link changes the answer; it does not add a second one.
  await answerThroughLink(browser, link, 'No');
  await page.reload();
  await expect(page.getByTestId('count-yes')).toContainText('0');
  await expect(page.getByTestId('count-no')).toContainText('1');
  await expect(page.getByTestId('count-notAnswered')).toContainText('29');
  const answers = await page.request.get(`/api/rsvps/${siteId}/v4`);
  const stored = ((await answers.json()) as { data: { data: { formElements: { value?: string }[] }[] } }).data
    .data;
  expect(stored.map((answer) => answer.formElements[0]?.value).sort()).toEqual(['Anna 5', 'Bo Fem']);
});

test('an RSVP that only invited guests answer takes a name on the list and politely refuses another, who writes to the hosts; the owner sees both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerAccount(page.request, uniqueMail('invited-only'), 'hemligt-lösen-1');
  const siteId = await createSite(page.request);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('inbjudna'));
  // The outbox is the server's, shared with the tests of other workers: these addresses are this test's.
  const hostMail = uniqueMail('par');
  const stranger = uniqueMail('okand');
  const added = await page.request.post(`/api/sites/${siteId}/households`, {
    headers: { 'content-type': 'application/json' },
    data: { name: 'Åsa Öberg', members: ['Åsa Öberg'], language: 'sv' },
  });
  expect(added.status(), await added.text()).toBe(201);

  // The RSVP's answers go to the owner's mail, so that its dialog closes without asking for one.
  const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as Record<string, unknown>;
  const withRecipient = await page.request.put(`/api/sites/V2/${siteId}`, {
    headers: { 'content-type': 'application/json' },
    data: { ...site, formRecipients: [{ formId: 'rsvp', recipients: [hostMail] }] },
  });
  expect(withRecipient.status(), await withRecipient.text()).toBe(200);

  await page.goto(`/redigera/${siteId}/`);
  await page.getByRole('button', { name: 'Verktyg för OSA' }).click();
  await page
    .getByRole('toolbar', { name: 'Modulverktyg för OSA' })
    .getByRole('button', { name: 'Redigera innehåll' })
    .click();
  const editor = page.getByRole('dialog', { name: 'Redigera OSA' });
  await editor.getByRole('tab', { name: 'Övrigt' }).click();
  await editor.getByRole('checkbox', { name: 'Bara inbjudna gäster kan svara' }).check();
  await editor.getByRole('button', { name: 'Klar' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('toolbar', { name: 'Verktyg' }).getByRole('button', { name: 'Spara' }).click();
  await expect
    .poll(async () => {
      const saved = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as {
        siteModules: { onlyInvitedGuests?: boolean }[];
      };
      return saved.siteModules[0]?.onlyInvitedGuests;
    })
    .toBe(true);

  const context = await browser.newContext({ locale: 'sv-SE' });
  const guest = await context.newPage();
  const answerAs = async (name: string) => {
    await guest.goto(`http://${host}:${new URL(page.url()).port}/sv`);
    const rsvp = guest.locator('section').filter({ has: guest.getByRole('heading', { name: 'OSA' }) });
    await rsvp.getByRole('combobox').selectOption('1');
    await rsvp.getByRole('textbox', { name: 'Namn' }).fill(name);
    await rsvp.getByRole('radio', { name: 'Ja' }).check();
    await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
    await rsvp.getByRole('button', { name: 'Skicka svar' }).click();
  };
  await answerAs('Okänd Gäst');
  const refusal = guest.getByRole('dialog');
  await expect(refusal).toContainText('Vi hittar inte namnet på gästlistan');
  // The refused guest writes to the hosts from the same dialog.
  await refusal.getByRole('button', { name: 'Skriv till värdarna' }).click();
  await refusal.getByRole('textbox', { name: 'Din e-postadress' }).fill(stranger);
  await refusal
    .getByRole('textbox', { name: 'Meddelande' })
    .fill('Vi träffades på midsommar – får vi komma?');
  await refusal.getByRole('button', { name: 'Skicka till värdarna' }).click();
  await expect(refusal.getByRole('status')).toContainText('Värdarna har fått ditt meddelande');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await answerAs('asa oberg');
  await expect(guest.getByRole('dialog', { name: 'Tack för ditt svar!' })).toBeVisible();
  await context.close();

  await page.goto(`/redigera/${siteId}/gaster`);
  const attempts = page.getByRole('region', { name: 'Svar från namn som inte finns på listan' });
  await expect(attempts).toContainText('Okänd Gäst');
  await expect(attempts).toContainText('Vi träffades på midsommar – får vi komma?');
  await expect(attempts.getByRole('link', { name: `Svara ${stranger}` })).toHaveAttribute(
    'href',
    `mailto:${stranger}`,
  );
  await page.goto('/dev/mail');
  const note = page.getByRole('article').filter({ hasText: hostMail }).filter({ hasText: 'midsommar' });
  await expect(note.getByRole('heading')).toHaveText('Okänd Gäst vill svara men finns inte på gästlistan');
  await expect(note).toContainText(stranger);
});

test('the owner sends reminders to the households that have not answered and finds them in the outbox, each in its language with its own link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerAccount(page.request, uniqueMail('reminders'), 'hemligt-lösen-1');
  const siteId = await createSite(page.request);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('paminn'));
  // The outbox is the server's, shared with the tests of other workers: these addresses are this test's.
  const ek = uniqueMail('ek');
  const smiths = uniqueMail('smiths');

  // The couple's name in a header, and an answer-by day on the RSVP.
  const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as {
    siteModules: Record<string, unknown>[];
  };
  const saved = await page.request.put(`/api/sites/V2/${siteId}`, {
    headers: { 'content-type': 'application/json' },
    data: {
      ...site,
      siteModules: [
        { id: 'header', siteModuleType: 'Header', title: { sv: 'Anna & Johan', en: 'Anna & Johan' } },
        ...site.siteModules.map((module) => ({ ...module, answerBy: '2099-06-01' })),
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const household of [
    { name: 'Familjen Ek', members: ['Eva Ek'], mail: ek, language: 'sv' },
    { name: 'The Smiths', members: ['Sam Smith', 'Sue Smith'], mail: smiths, language: 'en' },
    { name: 'Familjen Holm', members: ['Hans Holm'], language: 'sv' },
  ]) {
    const added = await page.request.post(`/api/sites/${siteId}/households`, {
      headers: { 'content-type': 'application/json' },
      data: household,
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const list = (await (await page.request.get(`/api/sites/${siteId}/households`)).json()) as {
    households: { name: string; token: string }[];
  };
  const tokenOf = (name: string) => list.households.find((household) => household.name === name)?.token ?? '';

  await page.goto(`/redigera/${siteId}/gaster`);
  const reminders = page.getByRole('region', { name: 'Påminnelser' });
  await expect(reminders.getByTestId('reminder-count')).toHaveText(
    '2 hushåll får en påminnelse med sin personliga länk.',
  );
  await expect(reminders.getByRole('list', { name: 'Hoppas över' })).toHaveText('1 saknar e-post');

  await reminders.getByRole('button', { name: 'Skicka påminnelse' }).click();
  const confirm = page.getByRole('dialog', { name: 'Skicka påminnelse till 2 hushåll?' });
  await expect(confirm).toContainText('sista svarsdag, 1 juni 2099');
  await confirm.getByRole('button', { name: 'Skicka', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(reminders.getByRole('status')).toHaveText('Påminnelsen skickades till 2 hushåll.');
  await expect(reminders.getByRole('list', { name: 'Hoppas över' })).toHaveText(
    /1 saknar e-post\s*2 har redan påmints i dag/,
  );
  await expect(reminders.getByRole('button', { name: 'Skicka påminnelse' })).toBeDisabled();
  await expect(page.getByTestId('household').filter({ hasText: 'The Smiths' })).toContainText('Påmind');
  await expect(page.getByTestId('household').filter({ hasText: 'Familjen Holm' })).not.toContainText(
    'Påmind',
  );

  await reminders.getByLabel('Skicka automatiskt').selectOption({ label: '7 dagar före sista svarsdag' });
  await expect(reminders).toContainText('Skickas 25 maj 2099 kl. 9 till dem som inte har svarat.');

  const port = new URL(page.url()).port;
  await page.goto('/dev/mail');
  const english = page.getByRole('article').filter({ hasText: smiths }).first();
  await expect(english.getByRole('heading')).toHaveText('Anna & Johan: a friendly reminder to reply');
  await expect(english).toContainText('Hi The Smiths!');
  await expect(english).toContainText('Please reply by 1 June 2099.');
  const englishLink = `http://${host}:${port}/en?g=${tokenOf('The Smiths')}`;
  await expect(english.getByRole('link', { name: englishLink })).toHaveAttribute('href', englishLink);
  const swedish = page.getByRole('article').filter({ hasText: ek }).first();
  await expect(swedish.getByRole('heading')).toHaveText('Anna & Johan: en vänlig påminnelse om att svara');
  await expect(swedish).toContainText('Svara gärna senast 1 juni 2099.');
  await expect(swedish).toContainText(`http://${host}:${port}/sv?g=${tokenOf('Familjen Ek')}`);
  await expect(page.getByRole('article').filter({ hasText: 'Hans Holm' })).toHaveCount(0);
});

test('the owner reads the list in people and households, each member’s answer, searches and sorts it; a household larger than the RSVP answers for all through its link (issue 39 item 5)', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await registerAccount(page.request, uniqueMail('guest-list-people'), 'hemligt-lösen-1');
  const siteId = await createSite(page.request);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('folk'));
  const households = [
    {
      name: 'Familjen Öberg',
      members: ['Åsa Öberg', 'Per Öberg'],
      tags: ['släkt'],
      mail: 'oberg@example.se',
    },
    {
      name: 'Familjen Lind',
      members: ['Gun Lind', 'Hans Lind', 'Ida Lind', 'Jan Lind', 'Kim Lind', 'Lo Lind'],
      tags: ['vänner'],
    },
    { name: 'Eva Holm', members: ['Eva Holm'], tags: ['vänner'], mail: 'eva.holm@example.se' },
  ];
  for (const household of households) {
    const added = await page.request.post(`/api/sites/${siteId}/households`, {
      headers: { 'content-type': 'application/json' },
      data: { ...household, language: 'sv' },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const listed = (await (await page.request.get(`/api/sites/${siteId}/households`)).json()) as {
    households: { name: string; token: string }[];
  };
  const lindToken = listed.households.find((household) => household.name === 'Familjen Lind')?.token;

  await page.goto(`/redigera/${siteId}/gaster`);
  const port = new URL(page.url()).port;

  // The RSVP takes 4 guests at once; the Linds' personal link answers for all six.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sv-SE' });
  const guest = await context.newPage();
  await guest.goto(`http://${host}:${port}/sv?g=${lindToken}`);
  const rsvp = guest.locator('section').filter({ has: guest.getByRole('heading', { name: 'OSA' }) });
  await expect(rsvp.getByText('Inbjudan till Familjen Lind')).toBeVisible();
  await expect(rsvp.getByRole('region', { name: /^Gäst/ })).toHaveCount(6);
  await expect(
    rsvp.getByRole('region', { name: 'Gäst 6' }).getByRole('textbox', { name: 'Namn' }),
  ).toHaveValue('Lo Lind');
  for (let number = 1; number <= 6; number += 1) {
    await rsvp
      .getByRole('region', { name: `Gäst ${number}` })
      .getByRole('radio', { name: number === 3 ? 'Nej tyvärr' : 'Ja' })
      .check();
  }
  await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await rsvp.getByRole('button', { name: 'Skicka svar' }).click();
  await expect(guest.getByRole('dialog', { name: 'Tack för ditt svar!' })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByTestId('count-invited')).toContainText('9gäster · 3 hushåll');
  await expect(page.getByTestId('count-yes')).toContainText('5gäster · 1 hushåll');
  await expect(page.getByTestId('count-no')).toContainText('1gäst · 0 hushåll');
  const lind = page.getByTestId('household').filter({ hasText: 'Familjen Lind' });
  await expect(lind.getByRole('listitem').filter({ hasText: 'Ida Lind' })).toContainText('Kommer inte');
  await expect(lind.getByTestId('household-over-max')).toContainText(
    'Fler än OSA:ns 4 gäster per svar. Den personliga länken låter ändå alla 6 svara.',
  );

  const search = page.getByRole('search', { name: 'Sök och sortera gästlistan' });
  await search.getByRole('combobox', { name: 'Sortera' }).selectOption({ label: 'Namn' });
  await expect(page.getByTestId('household').locator('h2')).toHaveText([
    'Eva Holm',
    'Familjen Lind',
    'Familjen Öberg',
  ]);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`guest-list-people-${width}.png`), fullPage: true });
  }
  await search.getByRole('searchbox', { name: 'Sök namn eller e-post' }).fill('oberg');
  await expect(page.getByTestId('household').locator('h2')).toHaveText(['Familjen Öberg']);
  await search.getByRole('searchbox').fill('');
  await search.getByRole('combobox', { name: 'Tagg' }).selectOption('vänner');
  await expect(page.getByTestId('household').locator('h2')).toHaveText(['Eva Holm', 'Familjen Lind']);

  // A sheet with a household already on the list, and one written twice, saved by Swedish Excel.
  await page.getByRole('button', { name: 'Importera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importera gäster' });
  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'gaster.csv',
    mimeType: 'text/csv',
    buffer: latin1('Namn;Gäster;E-post\r\nÅsa Öberg;;OBERG@example.se\r\nSøren Bæk;;\r\nSøren Bæk;;\r\n'),
  });
  await expect(dialog.getByRole('row', { name: /Søren Bæk/ }).first()).toContainText('Läggs till');
  await expect(dialog.getByRole('row', { name: /Åsa Öberg/ })).toContainText('Finns redan på gästlistan');
  await expect(dialog.getByRole('row', { name: /Søren Bæk/ }).last()).toContainText(
    'Står redan på en tidigare rad',
  );
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`guest-list-import-duplicates-${width}.png`) });
  }
  await dialog.getByRole('button', { name: 'Lägg till 1 hushåll' }).click();
  await expect(dialog).toBeHidden();
  await search.getByRole('combobox', { name: 'Tagg' }).selectOption({ label: 'Alla taggar' });
  await expect(page.getByTestId('household')).toHaveCount(4);
});
