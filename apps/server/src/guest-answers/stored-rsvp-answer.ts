import { rsvpAnswerSchema, type EventAttendance, type RsvpAnswer } from '@eventsite/core';

/**
 * A stored version-4 RSVP answer as one value: its row's `answer` document and the guest's attendance per
 * event, which has a column of its own (issue 34).
 */
export function storedRsvpAnswer(row: {
  answer: unknown;
  attendance: readonly EventAttendance[];
}): RsvpAnswer {
  return rsvpAnswerSchema.parse({ ...(row.answer as object), attendance: row.attendance });
}
