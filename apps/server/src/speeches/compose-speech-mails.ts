import { formatAnswerBy, reminderMailLanguage, type InterfaceLanguage, type Market } from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';
import type { MailMessage } from '../mail/mail-outbox-repository';

interface SpeechMailTexts {
  linkSubject: (title: string) => string;
  linkLead: (title: string) => string;
  linkButton: string;
  linkPrivate: string;
  signupSubject: (title: string) => string;
  signupLead: (name: string, minutes: number) => string;
  placeSubject: (title: string) => string;
  placeLead: (title: string) => string;
  place: (slot: string, place: number, of: number) => string;
  reminderSubject: (title: string) => string;
  reminderLead: (title: string, date: string) => string;
  reminderSlot: (slot: string) => string;
  minutes: (minutes: number) => string;
  greeting: (name: string) => string;
  signOff: string;
}

const TEXTS: Record<InterfaceLanguage, SpeechMailTexts> = {
  sv: {
    linkSubject: (title) => `${title}: din sida som toastmaster`,
    linkLead: (title) =>
      `Du är toastmaster på ${title}. På din egen sida ser du alla tal som gästerna anmäler, lägger talordningen och skriver ut listan.`,
    linkButton: 'Öppna talen',
    linkPrivate: 'Länken är din nyckel: dela den inte. Ber du värdarna om en ny slutar den här att fungera.',
    signupSubject: (title) => `${title}: ett nytt tal är anmält`,
    signupLead: (name, minutes) =>
      `${name} har anmält ett tal på ${minutes} minuter. Lägg in det i talordningen på din sida.`,
    placeSubject: (title) => `${title}: när du håller ditt tal`,
    placeLead: (title) => `Toastmastern på ${title} har lagt talordningen.`,
    place: (slot, place, of) => `Ditt tal: ${slot}, som nummer ${place} av ${of}.`,
    reminderSubject: (title) => `${title}: påminnelse om ditt tal`,
    reminderLead: (title, date) => `En vänlig påminnelse: du håller tal på ${title} den ${date}.`,
    reminderSlot: (slot) => `Ditt tal är planerat till: ${slot}.`,
    minutes: (minutes) => `Du har anmält ${minutes} minuter.`,
    greeting: (name) => `Hej ${name}!`,
    signOff: 'Lycka till!',
  },
  en: {
    linkSubject: (title) => `${title}: your toastmaster's page`,
    linkLead: (title) =>
      `You are the toastmaster at ${title}. On your own page you see every speech the guests sign up, set the running order and print the list.`,
    linkButton: 'Open the speeches',
    linkPrivate:
      'The link is your key: do not share it. If you ask the hosts for a new one, this one stops working.',
    signupSubject: (title) => `${title}: a new speech is signed up`,
    signupLead: (name, minutes) =>
      `${name} has signed up for a speech of ${minutes} minutes. Place it in the running order on your page.`,
    placeSubject: (title) => `${title}: when you give your speech`,
    placeLead: (title) => `The toastmaster at ${title} has set the running order.`,
    place: (slot, place, of) => `Your speech: ${slot}, number ${place} of ${of}.`,
    reminderSubject: (title) => `${title}: a reminder of your speech`,
    reminderLead: (title, date) => `A friendly reminder: you are giving a speech at ${title} on ${date}.`,
    reminderSlot: (slot) => `Your speech is planned for: ${slot}.`,
    minutes: (minutes) => `You signed up for ${minutes} minutes.`,
    greeting: (name) => `Hi ${name}!`,
    signOff: 'Good luck!',
  },
  da: {
    linkSubject: (title) => `${title}: din side som toastmaster`,
    linkLead: (title) =>
      `Du er toastmaster til ${title}. På din egen side ser du alle de taler, gæsterne tilmelder, lægger talerrækkefølgen og udskriver listen.`,
    linkButton: 'Åbn talerne',
    linkPrivate:
      'Linket er din nøgle: del det ikke. Beder du værterne om et nyt, holder dette op med at virke.',
    signupSubject: (title) => `${title}: en ny tale er tilmeldt`,
    signupLead: (name, minutes) =>
      `${name} har tilmeldt en tale på ${minutes} minutter. Sæt den ind i talerrækkefølgen på din side.`,
    placeSubject: (title) => `${title}: hvornår du holder din tale`,
    placeLead: (title) => `Toastmasteren til ${title} har lagt talerrækkefølgen.`,
    place: (slot, place, of) => `Din tale: ${slot}, som nummer ${place} af ${of}.`,
    reminderSubject: (title) => `${title}: påmindelse om din tale`,
    reminderLead: (title, date) => `En venlig påmindelse: du holder tale til ${title} den ${date}.`,
    reminderSlot: (slot) => `Din tale er planlagt til: ${slot}.`,
    minutes: (minutes) => `Du har tilmeldt ${minutes} minutter.`,
    greeting: (name) => `Hej ${name}!`,
    signOff: 'Held og lykke!',
  },
};

/** A short mail as text and HTML, each paragraph its own; a link, when given, as a button after the lead. */
function compose(
  to: string,
  language: InterfaceLanguage,
  subject: string,
  paragraphs: readonly string[],
  link?: { label: string; url: string },
): MailMessage {
  const [first = '', ...rest] = paragraphs.filter(Boolean);
  const button = link ? [`${link.label}: ${link.url}`] : [];
  const text = [first, ...button, ...rest].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222;">`,
    `<p>${escapeHtml(first)}</p>`,
    ...(link
      ? [
          `<p><a href="${escapeHtml(link.url)}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(link.label)}</a></p>`,
          `<p style="font-size: 13px; color: #555;">${escapeHtml(link.url)}</p>`,
        ]
      : []),
    ...rest.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

/** The toastmaster's private desk link (issue 36 item 2), in the site's first language. */
export function composeToastmasterLinkMail(input: {
  to: string;
  name: string;
  language: string;
  title: string;
  link: string;
}): MailMessage {
  const language = reminderMailLanguage(input.language);
  const texts = TEXTS[language];
  return compose(
    input.to,
    language,
    texts.linkSubject(input.title),
    [input.name ? texts.greeting(input.name) : '', texts.linkLead(input.title), texts.linkPrivate],
    { label: texts.linkButton, url: input.link },
  );
}

/** "A new speech is signed up", to a toastmaster whose link is live. */
export function composeNewSpeechMail(input: {
  to: string;
  language: string;
  title: string;
  speaker: string;
  minutes: number;
}): MailMessage {
  const language = reminderMailLanguage(input.language);
  const texts = TEXTS[language];
  return compose(input.to, language, texts.signupSubject(input.title), [
    texts.signupLead(input.speaker, input.minutes),
  ]);
}

/** A speaker's slot and place in the running order, in the speaker's language. */
export function composeSpeechPlaceMail(input: {
  to: string;
  name: string;
  language: string;
  title: string;
  slot: string;
  place: number;
  of: number;
  minutes: number;
}): MailMessage {
  const language = reminderMailLanguage(input.language);
  const texts = TEXTS[language];
  return compose(input.to, language, texts.placeSubject(input.title), [
    texts.greeting(input.name),
    texts.placeLead(input.title),
    texts.place(input.slot, input.place, input.of),
    texts.minutes(input.minutes),
    texts.signOff,
  ]);
}

/** The reminder two days before (`SPEECH_REMINDER_DAYS_BEFORE`), with the slot when one is known. */
export function composeSpeechReminderMail(input: {
  to: string;
  name: string;
  language: string;
  title: string;
  /** The site's day, 'YYYY-MM-DD'. */
  day: string;
  slot: string | null;
  minutes: number;
  market: Market;
}): MailMessage {
  const language = reminderMailLanguage(input.language);
  const texts = TEXTS[language];
  return compose(input.to, language, texts.reminderSubject(input.title), [
    texts.greeting(input.name),
    texts.reminderLead(input.title, formatAnswerBy(input.day, language, input.market)),
    input.slot ? texts.reminderSlot(input.slot) : '',
    texts.minutes(input.minutes),
    texts.signOff,
  ]);
}
