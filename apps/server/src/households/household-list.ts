import {
  countHouseholds,
  type HouseholdInput,
  type HouseholdsResponse,
  type SiteLanguageCode,
} from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/** The guest list as the owner's screen shows it: the households and their counts. */
export async function householdList(app: FastifyInstance, siteId: string): Promise<HouseholdsResponse> {
  const [households, uninvitedAttempts] = await Promise.all([
    app.repositories.households.list(siteId),
    app.repositories.households.listUninvitedAttempts(siteId),
  ]);
  return {
    households,
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
