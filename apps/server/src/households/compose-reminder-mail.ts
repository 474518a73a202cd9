import { formatAnswerBy, reminderMailLanguage, type InterfaceLanguage, type Market } from '@eventsite/core';
import { composeLinkMail } from '../mail/compose-link-mail';
import type { MailMessage } from '../mail/mail-outbox-repository';

interface ReminderTexts {
  subject: string;
  greeting: string;
  reminder: string;
  answerBy: (date: string) => string;
  button: string;
  personal: string;
  signOff: string;
}

const TEXTS: Record<InterfaceLanguage, (title: string, name: string) => ReminderTexts> = {
  sv: (title, name) => ({
    subject: `${title}: en vänlig påminnelse om att svara`,
    greeting: `Hej ${name}!`,
    reminder: `En vänlig påminnelse från ${title}: vi har inte fått ert svar än.`,
    answerBy: (date) => `Svara gärna senast ${date}.`,
    button: 'Svara här',
    personal: 'Länken är er egen och öppnar svaret med era namn ifyllda.',
    signOff: 'Vi ser fram emot att höra från er!',
  }),
  en: (title, name) => ({
    subject: `${title}: a friendly reminder to reply`,
    greeting: `Hi ${name}!`,
    reminder: `A friendly reminder from ${title}: we have not had your reply yet.`,
    answerBy: (date) => `Please reply by ${date}.`,
    button: 'Reply here',
    personal: 'The link is yours alone and opens the reply with your names filled in.',
    signOff: 'We look forward to hearing from you!',
  }),
  da: (title, name) => ({
    subject: `${title}: en venlig påmindelse om at svare`,
    greeting: `Hej ${name}!`,
    reminder: `En venlig påmindelse fra ${title}: vi har ikke fået jeres svar endnu.`,
    answerBy: (date) => `Svar gerne senest ${date}.`,
    button: 'Svar her',
    personal: 'Linket er jeres eget og åbner svaret med jeres navne udfyldt.',
    signOff: 'Vi glæder os til at høre fra jer!',
  }),
};

export interface ReminderMailInput {
  to: string;
  /** The household's name, as the owner wrote it ('Familjen Andersson'). */
  householdName: string;
  /** The household's language among the site's; the mail is written in it (sv, en, da; others English). */
  language: string;
  /** The couple's or the site's title in the household's language. */
  title: string;
  /** The household's personal link. */
  link: string;
  /** The answer-by day (YYYY-MM-DD), or null when the RSVP has none ahead. */
  answerBy: string | null;
  market: Market;
}

/** A short, warm reminder to answer, with the household's own link (issue 21, item 4), as text and HTML. */
export function composeReminderMail(input: ReminderMailInput): MailMessage {
  const language = reminderMailLanguage(input.language);
  const texts = TEXTS[language](input.title, input.householdName);
  const deadline = input.answerBy
    ? texts.answerBy(formatAnswerBy(input.answerBy, language, input.market))
    : '';
  const lead = [texts.reminder, deadline].filter(Boolean).join(' ');
  return composeLinkMail(input.to, language, input.link, { ...texts, lead });
}
