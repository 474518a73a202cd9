import { expect, test, type Page } from '@playwright/test';
import { createSite, registerAccount, uniqueMail } from '../fixtures/accounts';
import { mailContaining, POST_KEY_MIN_AGE_MS, uniqueName } from '../fixtures/guest';
import { publishSite } from '../fixtures/publish';
import { hostUrl } from '../fixtures/sites';
import { uniqueLabel } from '../fixtures/unique';

/*
 * The owner's form editors (`002` §2.3, §4 "Form elements", §5): an RSVP built in the editor with a
 * question that shows only after a certain answer, saved, found again after a reload, published, and
 * answered by a guest on the public page.
 */

const PASSWORD = 'hemligt-lösen-1';

interface SavedSite {
  siteModules: {
    siteModuleType: string;
    maxNumberOfGuests?: number;
    form?: {
      formElements: {
        id: string;
        label: Record<string, string>;
        showConditions: { formElementId: string; formElementOptionIds: string[] }[];
        options?: { id: string; text: Record<string, string> }[];
      }[];
    };
  }[];
  formRecipients: { formId: string; recipients: string[] }[];
}

async function openRsvpDialog(page: Page) {
  // A module just added has its tools open already.
  const tools = page.getByRole('toolbar', { name: 'Modulverktyg för OSA' });
  if (!(await tools.isVisible())) await page.getByRole('button', { name: 'Verktyg för OSA' }).click();
  await tools.getByRole('button', { name: 'Redigera innehåll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera OSA' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an owner builds an RSVP with a conditional question; after saving it is there, and guests see it after "Ja"', async ({
  page,
  browser,
}) => {
  // Building, saving, publishing and answering is a long walk on a busy machine.
  test.setTimeout(180_000);
  const recipient = uniqueMail('svar');
  await registerAccount(page.request, uniqueMail('forms'), PASSWORD);
  const siteId = await createSite(page.request);

  await page.goto(`/redigera/${siteId}/`);
  await page.getByRole('button', { name: 'Lägg till din första modul' }).click();
  await page.getByRole('dialog', { name: 'Välj modul' }).getByRole('button', { name: /^OSA/ }).click();

  let dialog = await openRsvpDialog(page);
  // A new RSVP asks for the name and 'Kommer du?' (Ja/Nej) from the start.
  await expect(
    dialog.getByRole('listitem', { name: 'Fråga 1' }).getByRole('textbox', { name: 'Frågetext' }),
  ).toHaveValue('För- och efternamn');
  const coming = dialog.getByRole('listitem', { name: 'Fråga 2' });
  await expect(coming.getByRole('textbox', { name: 'Frågetext' })).toHaveValue('Kommer du?');
  await expect(coming.getByRole('textbox', { name: 'Svar 1' })).toHaveValue('Ja');
  await expect(coming.getByRole('textbox', { name: 'Svar 2' })).toHaveValue('Nej');

  await dialog.getByRole('button', { name: 'Fråga med fritext' }).click();
  const allergies = dialog.getByRole('listitem', { name: 'Fråga 3' });
  await allergies.getByRole('textbox', { name: 'Frågetext' }).fill('Har du någon matallergi?');
  await allergies.getByRole('switch', { name: 'Visa bara vid ett visst svar' }).click();
  await allergies.getByRole('combobox', { name: 'Om frågan' }).selectOption({ label: 'Kommer du?' });
  await allergies.getByRole('combobox', { name: 'besvaras med' }).selectOption({ label: 'Ja' });

  // Without a recipient 'Klar' opens the confirmation tab and asks for one (`002` §5).
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog.getByRole('tab', { name: 'Bekräftelse', selected: true })).toBeVisible();
  await expect(dialog.getByText('Skriv minst en e-postadress som svaren ska skickas till.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-postadress 1' }).fill(`  ${recipient} `);
  await dialog.getByRole('tab', { name: 'Övrigt' }).click();
  await dialog.getByRole('radio', { name: '1' }).check();
  await dialog.getByRole('button', { name: 'Klar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('toolbar', { name: 'Verktyg' }).getByRole('button', { name: 'Spara' }).click();
  await expect
    .poll(async () => {
      const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as SavedSite;
      return site.siteModules.length;
    })
    .toBe(1);

  const saved = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as SavedSite;
  const rsvp = saved.siteModules[0];
  const [, comingElement, allergiesElement] = rsvp?.form?.formElements ?? [];
  const yes = comingElement?.options?.find((option) => option.text.sv === 'Ja');
  expect(rsvp?.maxNumberOfGuests).toBe(1);
  expect(allergiesElement?.showConditions).toEqual([
    { type: 'SHOW', formElementId: comingElement?.id, formElementOptionIds: [yes?.id] },
  ]);
  expect(saved.formRecipients).toEqual([{ formId: expect.any(String), recipients: [recipient] }]);

  // After a reload the editor shows the question with its condition.
  await page.reload();
  dialog = await openRsvpDialog(page);
  const reloaded = dialog.getByRole('listitem', { name: 'Fråga 3' });
  await expect(reloaded.getByRole('textbox', { name: 'Frågetext' })).toHaveValue('Har du någon matallergi?');
  await expect(reloaded.getByRole('switch', { name: 'Visa bara vid ett visst svar' })).toBeChecked();
  await expect(reloaded.getByRole('combobox', { name: 'Om frågan' })).toHaveValue(comingElement?.id ?? '');
  await expect(reloaded.getByRole('combobox', { name: 'besvaras med' })).toHaveValue(yes?.id ?? '');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();

  // Published, the guest sees the allergy question only after answering 'Ja', and the owner gets the answer.
  const { host } = await publishSite(page.request, siteId, uniqueLabel('osa'));
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(hostUrl(host));
  await guest.getByRole('button', { name: 'OSA' }).click();
  const allergyField = guest.getByRole('textbox', { name: /Har du någon matallergi\?/ });
  await expect(guest.getByRole('radio', { name: 'Ja' })).toBeVisible();
  await expect(allergyField).toHaveCount(0);
  await guest.getByRole('radio', { name: 'Nej' }).check();
  await expect(allergyField).toHaveCount(0);
  await guest.getByRole('radio', { name: 'Ja' }).check();
  await expect(allergyField).toBeVisible();
  await guest.getByRole('textbox', { name: /För- och efternamn/ }).fill('Kim Gäst');
  const allergy = uniqueName('Nötallergi');
  await allergyField.fill(allergy);
  await guest.waitForTimeout(POST_KEY_MIN_AGE_MS);
  await guest.getByRole('button', { name: 'Skicka' }).click();
  await expect(guest.getByRole('dialog', { name: 'Tack!' })).toBeVisible();
  await guestContext.close();

  const mail = await mailContaining(page.request, recipient, allergy);
  expect(mail.text).toContain('Kommer du?');
});
