import { foldName } from '@eventsite/core/rules/fold-name';
import type { Household, HouseholdAnswerStatus } from '@eventsite/core/schemas/household';

/** The orders the guest list can be read in (issue 39 item 5); 'added' is the order the owner wrote it. */
export const HOUSEHOLD_SORTS = ['added', 'name', 'answer', 'changed'] as const;
export type HouseholdSort = (typeof HOUSEHOLD_SORTS)[number];

/** How the owner reads the list: a search of names and mail, one tag ('' for all) and an order. */
export interface HouseholdView {
  query: string;
  tag: string;
  sort: HouseholdSort;
}

export const ALL_HOUSEHOLDS: HouseholdView = { query: '', tag: '', sort: 'added' };

/** Coming first, then not coming, then those still to answer, as the counts read. */
const ANSWER_ORDER: Record<HouseholdAnswerStatus, number> = { yes: 0, no: 1, notAnswered: 2 };

function matches(household: Household, query: string): boolean {
  const folded = foldName(query);
  if (folded === '') return true;
  return (
    [household.name, ...household.members].some((name) => foldName(name).includes(folded)) ||
    household.mail.toLowerCase().includes(query.trim().toLowerCase())
  );
}

/**
 * The households the owner sees (issue 39 item 5): those whose name, a member's name (case and accents
 * aside) or mail holds the search and that have the tag, in the chosen order; the newest change first.
 */
export function viewHouseholds(
  households: readonly Household[],
  view: HouseholdView,
  locale: string,
): Household[] {
  const byName = (a: Household, b: Household) => a.name.localeCompare(b.name, locale);
  const shown = households.filter(
    (household) => matches(household, view.query) && (view.tag === '' || household.tags.includes(view.tag)),
  );
  switch (view.sort) {
    case 'added':
      return shown;
    case 'name':
      return shown.sort(byName);
    case 'answer':
      return shown.sort(
        (a, b) => ANSWER_ORDER[a.answerStatus] - ANSWER_ORDER[b.answerStatus] || byName(a, b),
      );
    case 'changed':
      return shown.sort((a, b) => b.changedAt.localeCompare(a.changedAt) || byName(a, b));
  }
}
