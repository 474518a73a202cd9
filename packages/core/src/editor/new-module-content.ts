import type { SiteLanguageCode } from '../constants/languages';
import type { SiteModuleType } from '../constants/module-types';
import type { TranslatableText } from '../schemas/translatable-text';

/** The words of a text in the given languages only; a language without a word stays out. */
export function wordsIn(words: TranslatableText, languages: readonly SiteLanguageCode[]): TranslatableText {
  return Object.fromEntries(
    languages.flatMap((language) => {
      const word = words[language];
      return word === undefined ? [] : [[language, word]];
    }),
  );
}

const SPEECH_FIELDS = [
  { label: { sv: 'Ditt namn', en: 'Your name', da: 'Dit navn' }, mandatory: true },
  {
    label: {
      sv: 'Ungefär hur lång tid behöver du?',
      en: 'Roughly how long will you need?',
      da: 'Cirka hvor lang tid skal du bruge?',
    },
    mandatory: false,
  },
] as const;

/**
 * A new speech sign-up's start button (`001` §4 'Anmälan av tal') in each interface language, like the
 * form's buttons. Kept with the editor's code, out of a guest's first load: a stored module without one
 * keeps the schema's Swedish default.
 */
export const NEW_SPEECH_START_BUTTON: TranslatableText = {
  sv: 'Anmälan av tal',
  en: 'Sign up to speak',
  da: 'Tilmeld en tale',
};

/** A new speech sign-up's thanks (`001` §4, `002` §9) in each interface language. */
const NEW_SPEECH_CONFIRMATION: TranslatableText = {
  sv: 'Tack för att du anmält dig att tala',
  en: 'Thank you for signing up to speak',
  da: 'Tak, fordi du har meldt dig til at holde tale',
};

const RSVP_NAME = { sv: 'För- och efternamn', en: 'First and last name', da: 'For- og efternavn' };
const RSVP_COMING = { sv: 'Kommer du?', en: 'Are you coming?', da: 'Kommer du?' };
const RSVP_YES = { sv: 'Ja', en: 'Yes', da: 'Ja' };
const RSVP_NO = { sv: 'Nej', en: 'No', da: 'Nej' };

/**
 * What a new module of a type holds besides its title, so it is useful at once (`002` §3): an RSVP asks
 * for the guest's name and 'Kommer du?' (Ja/Nej) as the demo does, the speech sign-up asks for the
 * speaker's name and how long they need, with its start button and thanks in sv, en and da like the form's
 * buttons, so a language the site adds later has them too; the other types start empty.
 * `newId` gives fresh ids for the questions.
 */
export function newModuleContent(
  type: SiteModuleType,
  languages: readonly SiteLanguageCode[],
  newId: () => string,
): Record<string, unknown> {
  switch (type) {
    case 'Rsvp':
      return {
        form: {
          formElements: [
            {
              id: newId(),
              formElementType: 'ShortText',
              label: wordsIn(RSVP_NAME, languages),
              required: true,
            },
            {
              id: newId(),
              formElementType: 'SingleSelect',
              label: wordsIn(RSVP_COMING, languages),
              options: [
                { id: newId(), text: wordsIn(RSVP_YES, languages) },
                { id: newId(), text: wordsIn(RSVP_NO, languages) },
              ],
            },
          ],
        },
      };
    case 'Speech2':
      return {
        customTextFields: SPEECH_FIELDS.map((field) => ({
          id: `textField-${newId()}`,
          label: wordsIn(field.label, languages),
          mandatory: field.mandatory,
        })),
        showFormButton: { ...NEW_SPEECH_START_BUTTON },
        confirmationText: { ...NEW_SPEECH_CONFIRMATION },
      };
    default:
      return {};
  }
}
