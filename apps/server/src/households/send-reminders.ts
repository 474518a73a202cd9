import {
  householdLinkUrl,
  dueScheduledReminderDay,
  hasUnansweredEvents,
  isSiteV2,
  marketClock,
  planReminders,
  reminderAnswerBy,
  reminderBlock,
  scheduledReminderDay,
  type Household,
  type ReminderBlock,
  type ReminderOverview,
  type ReminderPlan,
  type ReminderSite,
  type SendRemindersResponse,
  type Site,
  type SiteV2,
} from '@eventsite/core';
import type { HouseholdDeps } from './household-deps';
import { AppError } from '../errors/app-error';
import { siteName } from '../sites/site-name';
import { composeReminderMail } from './compose-reminder-mail';
import { publicSiteUrl } from '../sites/render-site-qr-code';
import { siteScheduleEvents } from '../sites/site-schedule-events';
import { householdForEvents } from './household-list';

/** The parts of the site the reminder rule reads; a version-1 site has no RSVP a personal link opens. */
function reminderSite(site: Site): ReminderSite {
  const rsvps = isSiteV2(site)
    ? site.siteModules.flatMap((module) => (module.siteModuleType === 'Rsvp' ? [module] : []))
    : [];
  return { host: site.host, rsvps };
}

interface ReminderState {
  site: Site;
  households: Household[];
  blocked: ReminderBlock | null;
  answerBy: string | null;
  plan: ReminderPlan;
}

async function reminderState(deps: HouseholdDeps, siteId: string, now: Date): Promise<ReminderState> {
  const { market } = deps.config;
  const [stored, listed] = await Promise.all([
    deps.repositories.sites.findById(siteId),
    deps.repositories.households.listWithAnswers(siteId),
  ]);
  if (!stored) throw new AppError('SITE_NOT_FOUND');
  const site = reminderSite(stored.site);
  const events = siteScheduleEvents(stored.site).map(({ event }) => event);
  // A household that answered but not for one of its events that ask is still to answer (issue 34 item 5).
  const candidates = listed.map((entry) => ({
    ...entry.household,
    answerStatus: hasUnansweredEvents(events, householdForEvents(entry))
      ? ('notAnswered' as const)
      : entry.household.answerStatus,
  }));
  return {
    site: stored.site,
    households: listed.map(({ household }) => household),
    blocked: reminderBlock(site, now, market),
    answerBy: reminderAnswerBy(site.rsvps, marketClock(now, market).day),
    plan: planReminders(candidates, now, market),
  };
}

/** Who a reminder would reach now, who is skipped and why, and the owner's schedule (issue 21, item 4). */
export async function reminderOverview(deps: HouseholdDeps, siteId: string): Promise<ReminderOverview> {
  const now = deps.now();
  const [state, settings] = await Promise.all([
    reminderState(deps, siteId, now),
    deps.repositories.householdReminders.settings(siteId),
  ]);
  const scheduledDay = scheduledReminderDay(settings.daysBefore, state.answerBy);
  return {
    settings: { daysBefore: settings.daysBefore },
    blocked: state.blocked,
    answerBy: state.answerBy,
    scheduledDay,
    scheduledDone: scheduledDay !== null && scheduledDay === settings.scheduledDayDone,
    recipients: state.plan.recipients,
    skipped: state.plan.skipped,
  };
}

interface SendOptions {
  /** Only these households (the ones the owner confirmed); all the plan's recipients when absent. */
  only?: ReadonlySet<string>;
  /** The scheduled day this run makes; it is claimed in the same transaction, so it runs once. */
  scheduledDay?: string;
}

/**
 * Puts a reminder for each household the plan reaches into the outbox. The reminder log's row and the mail
 * are written in one transaction, and a household already logged for the day (by another request, the
 * schedule or another server process) is left out in SQL, so none is mailed twice the same day.
 */
async function send(
  deps: HouseholdDeps,
  siteId: string,
  state: ReminderState & { site: SiteV2; host: string },
  now: Date,
  options: SendOptions,
): Promise<number> {
  const { market, publicUrl } = deps.config;
  const { householdReminders } = deps.repositories;
  const byId = new Map(state.households.map((household) => [household._id, household]));
  const targets = state.plan.recipients
    .filter((id) => !options.only || options.only.has(id))
    .flatMap((id) => byId.get(id) ?? []);
  const day = marketClock(now, market).day;

  const sent = await deps.db.transaction(async (tx) => {
    if (
      options.scheduledDay &&
      !(await householdReminders.withTransaction(tx).claimScheduledDay(siteId, options.scheduledDay))
    ) {
      return 0;
    }
    const logged = new Set(
      await householdReminders.withTransaction(tx).logReminders(
        siteId,
        targets.map((household) => household._id),
        day,
        now,
        options.scheduledDay !== undefined,
      ),
    );
    const mails = targets
      .filter((household) => logged.has(household._id))
      .map((household) =>
        composeReminderMail({
          to: household.mail,
          householdName: household.name,
          language: household.language,
          title: siteName(state.site, household.language),
          link: householdLinkUrl(publicSiteUrl(publicUrl, state.host), household),
          answerBy: state.answerBy,
          market,
        }),
      );
    await deps.mail.outbox.withTransaction(tx).addMany(mails, now);
    return mails.length;
  });
  if (sent > 0) deps.mail.deliverSoon();
  return sent;
}

/** The site and its address once nothing blocks reminders; null (or the error) otherwise. */
function sendable(state: ReminderState): (ReminderState & { site: SiteV2; host: string }) | null {
  const { site } = state;
  if (state.blocked !== null || !isSiteV2(site) || !site.host) return null;
  return { ...state, site, host: site.host };
}

/** The owner pressed send: the confirmed households that still need a reminder get one now. */
export async function sendRemindersNow(
  deps: HouseholdDeps,
  siteId: string,
  householdIds: readonly string[],
): Promise<SendRemindersResponse> {
  const now = deps.now();
  const state = await reminderState(deps, siteId, now);
  const ready = sendable(state);
  if (!ready)
    throw new AppError('REMINDERS_NOT_POSSIBLE', { message: `Reminders are blocked: ${state.blocked}` });
  const only = new Set(householdIds);
  const sent = await send(deps, siteId, ready, now, { only });
  return { sent, notSent: only.size - sent };
}

/**
 * The housekeeping run: each site whose scheduled reminder day has come (and whose run was not made) sends
 * to every household that needs one. Answers the number of mails sent.
 */
export async function sendScheduledReminders(deps: HouseholdDeps, now: Date): Promise<number> {
  const { market } = deps.config;
  let sent = 0;
  for (const settings of await deps.repositories.householdReminders.scheduledSites()) {
    // One site's failure (say, a document that no longer reads) leaves the others' reminders going.
    try {
      const state = await reminderState(deps, settings.siteId, now);
      const scheduledDay = dueScheduledReminderDay(
        { daysBefore: settings.daysBefore, answerBy: state.answerBy, handledDay: settings.scheduledDayDone },
        now,
        market,
      );
      const ready = sendable(state);
      if (scheduledDay === null || !ready) continue;
      sent += await send(deps, settings.siteId, ready, now, { scheduledDay });
    } catch (error) {
      deps.log.error({ err: error, siteId: settings.siteId }, 'Scheduled reminders failed');
    }
  }
  return sent;
}
