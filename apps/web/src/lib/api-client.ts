import type { ErrorCode } from '@eventsite/core/schemas/error-response';
import {
  hasErrorCode,
  readErrorResponse,
  type ErrorAnswer,
} from '@eventsite/core/rules/error-response-shape';
import type { z } from 'zod';

/** A failed API call: the HTTP status and, when the server sent one, the parsed standard error response. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    /** The parsed JSON body of the answer, whatever its shape (the error dialog reads it). */
    readonly body: unknown,
  ) {
    super(`${method} ${path} failed with status ${status}`);
  }

  /** The standard error response (`decisions.md` §2), when the body is one. */
  get errorResponse(): ErrorAnswer | undefined {
    return readErrorResponse(this.body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Whether a call failed with this error code (issue 22): the client branches on codes, never on statuses. */
export function isApiErrorWithCode(error: unknown, code: ErrorCode): error is ApiError {
  return isApiError(error) && hasErrorCode(error.body, code);
}

/**
 * Whether logging in (again) is the way on (`000` §2.6, `decisions.md` §2): the caller is logged out, or
 * logged in to an account that does not own the site. Other refusals (a wrong reservation password, a
 * guest not on the list) are answered with a 403 too, and logging in helps none of them.
 */
export function needsLogIn(error: unknown): error is ApiError {
  return isApiErrorWithCode(error, 'NOT_LOGGED_IN') || isApiErrorWithCode(error, 'NOT_SITE_OWNER');
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequestOptions<Schema extends z.ZodType | undefined> {
  method?: Method;
  /** The JSON payload of a mutating call; `{}` is sent when omitted (the server refuses bodiless mutations). */
  body?: unknown;
  /** Validates the answer; without one the answer's body is not read. */
  schema?: Schema;
  signal?: AbortSignal;
  /** Lets the request outlive the page, for reports sent while it unloads. */
  keepalive?: boolean;
}

type ApiResult<Schema> = Schema extends z.ZodType ? z.output<Schema> : void;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(
  path: string,
  { method = 'GET', body, signal, keepalive }: Omit<ApiRequestOptions<undefined>, 'schema'>,
): Promise<Response> {
  const mutating = method !== 'GET';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: mutating
      ? { accept: 'application/json', 'content-type': 'application/json' }
      : { accept: 'application/json' },
    body: mutating ? JSON.stringify(body ?? {}) : undefined,
    signal,
    keepalive,
  });
  if (!response.ok) throw new ApiError(method, path, response.status, await readJson(response));
  return response;
}

/**
 * Calls the JSON API with the session cookie. Mutating calls always send a JSON body (`decisions.md` §4).
 * A non-2xx answer throws an `ApiError`; a 2xx answer is validated by the request's schema.
 */
export async function apiRequest<Schema extends z.ZodType | undefined = undefined>(
  path: string,
  { schema, ...options }: ApiRequestOptions<Schema> = {},
): Promise<ApiResult<Schema>> {
  const response = await send(path, options);
  if (!schema) return undefined as ApiResult<Schema>;
  return schema.parse(await readJson(response)) as ApiResult<Schema>;
}

/**
 * GETs a JSON answer and reads it with `read`, which throws on a shape it does not know: for a guest's
 * calls that must not wait for zod's chunk to arrive first.
 */
export async function apiGetJson<T>(path: string, read: (body: unknown) => T): Promise<T> {
  return read(await readJson(await send(path, {})));
}
