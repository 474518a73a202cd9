import { moduleTextReader } from '../shared/module-text-reader';

/** The words the speech sign-up adds around the owner's texts, in the site language (see `moduleTextReader`). */
const SPEECH2_TEXTS = {
  speechLoadFailed: {
    sv: 'Misslyckades att ladda tal-formuläret',
    en: 'Failed to load the speech form',
    da: 'Kunne ikke indlæse tale-formularen',
  },
  speechSendFailed: {
    sv: 'Tyvärr misslyckades vi att skicka ditt meddelande om tal. Något gick fel. Försök gärna igen.',
    en: 'Unfortunately we failed to send your message about a speech. Something went wrong. Please try again.',
    da: 'Desværre lykkedes det ikke at sende din besked om tale. Noget gik galt. Prøv gerne igen.',
  },
} as const;

export const speech2Text = moduleTextReader(SPEECH2_TEXTS);
