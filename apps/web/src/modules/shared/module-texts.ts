import { moduleTextReader } from './module-text-reader';

/**
 * The words several module types add around the owner's texts (the guest forms, their dialogs and empty
 * states); a word of one type only lives in that type's folder, `<type>/<type>-texts.ts`.
 */
const MODULE_TEXTS = {
  close: { sv: 'Stäng', en: 'Close', da: 'Luk' },
  formEmpty: {
    sv: 'Formuläret har inga frågor ännu',
    en: 'The form has no questions yet',
    da: 'Formularen har ingen spørgsmål endnu',
  },
  errorTitle: { sv: 'Ett fel uppstod', en: 'An error occurred', da: 'En fejl opstod' },
  formSendFailed: {
    sv: 'Misslyckades att skicka formuläret',
    en: 'Failed to send form',
    da: 'Kunne ikke sende formularen',
  },
  spamTitle: { sv: 'Något gick fel', en: 'Something went wrong', da: 'Noget gik galt' },
  spamText: {
    sv: 'Tyvärr identifierade vi dig som en robot. Fyll i formuläret igen och vänta ett par sekunder innan du trycker på skicka. Vi ber om ursäkt för besväret.',
    en: 'Unfortunately we identified you as a bot. Please fill in the form again, wait a couple of seconds before you press submit. We apologize for the inconvenience.',
    da: 'Desværre identificerede vi dig som en robot. Udfyld formularen igen, og vent et par sekunder, før du trykker på send. Vi beklager ulejligheden.',
  },
  editModeTitle: { sv: 'Granska-läge', en: 'Preview mode', da: 'Forhåndsvisning' },
  editModeForm: {
    sv: 'Du kan inte skicka in formuläret från granska-läget. För att testa formuläret gå till sidans publika adress (samma som gästerna besöker).',
    en: 'You cannot send the form from preview mode. To test the form, go to the site’s public address (the same one the guests visit).',
    da: 'Du kan ikke sende formularen fra forhåndsvisningen. For at teste formularen skal du gå til sidens offentlige adresse (den samme, som gæsterne besøger).',
  },
  needsJavaScriptAnswer: {
    sv: 'För att svara behöver du slå på JavaScript i webbläsaren.',
    en: 'To answer, please turn on JavaScript in your browser.',
    da: 'For at svare skal du slå JavaScript til i browseren.',
  },
  answerWithoutJavaScript: {
    sv: 'Svara här (utan JavaScript)',
    en: 'Answer here (without JavaScript)',
    da: 'Svar her (uden JavaScript)',
  },
  ok: { sv: 'OK', en: 'OK', da: 'OK' },
  loadingForm: { sv: 'Laddar formuläret…', en: 'Loading the form…', da: 'Indlæser formularen…' },
  sending: { sv: 'Skickar…', en: 'Sending…', da: 'Sender…' },
  valueMissing: {
    sv: 'Fyll i det här fältet',
    en: 'Please fill in this field',
    da: 'Udfyld venligst dette felt',
  },
  optionMissing: {
    sv: 'Välj ett alternativ',
    en: 'Please choose an option',
    da: 'Vælg venligst en mulighed',
  },
} as const;

export const moduleText = moduleTextReader(MODULE_TEXTS);
