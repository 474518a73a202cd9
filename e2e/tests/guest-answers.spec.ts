import { expect, test } from '@playwright/test';
import {
  showWishList,
  DEMO_RECIPIENT,
  POST_KEY_MIN_AGE_MS,
  demoSection,
  mailContaining,
  openDemoSite,
  reservedOnDemo,
  uniqueName,
} from '../fixtures/guest';
import { fetchDemoSite } from '../fixtures/sites';

/** The demo's wish with six pieces (quantity ≥ 3), some reserved from the start. */
const PLATES_ID = 'gift-plates';
const PLATES_TITLE = 'Djupa tallrikar';

test.describe('guests answering on the public site', () => {
  test('a party of two answers the RSVP; the follow-up question shows only after "Ja"; the owner gets both', async ({
    page,
    request,
  }) => {
    const first = uniqueName('Lisa');
    const second = uniqueName('Olle');
    await openDemoSite(page);
    const rsvp = demoSection(page, 'osa');
    await rsvp.getByRole('combobox', { name: 'Hur många är ni i sällskapet?' }).selectOption('2');

    const guestOne = rsvp.getByRole('region', { name: 'Gäst 1' });
    const guestTwo = rsvp.getByRole('region', { name: 'Gäst 2' });
    const allergies = { name: 'Allergier eller specialkost?' } as const;
    await expect(guestOne.getByRole('heading', { name: 'Gäst 1' })).toBeVisible();
    await expect(guestTwo.getByRole('heading', { name: 'Gäst 2' })).toBeVisible();
    await expect(guestOne.getByRole('textbox', allergies)).toHaveCount(0);
    await expect(guestTwo.getByRole('textbox', allergies)).toHaveCount(0);

    await guestOne.getByRole('textbox', { name: 'För- och efternamn' }).fill(first);
    await guestOne.getByRole('radio', { name: 'Ja' }).check();
    await expect(guestOne.getByRole('radio', { name: 'Ja' })).toBeChecked();
    // The question follows this guest's own answer: guest 2 has not said 'Ja' and still does not see it.
    await expect(guestOne.getByRole('textbox', allergies)).toBeVisible();
    await expect(guestTwo.getByRole('textbox', allergies)).toHaveCount(0);
    await guestOne.getByRole('textbox', allergies).fill('Nötallergi');
    await guestOne
      .getByRole('textbox', { name: 'Vilken låt får dig ut på dansgolvet?' })
      .fill('Dancing Queen');

    await guestTwo.getByRole('textbox', { name: 'För- och efternamn' }).fill(second);
    await guestTwo.getByRole('radio', { name: 'Nej' }).check();
    await expect(guestTwo.getByRole('radio', { name: 'Nej' })).toBeChecked();
    await expect(guestTwo.getByRole('textbox', allergies)).toHaveCount(0);

    // The anti-spam minimum: a post key younger than 3 s stores nothing (see POST_KEY_MIN_AGE_MS).
    await page.waitForTimeout(POST_KEY_MIN_AGE_MS);
    await rsvp.getByRole('button', { name: 'Skicka svar' }).click();

    const thanks = page.getByRole('dialog', { name: 'Tack för ditt svar!' });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByText('Ditt svar har kommit fram.', { exact: false })).toBeVisible();
    await thanks.getByRole('button', { name: 'OK' }).click();
    await expect(thanks).toBeHidden();
    // Closing the thanks starts over: no guest forms are left open.
    await expect(rsvp.getByRole('region', { name: 'Gäst 1' })).toHaveCount(0);

    const mail = await mailContaining(request, DEMO_RECIPIENT, first);
    // The recipients are private: the public site never names them.
    expect(await fetchDemoSite(request)).not.toHaveProperty('formRecipients');
    expect(mail.subject).toContain('Ny OSA på');
    expect(mail.text).toContain('Gäst 1');
    expect(mail.text).toContain('Gäst 2');
    expect(mail.text).toContain(`För- och efternamn: ${first}`);
    expect(mail.text).toContain('Allergier eller specialkost?: Nötallergi');
    expect(mail.text).toContain(`För- och efternamn: ${second}`);
    expect(mail.text).toContain('Kommer du?: Nej');
    // Guest 1's answers come before guest 2's.
    expect(mail.text.indexOf(first)).toBeLessThan(mail.text.indexOf(second));
  });

  test('a guest reserves two pieces with a password, cancels one, and a wrong password is refused', async ({
    page,
    request,
  }) => {
    const password = 'tallrik-hemlis';
    const before = await reservedOnDemo(request, PLATES_ID);
    await openDemoSite(page);
    const gifts = demoSection(page, 'onskelista');
    const plates = gifts
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: PLATES_TITLE }) });
    await showWishList(gifts, plates);
    const status = plates.getByText(/^Antal: 6/);
    await expect(status).toHaveText(before > 0 ? `Antal: 6, reserverade: ${before}` : 'Antal: 6');

    // Reserve two.
    await plates.getByRole('button', { name: 'Reservera' }).click();
    const reserve = page.getByRole('dialog', { name: PLATES_TITLE });
    await expect(reserve).toBeVisible();
    await reserve.getByLabel('Hur många vill du reservera?').fill('2');
    await reserve.getByLabel('Välj ett lösenord, så att bara du kan ta bort reservationen').fill(password);
    await reserve.getByRole('button', { name: 'Reservera' }).click();
    await expect(reserve).toBeHidden();
    await expect(status).toHaveText(`Antal: 6, reserverade: ${before + 2}`);
    expect(await reservedOnDemo(request, PLATES_ID)).toBe(before + 2);

    // Cancel one with the same password.
    await plates.getByRole('button', { name: 'Ta bort reservation' }).click();
    const cancel = page.getByRole('dialog', { name: PLATES_TITLE });
    await expect(cancel).toBeVisible();
    await cancel.getByLabel('Hur många vill du ta bort?').fill('1');
    await cancel.getByLabel('Lösenordet du valde när du reserverade').fill(password);
    await cancel.getByRole('button', { name: 'Ta bort reservation' }).click();
    await expect(cancel).toBeHidden();
    await expect(status).toHaveText(`Antal: 6, reserverade: ${before + 1}`);
    expect(await reservedOnDemo(request, PLATES_ID)).toBe(before + 1);

    // A wrong password: the dialog stays open with the error, and nothing changes.
    await plates.getByRole('button', { name: 'Ta bort reservation' }).click();
    const wrong = page.getByRole('dialog', { name: PLATES_TITLE });
    await wrong.getByLabel('Hur många vill du ta bort?').fill('1');
    await wrong.getByLabel('Lösenordet du valde när du reserverade').fill('fel-lösenord');
    await wrong.getByRole('button', { name: 'Ta bort reservation' }).click();
    await expect(wrong.getByRole('alert')).toContainText('Misslyckades att ta bort reservation');
    await expect(wrong).toBeVisible();
    await wrong.getByRole('button', { name: 'Avbryt' }).click();
    await expect(wrong).toBeHidden();
    await expect(status).toHaveText(`Antal: 6, reserverade: ${before + 1}`);
    expect(await reservedOnDemo(request, PLATES_ID)).toBe(before + 1);
  });

  test('a guest sends the form to the toastmasters and sees the thanks', async ({ page, request }) => {
    const name = uniqueName('Karin');
    await openDemoSite(page);
    const contact = demoSection(page, 'kontakt');
    await contact.getByRole('button', { name: 'Skriv till toastmastrarna' }).click();
    await contact.getByRole('textbox', { name: 'Ditt namn' }).fill(name);
    await contact.getByRole('radio', { name: 'En överraskning' }).check();
    await expect(contact.getByRole('radio', { name: 'En överraskning' })).toBeChecked();
    await contact.getByRole('textbox', { name: 'Berätta mer' }).fill('Ett bildspel från 80-talet');

    // The anti-spam minimum: a post key younger than 3 s stores nothing (see POST_KEY_MIN_AGE_MS).
    await page.waitForTimeout(POST_KEY_MIN_AGE_MS);
    await contact.getByRole('button', { name: 'Skicka till toastmastrarna' }).click();

    const thanks = page.getByRole('dialog', { name: 'Tack!' });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByText('Sara och Erik har fått ditt meddelande', { exact: false })).toBeVisible();

    const mail = await mailContaining(request, DEMO_RECIPIENT, name);
    expect(mail.subject).toContain('Nytt svar på');
    expect(mail.text).toContain(`Ditt namn: ${name}`);
    expect(mail.text).toContain('Vad gäller det?: En överraskning');
    expect(mail.text).toContain('Berätta mer: Ett bildspel från 80-talet');
  });
});
