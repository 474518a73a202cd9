import { z } from 'zod';

/** The standard error answer (`decisions.md` §2, `000` §3). */
export const errorDescriptionSchema = z.object({ sv: z.string(), en: z.string(), da: z.string() });

export const errorResponseSchema = z.object({
  isErrorResponse: z.literal(true),
  errorDescription: errorDescriptionSchema,
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type ErrorDescription = z.infer<typeof errorDescriptionSchema>;

export function isErrorResponse(value: unknown): value is ErrorResponse {
  return errorResponseSchema.safeParse(value).success;
}
