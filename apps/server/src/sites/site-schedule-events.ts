import { isSiteV2, scheduleEventsOf, type PlacedScheduleEvent, type Site } from '@eventsite/core';

/** The events of a site's programme in time order (issue 34); a version-1 site has none. */
export function siteScheduleEvents(site: Site): PlacedScheduleEvent[] {
  return isSiteV2(site) ? scheduleEventsOf(site.siteModules) : [];
}
