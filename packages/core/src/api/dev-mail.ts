import { z } from 'zod';

/** A mail in the built-in mail simulator's outbox (`GET /dev/mail/messages.json`, `decisions.md` §6). */
export const devMailMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
});
export type DevMailMessage = z.infer<typeof devMailMessageSchema>;

/** Newest first. */
export const devMailMessagesResponseSchema = z.object({ messages: z.array(devMailMessageSchema) });
export type DevMailMessagesResponse = z.infer<typeof devMailMessagesResponseSchema>;
