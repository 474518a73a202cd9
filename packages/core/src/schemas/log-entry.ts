import { z } from 'zod';
import { boundedJsonValueSchema, textSchema } from './common';

/** A client error report sent to `POST /api/logs/` (`000` §3 "Log entry"). Severity 1 (info) to 5 (fatal). */
export const logEntrySchema = z.object({
  url: textSchema.max(2000),
  severity: z.number().int().min(0).max(5),
  originId: textSchema.max(200),
  userAgent: textSchema.max(1000),
  errorObject: z
    .object({ message: textSchema.max(5000), stack: textSchema.max(20000).optional() })
    .optional(),
  // Free-form, so bounded: a deep or huge value is refused (400) instead of exhausting the stack or the table.
  siteData: boundedJsonValueSchema(200_000).optional(),
  info: boundedJsonValueSchema(20_000).optional(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;
