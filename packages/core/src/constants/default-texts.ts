import type { TranslatableText } from '../schemas/translatable-text';

/** Default send button (`001` §9, `002` §9); Danish guests read Danish (`decisions.md` §8). */
export const DEFAULT_SEND_BUTTON_TEXT: TranslatableText = { sv: 'Skicka', en: 'Send', da: 'Send' };

/** Default show-form button (`001` §9, `002` §9). */
export const DEFAULT_SHOW_FORM_BUTTON_TEXT: TranslatableText = {
  sv: 'Visa formulär',
  en: 'Show form',
  da: 'Vis formular',
};

/** Default single button of an RSVP with a maximum of one guest (`001` §4, §9). */
export const DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT: TranslatableText = { sv: 'OSA', en: 'RSVP', da: 'Tilmeld' };

/** Default confirmation title of forms and RSVPs (`001` §4, §9, `002` §9). */
export const DEFAULT_CONFIRMATION_TITLE: TranslatableText = { sv: 'Tack!', en: 'Thank you!', da: 'Tak!' };

/** Default heading of each guest's RSVP form (`001` §4, `002` §9). */
export const DEFAULT_GUEST_INDEX_TITLE: TranslatableText = { sv: 'Person', en: 'Guest', da: 'Gæst' };

/** Swedish defaults of the older RSVP and speech modules (`001` §4, `002` §3, §9). */
export const LEGACY_DEFAULT_TEXTS = {
  rsvpConfirmationText: 'Tack för att du OSA, vi har tagit emot dina uppgifter.',
  speechConfirmationText: 'Tack för att du anmält dig att tala',
  speechStartButton: 'Anmälan av tal',
  newModuleMenuTitle: 'Ej namngivet',
  textFieldLabel: 'Text som beskriver fältet',
  radioGroupLabel: 'En fråga att svara på?',
  radioGroupOptions: ['Ja', 'Nej'],
  newRadioGroupOption: 'Nytt svar',
} as const;
