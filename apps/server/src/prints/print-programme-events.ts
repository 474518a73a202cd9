import { isSiteV2, scheduleEventsOf, type ScheduleEvent } from '@eventsite/core';
import type { SiteRepository } from '../sites/site-repository';

/**
 * The site's programme as its printed cards list it (issue 34 item 6): the events of its shown Schedule
 * modules in time order; none for a site without them (a legacy site, a site since removed).
 */
export async function printProgrammeEvents(
  sites: Pick<SiteRepository, 'findById'>,
  siteId: string,
): Promise<ScheduleEvent[]> {
  const stored = await sites.findById(siteId);
  return stored && isSiteV2(stored.site)
    ? scheduleEventsOf(stored.site.siteModules).map(({ event }) => event)
    : [];
}
