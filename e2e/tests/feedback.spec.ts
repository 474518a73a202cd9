import { expect, test, type APIRequestContext } from '@playwright/test';
import { createSite, registerAccount, uniqueMail } from '../fixtures/accounts';

/** Feedback from the owner's side menu (`000` §2.4, §2.6): it reaches the brand's contact address. */

const CONTACT_MAIL = 'hej@festsidan.se';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

async function mailContaining(request: APIRequestContext, text: string): Promise<OutboxMessage | undefined> {
  const response = await request.get('/dev/mail/messages.json');
  const body = (await response.json()) as { messages: OutboxMessage[] } | OutboxMessage[];
  const messages = Array.isArray(body) ? body : body.messages;
  return messages.find((message) => message.text.includes(text));
}

test('an owner sends feedback from the side menu of the editor and of the account page', async ({ page }) => {
  const mail = uniqueMail('feedback');
  await registerAccount(page.request, mail, 'correct horse battery');
  const siteId = await createSite(page.request);

  for (const [path, text] of [
    [`/redigera/${siteId}/`, `Redigeraren är härlig ${Date.now()}`],
    [`/redigera/${siteId}/konto`, `Kontosidan är tydlig ${Date.now()}`],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('button', { name: 'Ge feedback' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ge feedback' });
    await expect(dialog).toBeVisible();

    // The text is required.
    await dialog.getByRole('button', { name: 'Skicka' }).click();
    await expect(dialog.getByText('Skriv din feedback.')).toBeVisible();

    await dialog.getByLabel('Din feedback').fill(text);
    await dialog.getByRole('checkbox', { name: 'Jag vill ha svar' }).check();
    await expect(dialog.getByLabel('E-post för svar')).toHaveValue(mail);
    await dialog.getByRole('button', { name: 'Skicka' }).click();

    const thanks = page.getByRole('dialog', { name: 'Tack för din feedback!' });
    await expect(thanks).toContainText(`Vi har tagit emot den och svarar till ${mail}.`);
    await expect
      .poll(() => mailContaining(page.request, text))
      .toMatchObject({
        to: CONTACT_MAIL,
        subject: 'Feedback till Festsidan (vill ha svar)',
      });
    await thanks.getByRole('button', { name: 'Stäng' }).click();
    await expect(thanks).toBeHidden();
  }
});
