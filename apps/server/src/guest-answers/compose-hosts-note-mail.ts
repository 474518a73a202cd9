import { escapeHtml } from '../html/escape-html';

const MAIL_TEXTS = {
  sv: {
    subject: (names: string) => `${names} vill svara men finns inte på gästlistan`,
    intro: (names: string, site: string) =>
      `${names} försökte svara på OSA:n på ${site}, men namnet finns inte på gästlistan. Så här skrev hen till er:`,
    answer: 'Svara hen på',
    footer: 'Lägg till hushållet på gästlistan, så kan hen svara:',
  },
  en: {
    subject: (names: string) => `${names} wants to answer but is not on the guest list`,
    intro: (names: string, site: string) =>
      `${names} tried to answer the RSVP on ${site}, but the name is not on the guest list. This is what they wrote to you:`,
    answer: 'Answer them at',
    footer: 'Add the household to the guest list, and they can answer:',
  },
  da: {
    subject: (names: string) => `${names} vil svare, men står ikke på gæstelisten`,
    intro: (names: string, site: string) =>
      `${names} prøvede at svare på tilmeldingen på ${site}, men navnet står ikke på gæstelisten. Det her skrev de til jer:`,
    answer: 'Svar dem på',
    footer: 'Tilføj husstanden til gæstelisten, så kan de svare:',
  },
} as const;

export interface HostsNoteMailInput {
  /** The site's first language; sv, en and da have texts of their own, others get English. */
  language: string;
  siteName: string;
  names: readonly string[];
  mail: string;
  message: string;
  /** The owner's guest list screen. */
  guestListUrl: string;
}

/** The hosts' mail about a guest the only-invited RSVP refused, who wrote to them (issue 21, item 3). */
export function composeHostsNoteMail(input: HostsNoteMailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const texts =
    input.language === 'sv' || input.language === 'da' ? MAIL_TEXTS[input.language] : MAIL_TEXTS.en;
  const names = input.names.join(', ');
  const intro = texts.intro(names, input.siteName);
  const text = [
    intro,
    input.message,
    `${texts.answer} ${input.mail}`,
    `${texts.footer}\n${input.guestListUrl}`,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<blockquote style="margin:0 0 0 8px;padding-left:12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(input.message)}</blockquote>`,
    `<p>${escapeHtml(texts.answer)} <a href="mailto:${escapeHtml(input.mail)}">${escapeHtml(input.mail)}</a></p>`,
    `<p>${escapeHtml(texts.footer)}<br><a href="${escapeHtml(input.guestListUrl)}">${escapeHtml(input.guestListUrl)}</a></p>`,
  ].join('\n');
  return { subject: texts.subject(names), text, html };
}
