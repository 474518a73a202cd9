import type { InterfaceLanguage } from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';
import type { MailMessage } from '../mail/mail-outbox-repository';

interface ResetMailTexts {
  subject: string;
  greeting: string;
  request: string;
  button: string;
  validity: string;
  notYou: string;
  signOff: string;
}

const TEXTS: Record<InterfaceLanguage, (productName: string) => ResetMailTexts> = {
  sv: (productName) => ({
    subject: `Återställ ditt lösenord på ${productName}`,
    greeting: 'Hej!',
    request: `Någon, förhoppningsvis du, har bett om att få återställa lösenordet till ditt konto på ${productName}. Öppna länken nedan för att välja ett nytt lösenord:`,
    button: 'Välj ett nytt lösenord',
    validity: 'Länken gäller i en timme och kan bara användas en gång.',
    notYou:
      'Om det inte var du som bad om det kan du bortse från det här mejlet. Ditt lösenord förblir då oförändrat.',
    signOff: `Vänliga hälsningar\n${productName}`,
  }),
  en: (productName) => ({
    subject: `Reset your ${productName} password`,
    greeting: 'Hi!',
    request: `Someone, hopefully you, asked to reset the password of your ${productName} account. Open the link below to choose a new password:`,
    button: 'Choose a new password',
    validity: 'The link is valid for one hour and can only be used once.',
    notYou: 'If you did not ask for this, you can ignore this e-mail. Your password stays as it is.',
    signOff: `Best regards\n${productName}`,
  }),
  da: (productName) => ({
    subject: `Nulstil din adgangskode til ${productName}`,
    greeting: 'Hej!',
    request: `Nogen, forhåbentlig dig, har bedt om at nulstille adgangskoden til din konto på ${productName}. Åbn linket herunder for at vælge en ny adgangskode:`,
    button: 'Vælg en ny adgangskode',
    validity: 'Linket gælder i en time og kan kun bruges én gang.',
    notYou:
      'Hvis det ikke var dig, der bad om det, kan du se bort fra denne e-mail. Din adgangskode forbliver uændret.',
    signOff: `Venlig hilsen\n${productName}`,
  }),
};

const paragraph = (text: string) => `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

/** The mail with the link to `/aterstall-losenord/{token}` (`002` §2.1), in plain text and simple HTML. */
export function composePasswordResetMail(input: {
  to: string;
  link: string;
  language: InterfaceLanguage;
  productName: string;
}): MailMessage {
  const texts = TEXTS[input.language](input.productName);
  const text = [
    texts.greeting,
    texts.request,
    input.link,
    `${texts.validity} ${texts.notYou}`,
    texts.signOff,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${input.language}"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222;">`,
    paragraph(texts.greeting),
    paragraph(texts.request),
    `<p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(texts.button)}</a></p>`,
    `<p style="font-size: 13px; color: #555;">${escapeHtml(input.link)}</p>`,
    paragraph(`${texts.validity} ${texts.notYou}`),
    paragraph(texts.signOff),
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: texts.subject, text, html };
}
