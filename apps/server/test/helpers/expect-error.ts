import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { errorResponseSchema, type ErrorCode, type ErrorResponse } from '@eventsite/core';

/** Asserts the standard error answer (`decisions.md` §2) with this status (and code), and returns it. */
export function expectErrorResponse(
  response: LightMyRequestResponse,
  statusCode: number,
  code?: ErrorCode,
): ErrorResponse {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = errorResponseSchema.parse(response.json());
  if (code) expect(body.code).toBe(code);
  for (const text of [
    body.errorDescription.sv,
    body.errorDescription.en,
    body.errorDescription.da,
    body.message,
  ]) {
    expect(text.length).toBeGreaterThan(0);
  }
  return body;
}
