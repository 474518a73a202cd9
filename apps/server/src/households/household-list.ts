import {
  countHouseholds,
  countMembers,
  countScheduleEvents,
  type HouseholdForEvents,
  type HouseholdInput,
  type HouseholdsResponse,
  type Site,
  type SiteLanguageCode,
} from '@eventsite/core';
import type { HouseholdDeps } from './household-deps';
import type { HouseholdWithAnswers } from './household-repository';
import { AppError } from '../errors/app-error';
import { siteScheduleEvents } from '../sites/site-schedule-events';

/** A household as the per-event counts and reminders read it (issue 34). */
export function householdForEvents({ household, answers }: HouseholdWithAnswers): HouseholdForEvents {
  return {
    events: household.events,
    members: household.members,
    answerStatus: household.answerStatus,
    answers,
  };
}

/**
 * The guest list as the owner's screen shows it: the households, each marked when its current link is on a
 * printed card (issue 21 item 5), and their counts.
 */
export async function householdList(deps: HouseholdDeps, siteId: string): Promise<HouseholdsResponse> {
  const [site, listed, uninvitedAttempts, printed] = await Promise.all([
    siteOf(deps, siteId),
    deps.repositories.households.listWithAnswers(siteId),
    deps.repositories.households.listUninvitedAttempts(siteId),
    deps.repositories.orders.paidHouseholdCards(siteId),
  ]);
  const households = listed.map(({ household }) => household);
  const printedTokens = new Set(
    printed.map((card) => `${card.householdId} ${new URL(card.url).searchParams.get('g') ?? ''}`),
  );
  return {
    households: households.map((household) => ({
      ...household,
      onPrintedCard: printedTokens.has(`${household._id} ${household.token}`),
    })),
    counts: countHouseholds(households.map((household) => household.answerStatus)),
    people: countMembers(households),
    eventCounts: countScheduleEvents(
      siteScheduleEvents(site).map(({ event }) => event),
      listed.map(householdForEvents),
    ),
    uninvitedAttempts,
  };
}

async function siteOf(deps: HouseholdDeps, siteId: string): Promise<Site> {
  const stored = await deps.repositories.sites.findById(siteId);
  if (!stored) throw new AppError('SITE_NOT_FOUND');
  return stored.site;
}

/** The languages the site offers, which a household's language must be one of. */
export async function siteLanguages(deps: HouseholdDeps, siteId: string): Promise<SiteLanguageCode[]> {
  return (await siteOf(deps, siteId)).availableLanguages.map((entry) => entry.languageCode);
}

/** Refuses invitations to events that are not in the site's programme (issue 34); null invites to all. */
function requireScheduleEvents(site: Site, events: readonly string[] | null): void {
  if (events === null) return;
  const known = new Set(siteScheduleEvents(site).map(({ event }) => event.id));
  const unknown = events.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw new AppError('SCHEDULE_EVENT_UNKNOWN', { message: `The programme has no event ${unknown}.` });
  }
}

/** A household's language must be one the site offers, and its events the programme's. */
export async function requireHouseholdFits(
  deps: HouseholdDeps,
  siteId: string,
  input: HouseholdInput,
): Promise<void> {
  const site = await siteOf(deps, siteId);
  if (!site.availableLanguages.some((entry) => entry.languageCode === input.language)) {
    throw new AppError('HOUSEHOLD_LANGUAGE_NOT_OFFERED');
  }
  requireScheduleEvents(site, input.events);
}

/** Invites many households at once to the given events (null: to all); the number changed. */
export async function setHouseholdEvents(
  deps: HouseholdDeps,
  siteId: string,
  householdIds: readonly string[],
  events: readonly string[] | null,
): Promise<number> {
  requireScheduleEvents(await siteOf(deps, siteId), events);
  return deps.repositories.households.setEvents(siteId, householdIds, events);
}
