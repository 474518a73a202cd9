import { translateText } from '@eventsite/core/rules/translate-text';

/*
 * The note to the hosts is only downloaded by a guest the guest list refused, so its words stay here, in
 * its own chunk, instead of in `rsvp-texts` on every guest's first load.
 */
const TEXTS = {
  open: { sv: 'Skriv till värdparet', en: 'Write to the hosts', da: 'Skriv til værtsparret' },
  lead: {
    sv: 'Berätta vilka ni är, så hör värdparet av sig och lägger till er på gästlistan om ni är bjudna.',
    en: 'Tell the hosts who you are, and they will get back to you and add you to the guest list if you are invited.',
    da: 'Fortæl værtsparret, hvem I er, så vender de tilbage og tilføjer jer til gæstelisten, hvis I er inviteret.',
  },
  mail: { sv: 'Din e-postadress', en: 'Your email address', da: 'Din e-mailadresse' },
  mailHint: {
    sv: 'Så att värdparet kan svara dig.',
    en: 'So that the hosts can answer you.',
    da: 'Så værtsparret kan svare dig.',
  },
  message: { sv: 'Meddelande', en: 'Message', da: 'Besked' },
  messagePlaceholder: {
    sv: 'Hej! Jag heter … och …',
    en: 'Hello! My name is … and …',
    da: 'Hej! Jeg hedder … og …',
  },
  send: { sv: 'Skicka till värdparet', en: 'Send to the hosts', da: 'Send til værtsparret' },
  sending: { sv: 'Skickar …', en: 'Sending …', da: 'Sender …' },
  sent: {
    sv: 'Tack! Värdparet har fått ditt meddelande och hör av sig till dig.',
    en: 'Thank you! The hosts have your message and will get back to you.',
    da: 'Tak! Værtsparret har fået din besked og vender tilbage til dig.',
  },
  failed: {
    sv: 'Meddelandet kunde inte skickas. Försök igen om en stund.',
    en: 'The message could not be sent. Please try again in a moment.',
    da: 'Beskeden kunne ikke sendes. Prøv igen om lidt.',
  },
} as const;

export function writeToHostsText(key: keyof typeof TEXTS, language: string): string {
  return translateText(TEXTS[key], language);
}
