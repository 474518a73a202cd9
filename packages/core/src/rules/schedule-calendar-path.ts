/**
 * The address of a programme's calendar file (issue 34 item 3): one event's by its id, or 'programme' for
 * every event the guest may see; a personal link's token adds the household's by-invitation events.
 */
export function scheduleCalendarPath(siteId: string, event: string, token?: string | null): string {
  const path = `/api/sites/public/${encodeURIComponent(siteId)}/calendar/${encodeURIComponent(event)}.ics`;
  return token ? `${path}?g=${encodeURIComponent(token)}` : path;
}
