import { z } from 'zod';
import { entityIdSchema, isoTimestampSchema, textSchema } from '../schemas/common';
import {
  eventCountsSchema,
  HOUSEHOLD_ROW_PROBLEMS,
  householdCountsSchema,
  householdInputSchema,
  householdSchema,
  householdTokenSchema,
  MAX_HOUSEHOLDS,
} from '../schemas/household';
import { rsvpAnswerSchema } from '../schemas/rsvp';
import { HOUSEHOLD_DUPLICATES } from '../rules/household-sheet-duplicates';

/** `GET /api/sites/public/{siteId}/households/{token}`: a guest's own household, by its personal link. */
export const householdTokenParamsSchema = z.object({ siteId: entityIdSchema, token: householdTokenSchema });

/**
 * `GET /api/sites/public/{siteId}/households/{token}/answer` (issue 33 item 5): what the household answered,
 * one entry per guest, as its personal link shows it back; never where the answer was mailed.
 */
export const householdAnswerResponseSchema = z.object({
  guests: z.array(
    rsvpAnswerSchema.pick({ _id: true, formId: true, createdAt: true, formElements: true, attendance: true }),
  ),
});
export type HouseholdAnswerResponse = z.infer<typeof householdAnswerResponseSchema>;

export const householdParamsSchema = z.object({ siteId: entityIdSchema, householdId: entityIdSchema });
export type HouseholdParams = z.infer<typeof householdParamsSchema>;

/**
 * `DELETE /api/sites/{siteId}/households/{householdId}?answers=erase` (issue 33 item 5): the owner erases the
 * household completely, its answers too; by default they stay among the answers, tied to no household.
 */
export const householdDeleteQuerySchema = z.object({ answers: z.enum(['keep', 'erase']).default('keep') });
export type HouseholdDeleteQuery = z.infer<typeof householdDeleteQuerySchema>;

/** `GET /api/sites/{siteId}/households`: the guest list in the order it was written, and its counts. */
export const householdsResponseSchema = z.object({
  households: z.array(householdSchema),
  counts: householdCountsSchema,
  /** The same in people: every member of every household, by their own answer (issue 39 item 5). */
  people: householdCountsSchema,
  /** Per event of the programme, in time order (issue 34); empty without a programme. */
  eventCounts: z.array(eventCountsSchema),
  /** RSVPs refused because no name was on the list, newest first (only-invited RSVP modules). */
  uninvitedAttempts: z.array(
    z.object({
      names: z.array(textSchema),
      createdAt: isoTimestampSchema,
      /** Set when the guest wrote to the hosts: where to answer them, and what they wrote. */
      mail: textSchema,
      message: textSchema,
    }),
  ),
});
export type HouseholdsResponse = z.infer<typeof householdsResponseSchema>;

/** `POST /api/sites/{siteId}/households` and `PUT …/{householdId}`. */
export const householdRequestSchema = householdInputSchema;

/**
 * `PUT /api/sites/{siteId}/households/events` (issue 34): invites many households at once, chosen by the
 * owner or by a tag, to the given events (null: to all of them).
 */
export const householdEventsRequestSchema = z.object({
  householdIds: z.array(entityIdSchema).min(1).max(MAX_HOUSEHOLDS),
  events: householdInputSchema.shape.events,
});
export type HouseholdEventsRequest = z.infer<typeof householdEventsRequestSchema>;

export const householdEventsResponseSchema = z.object({ updated: z.number().int().min(0) });

/** The cells of a pasted or uploaded sheet, one array per row, as the owner's file had them. */
export const householdSheetSchema = z
  .array(z.array(textSchema.max(2000)).max(30))
  .min(1)
  .max(MAX_HOUSEHOLDS + 1);

/**
 * `POST /api/sites/{siteId}/households/import`: creates the rows that read as households. Rows with the name
 * or mail of a household on the list, or of an earlier row, are skipped unless the owner adds them anyway.
 */
export const householdImportRequestSchema = z.object({
  rows: householdSheetSchema,
  duplicates: z.enum(['skip', 'add']).default('skip'),
});
export type HouseholdImportRequest = z.infer<typeof householdImportRequestSchema>;

export const householdImportResponseSchema = z.object({
  created: z.number().int().min(0),
  /** The rows left out, by their line in the sheet (1 = the first), with what was wrong. */
  skipped: z.array(
    z.object({ line: z.number().int().min(1), problems: z.array(z.enum(HOUSEHOLD_ROW_PROBLEMS)) }),
  ),
  /** The rows left out as households the owner already has (none when they were added anyway). */
  duplicates: z.array(z.object({ line: z.number().int().min(1), duplicate: z.enum(HOUSEHOLD_DUPLICATES) })),
});
export type HouseholdImportResponse = z.infer<typeof householdImportResponseSchema>;
