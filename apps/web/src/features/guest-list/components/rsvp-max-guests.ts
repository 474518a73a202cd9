import type { Site } from '@eventsite/core/schemas/site';

/**
 * How many guests the site's RSVP takes in one answer (the largest of its shown RSVPs), or null without one
 * or on a legacy site: a larger household answers for all its members only through its personal link
 * (issue 39 item 5).
 */
export function rsvpMaxGuests(site: Site): number | null {
  if (!site.usesSiteModules) return null;
  const maxima = site.siteModules.flatMap((module) =>
    module.siteModuleType === 'Rsvp' && !module.hide ? [module.maxNumberOfGuests] : [],
  );
  return maxima.length > 0 ? Math.max(...maxima) : null;
}
