import type { ErrorCode, ErrorResponse } from '../schemas/error-response';

/**
 * The standard error answer as code guests download reads it: its code is kept as the string sent, because
 * checking it against every known code would cost guests the whole list (`decisions.md` §7).
 */
export type ErrorAnswer = Omit<ErrorResponse, 'code'> & { code: string };

/**
 * Reads the standard error answer (`decisions.md` §2) without zod, for code guests download
 * (`decisions.md` §7). `errorResponseSchema` is the full definition.
 */
export function readErrorResponse(value: unknown): ErrorAnswer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const body = value as Record<string, unknown>;
  const description = body.errorDescription as Record<string, unknown> | null | undefined;
  if (body.isErrorResponse !== true || typeof body.message !== 'string' || typeof body.code !== 'string') {
    return undefined;
  }
  if (typeof description !== 'object' || description === null) return undefined;
  const { sv, en, da } = description;
  if (typeof sv !== 'string' || typeof en !== 'string' || typeof da !== 'string') return undefined;
  return { isErrorResponse: true, code: body.code, errorDescription: { sv, en, da }, message: body.message };
}

/** Whether a body is the standard error answer with this code: a typo in the code fails to compile. */
export function hasErrorCode(value: unknown, code: ErrorCode): boolean {
  return readErrorResponse(value)?.code === code;
}
