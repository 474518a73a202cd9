import type { Browser, Page } from '@playwright/test';
import { devices, expect, test } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { expectNoSevereViolations } from '../fixtures/accessibility';
import { registerAccount, uniqueMail } from '../fixtures/accounts';
import { createOwnerWithSite, type ModuleJson } from '../fixtures/editor';
import { POST_KEY_MIN_AGE_MS, uniqueName } from '../fixtures/guest';
import { createGiftPotSite, ownerGifts, POT_ID, publishedUrl } from '../fixtures/money-gifts';
import { publishSite } from '../fixtures/publish';
import { hostUrl } from '../fixtures/sites';
import { uniqueLabel } from '../fixtures/unique';

/** Screenshots of the answer pages, looked at by hand. */
const SHOTS = process.env.NOJS_SHOTS ?? '/tmp/answer-without-javascript-shots';

const MODULES: ModuleJson[] = [
  {
    id: 'header',
    siteModuleType: 'Header',
    title: { sv: 'Anna & Erik' },
    secondLine: { sv: '14 juni 2031' },
  },
  {
    id: 'rsvp',
    siteModuleType: 'Rsvp',
    title: { sv: 'OSA' },
    maxNumberOfGuests: 3,
    form: {
      formElements: [
        { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' }, required: true },
        {
          id: 'coming',
          formElementType: 'SingleSelect',
          label: { sv: 'Kommer du?' },
          options: [
            { id: 'yes', text: { sv: 'Ja' } },
            { id: 'no', text: { sv: 'Nej' } },
          ],
        },
        {
          id: 'food',
          formElementType: 'ShortText',
          label: { sv: 'Allergier' },
          showConditions: [{ type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['yes'] }],
        },
      ],
    },
  },
  {
    id: 'songs',
    siteModuleType: 'Form',
    title: { sv: 'Önska en låt' },
    form: {
      formElements: [{ id: 'song', formElementType: 'ShortText', label: { sv: 'Låt' }, required: true }],
    },
  },
  {
    id: 'gifts',
    siteModuleType: 'GiftRegistry',
    title: { sv: 'Önskelista' },
    giftRegistry: [{ id: 'glas', title: { sv: 'Vinglas' }, quantity: 6, reservable: true }],
  },
];

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/**
 * Axe runs as a script, which a page without JavaScript does not run: the answer page has no script of its
 * own, so its markup is checked as it stands in a page that runs axe.
 */
async function expectAccessible(browser: Browser, guest: Page, screen: string) {
  const context = await browser.newContext();
  const checker = await context.newPage();
  await checker.setContent(await guest.content());
  await expectNoSevereViolations(checker, screen);
  await context.close();
}

interface StoredAnswer {
  formElements: {
    formElement: { id: string };
    value?: string | null;
    selectedOption?: { id: string } | null;
  }[];
}

test('without JavaScript a guest answers the RSVP and a form, reserves a gift and cancels it, sees the errors beside the fields and the confirmation', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { siteId } = await createOwnerWithSite(page.request, MODULES);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('utan-skript'));
  const guest = await browser.newPage({ locale: 'sv-SE', javaScriptEnabled: false });
  await guest.goto(hostUrl(host, '/sv'));

  // The RSVP: how many answer, then one set of questions per guest.
  await guest.locator('section#osa').getByRole('link', { name: 'Svara här (utan JavaScript)' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'OSA' })).toBeVisible();
  await guest.getByLabel('Hur många svarar?').selectOption('2');
  await guest.getByRole('button', { name: 'Fortsätt' }).click();
  const first = guest.getByRole('group', { name: 'Person 1' });
  const second = guest.getByRole('group', { name: 'Person 2' });
  const anna = uniqueName('Anna');
  await first.getByLabel('Namn').fill(anna);
  await first.getByRole('radio', { name: 'Ja' }).check();
  await first.getByLabel('Allergier').fill('Nötter');
  await second.getByLabel('Namn').fill('Bo');
  await expectAccessible(browser, guest, 'the RSVP answer page');
  await shoot(guest, 'rsvp-questions');
  await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await guest.getByRole('button', { name: 'Skicka' }).click();

  // Bo left "Kommer du?" unanswered: the error sits beside it, and what was written stays.
  await expect(guest.getByRole('alert')).toBeVisible();
  const boComing = second.getByRole('group', { name: 'Kommer du?' });
  await expect(boComing.getByText('Svara på frågan.')).toBeVisible();
  await expect(second.getByLabel('Namn')).toHaveValue('Bo');
  await expect(first.getByLabel('Allergier')).toHaveValue('Nötter');
  await expectAccessible(browser, guest, 'the RSVP answer page with an error');
  await shoot(guest, 'rsvp-error');
  await boComing.getByRole('radio', { name: 'Nej' }).check();
  await guest.getByRole('button', { name: 'Skicka' }).click();
  await expect(guest.getByRole('status')).toContainText('Ditt svar är skickat.');
  await shoot(guest, 'rsvp-sent');

  // The owner finds both answers stored.
  const rsvps = (await (await page.request.get(`/api/rsvps/${siteId}/v4`)).json()) as {
    data: { data: StoredAnswer[] };
  };
  const byName = (name: string) =>
    rsvps.data.data.find((answer) => answer.formElements.some((element) => element.value === name));
  expect(
    byName(anna)?.formElements.find((element) => element.formElement.id === 'coming')?.selectedOption?.id,
  ).toBe('yes');
  expect(byName(anna)?.formElements.find((element) => element.formElement.id === 'food')?.value).toBe(
    'Nötter',
  );
  expect(
    byName('Bo')?.formElements.find((element) => element.formElement.id === 'coming')?.selectedOption?.id,
  ).toBe('no');

  // The form: back on the site, its own link.
  await guest.goto(hostUrl(host, '/sv'));
  await guest
    .locator('section')
    .filter({ has: guest.getByRole('heading', { name: 'Önska en låt' }) })
    .getByRole('link', { name: 'Svara här (utan JavaScript)' })
    .click();
  await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await guest.getByRole('button', { name: 'Skicka' }).click();
  await expect(guest.getByText('Svara på frågan.')).toBeVisible();
  await expect(guest.getByLabel('Låt')).toHaveAttribute('aria-invalid', 'true');
  await guest.getByLabel('Låt').fill('Dancing Queen');
  await guest.getByRole('button', { name: 'Skicka' }).click();
  await expect(guest.getByRole('status')).toContainText('Ditt svar är skickat.');
  const forms = (await (await page.request.get(`/api/form-submissions/${siteId}`)).json()) as {
    data: { data: StoredAnswer[] };
  };
  expect(forms.data.data.map((answer) => answer.formElements[0]?.value)).toContain('Dancing Queen');

  // A gift: its own page, how many, and a password to cancel with.
  await guest.goto(hostUrl(host, '/sv'));
  await guest
    .locator('section')
    .filter({ has: guest.getByRole('heading', { name: 'Önskelista' }) })
    .getByRole('link', { name: 'Reservera' })
    .click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Vinglas' })).toBeVisible();
  await guest.getByLabel('Antal').selectOption('2');
  await guest.getByLabel('Från (valfritt)').fill('Anna');
  await guest.getByRole('button', { name: 'Reservera' }).click();
  await expect(guest.getByText('Välj ett lösenord.', { exact: true })).toBeVisible();
  await expect(guest.getByLabel('Välj ett lösenord')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(browser, guest, 'the reservation page with an error');
  await shoot(guest, 'gift-error');
  await guest.getByLabel('Välj ett lösenord').fill('hemligt');
  await guest.getByRole('button', { name: 'Reservera' }).click();
  await expect(guest.getByRole('status')).toContainText('Gåvan är reserverad. Tack!');
  const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as {
    giftRegistryReservations: { giftRegistryId: string; quantityReserved: number }[];
  };
  expect(site.giftRegistryReservations).toContainEqual({ giftRegistryId: 'glas', quantityReserved: 2 });

  // Cancelling one's own pieces: the gift's page again, with the password chosen when reserving.
  await guest.goto(hostUrl(host, '/sv'));
  await guest
    .locator('section')
    .filter({ has: guest.getByRole('heading', { name: 'Önskelista' }) })
    .getByRole('link', { name: 'Ta bort reservation' })
    .click();
  const cancelling = guest.getByRole('region', { name: 'Ta bort reservation' });
  await cancelling.getByLabel('Antal att ta bort').selectOption('1');
  await cancelling.getByLabel('Lösenordet du valde vid reservationen').fill('fel');
  await cancelling.getByRole('button', { name: 'Ta bort reservation' }).click();
  await expect(
    guest
      .getByRole('region', { name: 'Ta bort reservation' })
      .getByLabel('Lösenordet du valde vid reservationen'),
  ).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(browser, guest, 'the reservation page with a wrong password');
  await shoot(guest, 'gift-cancel-error');
  await guest.getByLabel('Lösenordet du valde vid reservationen').fill('hemligt');
  await guest.getByRole('button', { name: 'Ta bort reservation' }).click();
  await expect(guest.getByRole('status')).toContainText('Reservationen är borttagen.');
  const afterCancel = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as typeof site;
  expect(afterCancel.giftRegistryReservations).toContainEqual({
    giftRegistryId: 'glas',
    quantityReserved: 1,
  });
  await guest.close();
});

test("without JavaScript a personal link's household answers for its members, greeted by name, and reserves a gift, tied to its household", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { siteId } = await createOwnerWithSite(page.request, MODULES);
  const { host } = await publishSite(page.request, siteId, uniqueLabel('hushall'));
  const added = await page.request.post(`/api/sites/${siteId}/households`, {
    data: { name: 'Familjen Berg', members: ['Cilla Berg', 'Dan Berg'], language: 'sv' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const list = (await (await page.request.get(`/api/sites/${siteId}/households`)).json()) as {
    households: { name: string; token: string; memberAnswers: { name: string; status: string }[] }[];
  };
  const token = list.households.find((household) => household.name === 'Familjen Berg')?.token ?? '';

  const guest = await browser.newPage({ locale: 'sv-SE', javaScriptEnabled: false });
  await guest.goto(hostUrl(host, `/sv?g=${token}`));
  await guest.locator('section#osa').getByRole('link', { name: 'Svara här (utan JavaScript)' }).click();
  // The household's members, not a count to choose: the page it came from named the link.
  await expect(guest.getByText('Inbjudan till Familjen Berg')).toBeVisible();
  await expect(guest.getByLabel('Hur många svarar?')).toHaveCount(0);
  const first = guest.getByRole('group', { name: 'Person 1' });
  const second = guest.getByRole('group', { name: 'Person 2' });
  await expect(first.getByLabel('Namn')).toHaveValue('Cilla Berg');
  await expect(second.getByLabel('Namn')).toHaveValue('Dan Berg');
  await first.getByRole('radio', { name: 'Ja' }).check();
  await second.getByRole('radio', { name: 'Nej' }).check();
  await shoot(guest, 'household-questions');
  await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await guest.getByRole('button', { name: 'Skicka' }).click();
  await expect(guest.getByRole('status')).toContainText('Ditt svar är skickat.');

  // A gift reserved from the same link is the household's: its name already stands as who reserves.
  await guest.goto(hostUrl(host, `/sv?g=${token}`));
  await guest
    .locator('section')
    .filter({ has: guest.getByRole('heading', { name: 'Önskelista' }) })
    .getByRole('link', { name: 'Reservera' })
    .click();
  await expect(guest.getByLabel('Från (valfritt)')).toHaveValue('Familjen Berg');
  await guest.getByLabel('Välj ett lösenord').fill('hemligt');
  await guest.getByRole('button', { name: 'Reservera' }).click();
  await expect(guest.getByRole('status')).toContainText('Gåvan är reserverad. Tack!');
  await guest.close();

  const after = (await (await page.request.get(`/api/sites/${siteId}/households`)).json()) as typeof list;
  expect(
    after.households
      .find((household) => household.name === 'Familjen Berg')
      ?.memberAnswers.map(({ name, status }) => ({ name, status })),
  ).toEqual([
    { name: 'Cilla Berg', status: 'yes' },
    { name: 'Dan Berg', status: 'no' },
  ]);
});

test('without JavaScript a guest on a phone chooses an amount for a gift pot, swishes it and tells the hosts, errors beside the fields', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await registerAccount(page.request, uniqueMail('utan-skript-gava'), 'presentpengar-1');
  const siteId = await createGiftPotSite(page.request, 'se');
  const { host } = await publishSite(page.request, siteId, uniqueLabel('utan-skript-gava'));
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'sv-SE',
    javaScriptEnabled: false,
  });
  const guest = await phone.newPage();
  await guest.goto(publishedUrl(baseURL, host));

  // The card's amount choice needs JavaScript: its link leads to the pot's own page.
  const pot = guest.locator(`[data-gift-id="${POT_ID}"]`);
  await expect(pot.getByRole('group', { name: 'Välj belopp' })).toBeHidden();
  await mkdir(SHOTS, { recursive: true });
  await pot.screenshot({ path: `${SHOTS}/pot-card-phone.png` });
  await pot.getByRole('link', { name: 'Jag har swishat' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Bröllopsresan' })).toBeVisible();
  await expect(guest.getByText('Bidra till vår resa')).toBeVisible();
  await expect(guest.getByText(/^0\skr av 20\s000\skr$/)).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Swisha', exact: true })).toHaveAttribute('href', /^swish:/);

  // A suggested amount fills in Swish's link and the report's amount.
  await guest.getByRole('radio', { name: '500 kr' }).check();
  await guest.getByRole('button', { name: 'Fortsätt' }).click();
  const swish = guest.getByRole('link', { name: /^Swisha 500\skr$/ });
  await expect(swish).toBeVisible();
  expect(decodeURIComponent((await swish.getAttribute('href')) ?? '')).toContain('"amount":{"value":500');
  await expect(guest.getByRole('radio', { name: '500 kr' })).toBeChecked();
  await expect(guest.getByLabel('Belopp (kr, valfritt)')).toHaveValue('500');
  await expectAccessible(browser, guest, 'the gift pot page');
  // The phone's own view: a full-page shot would draw it as a computer, with the QR code.
  await swish.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: `${SHOTS}/pot-chosen-phone.png` });
  await shoot(guest, 'pot-chosen');

  // "Jag har swishat": a bad amount and no name, each error beside its field.
  await guest.getByLabel('Belopp (kr, valfritt)').fill('5,50');
  await guest.getByLabel('En hälsning (valfritt)').fill('Ha en underbar resa!');
  await guest.getByLabel('Ditt namn').fill(' ');
  await guest.getByRole('button', { name: 'Skicka' }).click();
  await expect(guest.getByRole('alert')).toBeVisible();
  await expect(guest.getByLabel('Belopp (kr, valfritt)')).toHaveAttribute('aria-invalid', 'true');
  await expect(guest.getByText('Ange ett belopp i hela kronor, minst 1')).toBeVisible();
  await expect(guest.getByText('Skriv ditt namn.')).toBeVisible();
  await expect(guest.getByLabel('En hälsning (valfritt)')).toHaveValue('Ha en underbar resa!');
  await expectAccessible(browser, guest, 'the gift pot page with errors');
  await shoot(guest, 'pot-error');
  expect(await ownerGifts(page.request, siteId)).toEqual([]);

  await guest.getByLabel('Belopp (kr, valfritt)').fill('500');
  await guest.getByLabel('Ditt namn').fill('Moster Agda');
  await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await guest.getByRole('button', { name: 'Skicka' }).click();
  await expect(guest.getByRole('status')).toContainText('Tack för din gåva!');
  await shoot(guest, 'pot-thanks');
  expect(await ownerGifts(page.request, siteId)).toEqual([
    expect.objectContaining({ from: 'Moster Agda', amount: 50_000, greeting: 'Ha en underbar resa!' }),
  ]);

  // The pot's sum counts it.
  await guest.goto(publishedUrl(baseURL, host));
  await pot.getByRole('link', { name: 'Jag har swishat' }).click();
  await expect(guest.getByText(/^500\skr av 20\s000\skr$/)).toBeVisible();
  await expect(guest.getByText('1 gåva', { exact: true })).toBeVisible();
  await phone.close();
});
