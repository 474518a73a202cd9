import { householdGreeting } from '@eventsite/core/rules/household-greeting';
import { householdNameQuestionId } from '@eventsite/core/rules/household-name-question';
import type { FormElement } from '@eventsite/core/schemas/form';
import type { GuestHousehold } from '@eventsite/core/schemas/household';
import type { FormAnswers } from '../shared/form-answers';

/** The household of a personal link, as the RSVP pre-fills it. */
export interface HouseholdInvitation {
  token: string;
  household: GuestHousehold;
  /**
   * One form per member, the name question filled in and editable: all of them, even beyond the module's
   * maximum, since the personal link answers for the whole household (issue 39 item 5).
   */
  guests: FormAnswers[];
  /** 'Invitation for The Berg family', in the site's language. */
  greeting: string;
}

/**
 * The RSVP's pre-filled guests and greeting for a personal link's household (issue 21, item 2); loaded only
 * on a page opened with such a link.
 */
export function householdInvitation(
  household: GuestHousehold,
  token: string,
  language: string,
  elements: readonly FormElement[],
): HouseholdInvitation {
  const greeting = householdGreeting(household.name, language);
  const nameId = householdNameQuestionId(elements);
  const guests = household.members.map((member): FormAnswers =>
    nameId === null ? {} : { [nameId]: member },
  );
  return { token, household, guests, greeting };
}
