import { z } from 'zod';

/** A client error report sent to `POST /api/logs/` (`000` §3 "Log entry"). Severity 1 (info) to 5 (fatal). */
export const logEntrySchema = z.object({
  url: z.string().max(2000),
  severity: z.number().int().min(0).max(5),
  originId: z.string().max(200),
  userAgent: z.string().max(1000),
  errorObject: z
    .object({ message: z.string().max(5000), stack: z.string().max(20000).optional() })
    .optional(),
  siteData: z.unknown().optional(),
  info: z.unknown().optional(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;
