import type { ErrorCode } from '@eventsite/core/schemas/error-response';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  init: RequestInit | undefined;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function errorResponse(status: number, code: ErrorCode, sv: string, message = 'Error'): Response {
  return jsonResponse(
    { isErrorResponse: true, code, errorDescription: { sv, en: `${sv} (en)`, da: `${sv} (da)` }, message },
    status,
  );
}

/**
 * Replaces `fetch` with a handler; the requests are recorded. Log reports are answered 200 unless handled,
 * and any other unhandled request fails the test loudly.
 */
export function mockFetch(handler: FetchHandler): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const request: RecordedRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname + url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        init,
      };
      requests.push(request);
      const response = await handler(request);
      if (response) return response;
      if (request.path === '/api/logs/') return jsonResponse({});
      throw new Error(`Unexpected request ${request.method} ${request.path}`);
    }),
  );
  return requests;
}

/** Answers by `${method} ${path}`: a JSON body, with status 200 unless given. */
export type FetchAnswers = Record<string, { status?: number; body: unknown }>;

/** A handler that answers from a table; a request the table lacks is unhandled. */
export function answersFrom(answers: FetchAnswers): FetchHandler {
  return ({ method, path }) => {
    const answer = answers[`${method} ${path}`];
    return answer && jsonResponse(answer.body, answer.status);
  };
}

/** The JSON bodies of the recorded requests to `method path`. */
export function sentBodies(requests: readonly RecordedRequest[], method: string, path: string): unknown[] {
  return requests
    .filter((request) => request.method === method && request.path === path)
    .map((request) => request.body);
}
