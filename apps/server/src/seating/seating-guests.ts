import {
  answeredPeople,
  buildRsvpAnswerTable,
  householdNameQuestionId,
  comingRows,
  seatedPersonKey,
  siteAnswerForms,
  type SeatingGuest,
  type SeatingGuestsInput,
  type Site,
} from '@eventsite/core';
import type { SeatingDeps } from './seating-deps';

/** Who a plan seats, and everyone who answered at all (coming or not), by their seat keys. */
export interface SiteSeatingGuests {
  /** The coming guests in `seatingGuests`' order. */
  guests: SeatingGuest[];
  /** Every answered person's key: a seat of anyone else was erased. */
  answered: Set<string>;
}

/**
 * The people a plan seats, read the way the caterer's sheet reads the answers: each RSVP module's answers
 * (`buildRsvpAnswerTable`) in the site's first language, the questions marked as diet (answers kept only
 * with the guest's consent), the household each answer came through. A site with several RSVP modules seats
 * the guests of all of them, in the modules' order, a person answering two of them once.
 */
export async function siteSeatingGuests(
  deps: SeatingDeps,
  siteId: string,
  site: Site,
  eventId: string | undefined,
): Promise<SiteSeatingGuests> {
  const [answers, dietQuestionIds, households, answerHouseholds] = await Promise.all([
    deps.repositories.guestAnswers.listRsvpAnswers(siteId),
    deps.repositories.dietQuestions.list(siteId),
    deps.repositories.households.names(siteId),
    deps.repositories.guestAnswers.rsvpAnswerHouseholds(siteId),
  ]);
  const language = (site.usesSiteModules ? site.availableLanguages[0]?.languageCode : undefined) ?? 'sv';
  const householdById = new Map(households.map((household) => [household.id, household]));
  const householdOf: SeatingGuestsInput['householdOf'] = (answerId) => {
    const householdId = answerHouseholds.get(answerId);
    return householdId === undefined ? null : (householdById.get(householdId) ?? null);
  };
  const diet = new Set(dietQuestionIds);
  const guests = new Map<string, SeatingGuest>();
  const answered = new Set<string>();
  for (const form of siteAnswerForms(site).filter((one) => one.kind === 'Rsvp')) {
    const input: SeatingGuestsInput = {
      table: buildRsvpAnswerTable({
        questions: form.questions,
        answers: answers.filter((answer) => answer.formId === form.id),
        language,
      }),
      eventId,
      nameQuestionId: householdNameQuestionId(form.questions),
      dietQuestionIds: diet,
      householdOf,
    };
    // `seatingGuests` is these people less those not coming: named once, filtered here.
    const coming = new Set(comingRows(input.table, eventId).map((row) => row.answerId));
    for (const { answerId, guest } of answeredPeople(input)) {
      const key = seatedPersonKey(guest);
      answered.add(key);
      if (coming.has(answerId) && !guests.has(key)) guests.set(key, guest);
    }
  }
  return { guests: [...guests.values()], answered };
}
