import { z } from 'zod';
import { entityIdSchema, isoTimestampSchema, textSchema } from '../schemas/common';
import {
  HOUSEHOLD_ROW_PROBLEMS,
  householdCountsSchema,
  householdInputSchema,
  householdSchema,
  householdTokenSchema,
  MAX_HOUSEHOLDS,
} from '../schemas/household';

/** `GET /api/sites/public/{siteId}/households/{token}`: a guest's own household, by its personal link. */
export const householdTokenParamsSchema = z.object({ siteId: entityIdSchema, token: householdTokenSchema });

export const householdParamsSchema = z.object({ siteId: entityIdSchema, householdId: entityIdSchema });
export type HouseholdParams = z.infer<typeof householdParamsSchema>;

/** `GET /api/sites/{siteId}/households`: the guest list in the order it was written, and its counts. */
export const householdsResponseSchema = z.object({
  households: z.array(householdSchema),
  counts: householdCountsSchema,
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

/** The cells of a pasted or uploaded sheet, one array per row, as the owner's file had them. */
export const householdSheetSchema = z
  .array(z.array(textSchema.max(2000)).max(30))
  .min(1)
  .max(MAX_HOUSEHOLDS + 1);

/** `POST /api/sites/{siteId}/households/import`: creates the rows that read as households. */
export const householdImportRequestSchema = z.object({ rows: householdSheetSchema });
export type HouseholdImportRequest = z.infer<typeof householdImportRequestSchema>;

export const householdImportResponseSchema = z.object({
  created: z.number().int().min(0),
  /** The rows left out, by their line in the sheet (1 = the first), with what was wrong. */
  skipped: z.array(
    z.object({ line: z.number().int().min(1), problems: z.array(z.enum(HOUSEHOLD_ROW_PROBLEMS)) }),
  ),
});
export type HouseholdImportResponse = z.infer<typeof householdImportResponseSchema>;
