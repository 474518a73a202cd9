import type { GuestHousehold } from '@eventsite/core/schemas/household';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** An invited event as the server sends it: with its module's id and the event's own id and start. */
function isInvitedEvent(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.moduleId === 'string' &&
    isRecord(value.event) &&
    typeof value.event.id === 'string' &&
    typeof value.event.startsAt === 'string'
  );
}

/** One member's table, as the server sends it once the owner's seating plan is shown (issue 35). */
const isGuestSeat = (value: unknown): boolean =>
  isRecord(value) && typeof value.member === 'string' && typeof value.table === 'string';

/**
 * The shape `guestHouseholdSchema` gives, checked by hand: the schema itself (zod) has no place in a
 * guest's page (lint keeps schemas out of guest views).
 */
function isGuestHousehold(value: unknown): value is GuestHousehold {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.language === 'string' &&
    isTextList(value.members) &&
    isTextList(value.events) &&
    Array.isArray(value.invitedEvents) &&
    value.invitedEvents.every(isInvitedEvent)
  );
}

/**
 * The household as read, its `seats` kept only when every one is a member and a table: seats of another
 * shape are left out, so the household's RSVP and programme still work.
 */
function withReadableSeats(household: GuestHousehold): GuestHousehold {
  const { seats, ...rest } = household;
  const readable: unknown = seats;
  return Array.isArray(readable) && readable.every(isGuestSeat) ? { ...rest, seats } : rest;
}

/**
 * Asks the server for a personal link's household; loaded only on a page opened with a link.
 * Null for a link that no longer works.
 */
export async function readPersonalLinkHousehold(
  siteId: string,
  token: string,
): Promise<GuestHousehold | null> {
  try {
    const response = await fetch(
      `/api/sites/public/${encodeURIComponent(siteId)}/households/${encodeURIComponent(token)}`,
      { credentials: 'include', headers: { accept: 'application/json' } },
    );
    if (!response.ok) return null;
    const household: unknown = await response.json();
    return isGuestHousehold(household) ? withReadableSeats(household) : null;
  } catch {
    return null;
  }
}
