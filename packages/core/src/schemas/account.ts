import { z } from 'zod';
import { isoTimestampSchema, textSchema } from './common';

/** An account as the account page shows it (`000` §2.5, §3, `decisions.md` §3 "Account"). */
export const accountSchema = z.object({
  mail: textSchema.max(254),
  registered: z.object({ date: isoTimestampSchema }),
});
export type Account = z.infer<typeof accountSchema>;
