import { moduleTextReader } from '../shared/module-text-reader';

/** The words the RSVP adds around the owner's texts, in the site language (see `moduleTextReader`). */
const RSVP_TEXTS = {
  selectNumberOfGuests: {
    sv: 'Hur många är ni?',
    en: 'How many are you?',
    da: 'Hvor mange er I?',
  },
  numberOfGuestsPlaceholder: { sv: 'Välj antal', en: 'Choose', da: 'Vælg antal' },
  rsvpSendFailed: {
    sv: 'Misslyckades att skicka OSA',
    en: 'Failed to send RSVP',
    da: 'Kunne ikke sende tilmeldingen',
  },
  legacyRsvpSendFailed: {
    sv: 'Tyvärr misslyckades vi att spara din OSA. Något gick fel. Försök gärna igen.',
    en: 'Unfortunately we failed to save your RSVP. Something went wrong. Please try again.',
    da: 'Desværre lykkedes det ikke at gemme din OSA. Noget gik galt. Prøv gerne igen.',
  },
  legacySpamTitle: {
    sv: 'Tyvärr gick det fel!',
    en: 'Unfortunately it went wrong!',
    da: 'Desværre gik det galt!',
  },
} as const;

export const rsvpText = moduleTextReader(RSVP_TEXTS);
