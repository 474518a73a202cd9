import type { FormDataElement } from '../schemas/form';
import type { HouseholdAnswerStatus, HouseholdCounts, MemberAnswer } from '../schemas/household';
import type { RsvpAnswer } from '../schemas/rsvp';
import { foldName } from './fold-name';
import { householdNameQuestionId } from './household-name-question';
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
function guestYesOrNo(answer: Pick<RsvpAnswer, 'formElements'>): YesOrNo | null {
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

type GuestAnswer = Pick<RsvpAnswer, 'formElements' | 'attendance'>;

/** The name one guest gave, from the question a personal link pre-fills; '' without one. */
function guestName(answer: GuestAnswer): string {
  const nameId = householdNameQuestionId(answer.formElements.map((element) => element.formElement));
  return answer.formElements.find((element) => element.formElement.id === nameId)?.value ?? '';
}

/**
 * Each member's answer (issue 39 item 5): the guest answer with the member's name (case and accents aside),
 * else the next answer no name claimed, in order, as the personal link pre-fills one form per member; a
 * member without an answer has not answered. A guest says no with a recognised no, else yes.
 */
export function householdMemberAnswers(
  members: readonly string[],
  answers: readonly GuestAnswer[],
): MemberAnswer[] {
  const unclaimed = [...answers];
  const byName = members.map((member) => {
    const index = unclaimed.findIndex((answer) => foldName(guestName(answer)) === foldName(member));
    return index === -1 ? null : (unclaimed.splice(index, 1)[0] ?? null);
  });
  return members.map((name, position) => {
    const answer = byName[position] ?? unclaimed.shift();
    if (answer === undefined) return { name, status: 'notAnswered', attendance: [] };
    return {
      name,
      status: guestYesOrNo(answer) === 'no' ? 'no' : 'yes',
      attendance: answer.attendance.map(({ eventId, attending }) => ({ eventId, attending })),
    };
  });
}

/** The guest list's counts in people: every member of every household counts once, by their own answer. */
export function countMembers(
  households: readonly { memberAnswers: readonly MemberAnswer[] }[],
): HouseholdCounts {
  return countHouseholds(
    households.flatMap((household) => household.memberAnswers.map(({ status }) => status)),
  );
}
