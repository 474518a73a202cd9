import type { Brand } from '@eventsite/core/constants/platform';
import { withHostsWord } from '@eventsite/core/rules/hosts-word';
import { translateText } from '@eventsite/core/rules/translate-text';

/*
 * The note to the hosts is only downloaded by a guest the guest list refused, so its words stay here, in
 * its own chunk, instead of in `rsvp-texts` on every guest's first load.
 */
const TEXTS = {
  open: { sv: 'Skriv till {hosts}', en: 'Write to {hosts}', da: 'Skriv til {hosts}' },
  lead: {
    sv: 'Berätta vilka ni är, så hör {hosts} av sig och lägger till er på gästlistan om ni är bjudna.',
    en: 'Tell {hosts} who you are, and they will get back to you and add you to the guest list if you are invited.',
    da: 'Fortæl {hosts}, hvem I er, så vender de tilbage og tilføjer jer til gæstelisten, hvis I er inviteret.',
  },
  mail: { sv: 'Din e-postadress', en: 'Your email address', da: 'Din e-mailadresse' },
  mailHint: {
    sv: 'Så att {hosts} kan svara dig.',
    en: 'So that {hosts} can answer you.',
    da: 'Så {hosts} kan svare dig.',
  },
  message: { sv: 'Meddelande', en: 'Message', da: 'Besked' },
  messagePlaceholder: {
    sv: 'Hej! Jag heter … och …',
    en: 'Hello! My name is … and …',
    da: 'Hej! Jeg hedder … og …',
  },
  send: { sv: 'Skicka till {hosts}', en: 'Send to {hosts}', da: 'Send til {hosts}' },
  sending: { sv: 'Skickar …', en: 'Sending …', da: 'Sender …' },
  sent: {
    sv: 'Tack! {Hosts} har fått ditt meddelande och hör av sig till dig.',
    en: 'Thank you! {Hosts} have your message and will get back to you.',
    da: 'Tak! {Hosts} har fået din besked og vender tilbage til dig.',
  },
  failed: {
    sv: 'Meddelandet kunde inte skickas. Försök igen om en stund.',
    en: 'The message could not be sent. Please try again in a moment.',
    da: 'Beskeden kunne ikke sendes. Prøv igen om lidt.',
  },
} as const;

/** A text of the note in the language, the hosts named by the brand's word (issue 39 item 10). */
export function writeToHostsText(
  key: keyof typeof TEXTS,
  language: string,
  brand: Brand | undefined,
): string {
  return withHostsWord(translateText(TEXTS[key], language), brand, language);
}
