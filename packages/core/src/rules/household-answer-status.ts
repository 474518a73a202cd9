import type { FormDataElement } from '../schemas/form';
import type { HouseholdAnswerStatus, HouseholdCounts } from '../schemas/household';
import type { RsvpAnswer } from '../schemas/rsvp';
import { recognizeYesOrNo, type YesOrNo } from './rsvp-yes-no';

function elementYesOrNo(element: FormDataElement): YesOrNo | null {
  if (element.formElement.formElementType === 'SingleSelect') {
    const texts = Object.values(element.selectedOption?.text ?? {});
    for (const text of texts) {
      const found = recognizeYesOrNo(text);
      if (found) return found;
    }
    return null;
  }
  return recognizeYesOrNo(element.value);
}

/** The first recognised yes or no of one guest's answer (`002` §9's words), or null. */
function guestYesOrNo(answer: RsvpAnswer): YesOrNo | null {
  for (const element of answer.formElements) {
    const found = elementYesOrNo(element);
    if (found) return found;
  }
  return null;
}

/**
 * A household's answer from its guests' answers: not answered without any; no when every guest said a
 * recognised no; otherwise yes, since an RSVP without a yes/no question is sent by those who come.
 */
export function householdAnswerStatus(answers: readonly RsvpAnswer[]): HouseholdAnswerStatus {
  if (answers.length === 0) return 'notAnswered';
  return answers.every((answer) => guestYesOrNo(answer) === 'no') ? 'no' : 'yes';
}

/** The guest list's counts: every household is invited, and counts once by its answer. */
export function countHouseholds(statuses: readonly HouseholdAnswerStatus[]): HouseholdCounts {
  const count = (status: HouseholdAnswerStatus) => statuses.filter((found) => found === status).length;
  return { invited: statuses.length, yes: count('yes'), no: count('no'), notAnswered: count('notAnswered') };
}
