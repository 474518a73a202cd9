import { z } from 'zod';
import { textSchema } from './common';
import { mailSchema } from '../api/accounts';

/** Feedback from an owner to `POST /api/feedback/`; the text is required (`000` §3, §5). */
export const feedbackSchema = z.object({
  expectsReply: z.boolean().default(false),
  /** Where to reply; an empty field means none. */
  userMail: z.union([z.literal(''), mailSchema]).optional(),
  feedbackText: textSchema.trim().min(1).max(5000),
});
export type Feedback = z.infer<typeof feedbackSchema>;
