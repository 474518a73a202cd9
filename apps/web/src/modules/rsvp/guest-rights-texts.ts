import { DIET_CONSENT_TEXTS } from '@eventsite/core/constants/diet-consent-texts';
import { moduleTextReader } from '../shared/module-text-reader';

/**
 * The words of a guest's own rights in the RSVP (issue 33 item 5): the diet consent and the household's answer
 * read back through its link. Kept apart from `rsvp-texts.ts`, which is on every guest's first load, since only
 * an RSVP with a diet question or a personal link shows them.
 */
const GUEST_RIGHTS_TEXTS = {
  ...DIET_CONSENT_TEXTS,
  householdAnswered: { sv: 'Ert svar', en: 'Your answer', da: 'Jeres svar' },
  householdAnsweredLead: {
    sv: 'Så här har ni svarat. Skicka formuläret nedan igen för att ändra svaret.',
    en: 'This is what you answered. Send the form below again to change the answer.',
    da: 'Sådan har I svaret. Send formularen nedenfor igen for at ændre svaret.',
  },
  withdrawAnswer: { sv: 'Ta tillbaka svaret', en: 'Withdraw the answer', da: 'Træk svaret tilbage' },
  withdrawAnswerConfirm: {
    sv: 'Svaret raderas helt och värdarna ser det inte längre. Ta tillbaka det?',
    en: 'The answer is erased completely and the hosts no longer see it. Withdraw it?',
    da: 'Svaret slettes helt, og værterne kan ikke længere se det. Træk det tilbage?',
  },
  answerWithdrawn: {
    sv: 'Ert svar är raderat.',
    en: 'Your answer has been erased.',
    da: 'Jeres svar er slettet.',
  },
  withdrawFailed: {
    sv: 'Svaret kunde inte tas tillbaka. Försök igen.',
    en: 'The answer could not be withdrawn. Please try again.',
    da: 'Svaret kunne ikke trækkes tilbage. Prøv igen.',
  },
} as const;

export const guestRightsText = moduleTextReader(GUEST_RIGHTS_TEXTS);
