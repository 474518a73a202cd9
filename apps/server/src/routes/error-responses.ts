import { errorResponseSchema } from '@eventsite/core';

/** Documents which error statuses a route answers; each is the standard error shape. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): Record<Codes[number], typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    Codes[number],
    typeof errorResponseSchema
  >;
}
