/**
 * The calendar file of one programme event, or of all the events the guest may see ('programme')
 * (issue 34 item 3); a household's personal-link token adds its by-invitation events.
 */
export function scheduleCalendarPath(
  siteId: string,
  eventId: string | 'programme',
  token?: string | null,
): string {
  const path = `/api/sites/public/${siteId}/calendar/${eventId}.ics`;
  return token ? `${path}?g=${encodeURIComponent(token)}` : path;
}
