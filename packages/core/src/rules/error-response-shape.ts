import type { ErrorResponse } from '../schemas/error-response';

/**
 * Reads the standard error answer (`decisions.md` §2) without zod, for code guests download
 * (`decisions.md` §7). `errorResponseSchema` is the full definition.
 */
export function readErrorResponse(value: unknown): ErrorResponse | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const body = value as Record<string, unknown>;
  const description = body.errorDescription as Record<string, unknown> | null | undefined;
  if (body.isErrorResponse !== true || typeof body.message !== 'string') return undefined;
  if (typeof description !== 'object' || description === null) return undefined;
  const { sv, en, da } = description;
  if (typeof sv !== 'string' || typeof en !== 'string' || typeof da !== 'string') return undefined;
  return { isErrorResponse: true, errorDescription: { sv, en, da }, message: body.message };
}
