import type { InterfaceLanguage } from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';
import type { MailMessage } from '../mail/mail-outbox-repository';

/** The mails of issue 33: the export is ready, the account is deleted, the guests' data will be erased. */
export type PersonalDataMail =
  | { kind: 'export-ready'; link: string; validDays: number }
  | { kind: 'account-deleted' }
  | { kind: 'guest-data-erasure'; eraseOn: string; exportLink: string };

interface MailTexts {
  subject: string;
  body: string[];
  button?: string;
}

type Texts = (mail: PersonalDataMail, productName: string) => MailTexts;

const SV: Texts = (mail, productName) => {
  switch (mail.kind) {
    case 'export-ready':
      return {
        subject: `Dina uppgifter från ${productName} är klara`,
        body: [
          'Hej!',
          `Zip-filen med dina uppgifter är klar: webbplatsen, alla versioner, gästernas svar, gästlistan, beställningar och kvitton samt dina uppladdade bilder. Länken gäller i ${mail.validDays} dagar; du behöver vara inloggad.`,
        ],
        button: 'Ladda ner mina uppgifter',
      };
    case 'account-deleted':
      return {
        subject: `Ditt konto på ${productName} är raderat`,
        body: [
          'Hej!',
          'Ditt konto och din webbplats är raderade, liksom gästernas svar, gästlistan och dina bilder. Kvitton och betalda beställningar sparas i sju år enligt bokföringslagen, utan ditt namn och din adress.',
          `Tack för att du använde ${productName}.`,
        ],
      };
    case 'guest-data-erasure':
      return {
        subject: `Gästernas uppgifter raderas ${mail.eraseOn}`,
        body: [
          'Hej!',
          `Din webbplats är inte längre publicerad. Den ${mail.eraseOn} raderas gästernas uppgifter: svar, gästlista, reservationer och tal. Vill du spara dem kan du ladda ner dina uppgifter innan dess.`,
        ],
        button: 'Ladda ner mina uppgifter',
      };
  }
};

const EN: Texts = (mail, productName) => {
  switch (mail.kind) {
    case 'export-ready':
      return {
        subject: `Your data from ${productName} is ready`,
        body: [
          'Hi!',
          `The zip file with your data is ready: the site, every version, the guests' answers, the guest list, orders and receipts, and your uploaded images. The link is valid for ${mail.validDays} days; you need to be logged in.`,
        ],
        button: 'Download my data',
      };
    case 'account-deleted':
      return {
        subject: `Your ${productName} account is deleted`,
        body: [
          'Hi!',
          "Your account and your site are deleted, and so are the guests' answers, the guest list and your images. Receipts and paid orders are kept for seven years, as bookkeeping law requires, without your name and address.",
          `Thank you for using ${productName}.`,
        ],
      };
    case 'guest-data-erasure':
      return {
        subject: `Your guests' data will be erased on ${mail.eraseOn}`,
        body: [
          'Hi!',
          `Your site is no longer published. On ${mail.eraseOn} the guests' data is erased: answers, guest list, reservations and speeches. To keep it, download your data before then.`,
        ],
        button: 'Download my data',
      };
  }
};

const DA: Texts = (mail, productName) => {
  switch (mail.kind) {
    case 'export-ready':
      return {
        subject: `Dine oplysninger fra ${productName} er klar`,
        body: [
          'Hej!',
          `Zip-filen med dine oplysninger er klar: hjemmesiden, alle versioner, gæsternes svar, gæstelisten, bestillinger og kvitteringer samt dine uploadede billeder. Linket gælder i ${mail.validDays} dage; du skal være logget ind.`,
        ],
        button: 'Download mine oplysninger',
      };
    case 'account-deleted':
      return {
        subject: `Din konto på ${productName} er slettet`,
        body: [
          'Hej!',
          'Din konto og din hjemmeside er slettet, ligesom gæsternes svar, gæstelisten og dine billeder. Kvitteringer og betalte bestillinger gemmes i syv år af hensyn til bogføringen, uden dit navn og din adresse.',
          `Tak, fordi du brugte ${productName}.`,
        ],
      };
    case 'guest-data-erasure':
      return {
        subject: `Gæsternes oplysninger slettes ${mail.eraseOn}`,
        body: [
          'Hej!',
          `Din hjemmeside er ikke længere offentliggjort. Den ${mail.eraseOn} slettes gæsternes oplysninger: svar, gæsteliste, reservationer og taler. Vil du gemme dem, kan du downloade dine oplysninger inden da.`,
        ],
        button: 'Download mine oplysninger',
      };
  }
};

const TEXTS: Record<InterfaceLanguage, Texts> = { sv: SV, en: EN, da: DA };

const SIGN_OFF: Record<InterfaceLanguage, string> = {
  sv: 'Vänliga hälsningar',
  en: 'Best regards',
  da: 'Venlig hilsen',
};

const paragraph = (text: string) => `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

function linkOf(mail: PersonalDataMail): string | null {
  if (mail.kind === 'export-ready') return mail.link;
  if (mail.kind === 'guest-data-erasure') return mail.exportLink;
  return null;
}

/** One of the personal-data mails in the account's language, in plain text and simple HTML. */
export function composePersonalDataMail(input: {
  to: string;
  mail: PersonalDataMail;
  language: InterfaceLanguage;
  productName: string;
}): MailMessage {
  const texts = TEXTS[input.language](input.mail, input.productName);
  const link = linkOf(input.mail);
  const signOff = `${SIGN_OFF[input.language]}\n${input.productName}`;
  const text = [...texts.body, ...(link ? [link] : []), signOff].join('\n\n');
  const html = [
    `<!doctype html><html lang="${input.language}"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222;">`,
    ...texts.body.map(paragraph),
    ...(link && texts.button
      ? [
          `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(texts.button)}</a></p>`,
          `<p style="font-size: 13px; color: #555;">${escapeHtml(link)}</p>`,
        ]
      : []),
    paragraph(signOff),
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: texts.subject, text, html };
}
