import {
  countHouseholds,
  type HouseholdInput,
  type HouseholdsResponse,
  type SiteLanguageCode,
} from '@eventsite/core';
import type { HouseholdDeps } from './household-deps';
import { AppError } from '../errors/app-error';

/**
 * The guest list as the owner's screen shows it: the households, each marked when its current link is on a
 * printed card (issue 21 item 5), and their counts.
 */
export async function householdList(deps: HouseholdDeps, siteId: string): Promise<HouseholdsResponse> {
  const [households, uninvitedAttempts, printed] = await Promise.all([
    deps.repositories.households.list(siteId),
    deps.repositories.households.listUninvitedAttempts(siteId),
    deps.repositories.orders.paidHouseholdCards(siteId),
  ]);
  const printedTokens = new Set(
    printed.map((card) => `${card.householdId} ${new URL(card.url).searchParams.get('g') ?? ''}`),
  );
  return {
    households: households.map((household) => ({
      ...household,
      onPrintedCard: printedTokens.has(`${household._id} ${household.token}`),
    })),
    counts: countHouseholds(households.map((household) => household.answerStatus)),
    uninvitedAttempts,
  };
}

/** The languages the site offers, which a household's language must be one of. */
export async function siteLanguages(deps: HouseholdDeps, siteId: string): Promise<SiteLanguageCode[]> {
  const stored = await deps.repositories.sites.findById(siteId);
  if (!stored) throw new AppError('SITE_NOT_FOUND');
  return stored.site.availableLanguages.map((entry) => entry.languageCode);
}

export async function requireSiteLanguage(
  deps: HouseholdDeps,
  siteId: string,
  input: HouseholdInput,
): Promise<void> {
  if (!(await siteLanguages(deps, siteId)).includes(input.language)) {
    throw new AppError('HOUSEHOLD_LANGUAGE_NOT_OFFERED');
  }
}
