import {
  countHouseholds,
  type HouseholdInput,
  type HouseholdsResponse,
  type SiteLanguageCode,
} from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * The guest list as the owner's screen shows it: the households, each marked when its current link is on a
 * printed card (issue 21 item 5), and their counts.
 */
export async function householdList(app: FastifyInstance, siteId: string): Promise<HouseholdsResponse> {
  const [households, uninvitedAttempts, printed] = await Promise.all([
    app.repositories.households.list(siteId),
    app.repositories.households.listUninvitedAttempts(siteId),
    app.repositories.orders.paidHouseholdCards(siteId),
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
export async function siteLanguages(app: FastifyInstance, siteId: string): Promise<SiteLanguageCode[]> {
  const stored = await app.repositories.sites.findById(siteId);
  if (!stored) throw new AppError('SITE_NOT_FOUND');
  return stored.site.availableLanguages.map((entry) => entry.languageCode);
}

export async function requireSiteLanguage(
  app: FastifyInstance,
  siteId: string,
  input: HouseholdInput,
): Promise<void> {
  if (!(await siteLanguages(app, siteId)).includes(input.language)) {
    throw new AppError('HOUSEHOLD_LANGUAGE_NOT_OFFERED');
  }
}
