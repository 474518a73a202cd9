import { z } from 'zod';
import { textSchema } from '../schemas/common';

/** A mail in the built-in mail simulator's outbox (`GET /dev/mail/messages.json`, `decisions.md` §6). */
export const devMailMessageSchema = z.object({
  id: textSchema,
  to: textSchema,
  subject: textSchema,
  text: textSchema,
  html: textSchema.nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
});
export type DevMailMessage = z.infer<typeof devMailMessageSchema>;

/** Newest first. */
export const devMailMessagesResponseSchema = z.object({ messages: z.array(devMailMessageSchema) });
export type DevMailMessagesResponse = z.infer<typeof devMailMessagesResponseSchema>;
