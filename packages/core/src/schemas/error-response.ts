import { z } from 'zod';
import { textSchema } from './common';

/** The standard error answer (`decisions.md` §2, `000` §3). */
export const errorDescriptionSchema = z.object({ sv: textSchema, en: textSchema, da: textSchema });

export const errorResponseSchema = z.object({
  isErrorResponse: z.literal(true),
  errorDescription: errorDescriptionSchema,
  message: textSchema,
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type ErrorDescription = z.infer<typeof errorDescriptionSchema>;

export function isErrorResponse(value: unknown): value is ErrorResponse {
  return errorResponseSchema.safeParse(value).success;
}
