import { withHostsWord, type Brand, type ErrorDescription, type ErrorResponse } from '@eventsite/core';
import { ERROR_CATALOGUE, type ErrorCode } from './error-catalogue';

export interface AppErrorOptions {
  /** A developer-facing detail; the catalogue's English text when omitted. */
  message?: string;
  /** Fields added to the answer next to the standard ones, e.g. `{ siteId }` (`decisions.md` §3). */
  extra?: Record<string, unknown>;
  /** Response headers, e.g. `Retry-After`. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** The one error type handlers throw; the error handler turns it into the standard error answer. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errorDescription: ErrorDescription;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const entry = ERROR_CATALOGUE[code];
    super(options.message ?? entry.description.en, { cause: options.cause });
    this.code = code;
    this.statusCode = entry.statusCode;
    this.errorDescription = entry.description;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  /** The standard error answer; a text naming the hosts names them by the brand's word (issue 39 item 10). */
  toResponse(brand?: Brand): ErrorResponse & Record<string, unknown> {
    return {
      ...this.extra,
      isErrorResponse: true,
      code: this.code,
      errorDescription: Object.fromEntries(
        Object.entries(this.errorDescription).map(([language, text]) => [
          language,
          withHostsWord(text, brand, language),
        ]),
      ) as ErrorDescription,
      message: this.message,
    };
  }
}
