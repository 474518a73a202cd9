import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../src/app';
import { AppError } from '../../src/errors/app-error';
import { swedishLeftovers } from '@eventsite/core/rules/swedish-leftovers.fixture';
import { ERROR_CATALOGUE } from '../../src/errors/error-catalogue';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';

/** Codes whose Swedish text the spec gives without a full stop (`002` §8 'Shipment options'). */
const SPEC_TEXTS_WITHOUT_FULL_STOP = new Set(['SHIPMENT_OPTIONS_FAILED']);

describe('error answers', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
    app.get('/api/test/unexpected', async () => {
      throw new Error('database password is hunter2');
    });
    app.get(
      '/api/test/wrong-response',
      { schema: { response: { 200: z.object({ id: z.string() }) } } },
      async () => JSON.parse('{"id": 5}'),
    );
    app.get('/api/test/app-error', async () => {
      throw new AppError('MAIL_TAKEN', { extra: { siteId: 'abc' } });
    });
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string() }) } },
      async (request) => request.body,
    );
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/api/test/echo', payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON with 400', async () => {
    const body = expectErrorResponse(await post('{"name": '), 400);
    expect(body.message).toBe('The request body is not valid JSON.');
    expectErrorResponse(await post('{"__proto__": {"isAdmin": true}, "name": "x"}'), 400);
  });

  it('answers an empty JSON body with 400', async () => {
    expectErrorResponse(await post(''), 400);
  });

  it('names the field and the problem in validation errors', async () => {
    const body = expectErrorResponse(await post('{"name": 7}'), 400);
    expect(body.message).toMatch(/^body\.name: .*string/);
    expect(body.errorDescription).toEqual(ERROR_CATALOGUE.VALIDATION_FAILED.description);
  });

  it('answers unknown /api paths and wrong methods with 404', async () => {
    expectErrorResponse(await app.inject({ url: '/api/nothing-here' }), 404);
    expectErrorResponse(
      await app.inject({
        method: 'POST',
        url: '/api/nothing-here',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      }),
      404,
    );
    expectErrorResponse(
      await app.inject({
        method: 'DELETE',
        url: '/api/config',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      }),
      404,
    );
    expectErrorResponse(await app.inject({ method: 'GET', url: '/api/test/echo' }), 404);
  });

  it('answers a body over the limit with 413', async () => {
    const body = expectErrorResponse(
      await post(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(body.errorDescription.sv).toBe('Det du skickade är för stort.');
  });

  it('answers a malformed URL with 400', async () => {
    expectErrorResponse(await app.inject({ url: '/api/accounts/%E0%A4%A' }), 400, 'BAD_REQUEST');
  });

  it('answers an unexpected error with a generic 500 that reveals nothing', async () => {
    const body = expectErrorResponse(await app.inject({ url: '/api/test/unexpected' }), 500, 'INTERNAL');
    expect(body.message).toBe('An unexpected error occurred.');
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expectErrorResponse(await app.inject({ url: '/api/test/wrong-response' }), 500);
  });

  it('adds the extra fields of an AppError', async () => {
    const response = await app.inject({ url: '/api/test/app-error' });
    expectErrorResponse(response, 409, 'MAIL_TAKEN');
    expect(response.json()).toMatchObject({ siteId: 'abc', isErrorResponse: true });
  });

  it('has real texts in all three languages for every code', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      const { sv, en, da } = entry.description;
      expect(new Set([sv, en, da]).size).toBe(3);
      // The spec's own texts are kept as written, full stop or not.
      const sentence = SPEC_TEXTS_WITHOUT_FULL_STOP.has(code) ? /^[A-ZÅÄÖÆØ].*[^.]$/ : /^[A-ZÅÄÖÆØ].*\.$/;
      for (const text of [sv, en, da]) expect(text).toMatch(sentence);
    }
  });

  it('are Danish in Danish, with no Swedish left in them (`decisions.md` §8)', () => {
    const leftovers = Object.entries(ERROR_CATALOGUE)
      .map(([code, entry]) => [code, swedishLeftovers(entry.description.da)] as const)
      .filter(([, found]) => found.length > 0);
    expect(leftovers).toEqual([]);
  });
});

describe("the hosts in an error's text", () => {
  it("are named by the brand's word, and no text is left with its placeholder (issue 39 item 10)", () => {
    const error = new AppError('HOUSEHOLD_LINK_UNKNOWN');
    expect(error.toResponse('wedding').errorDescription).toMatchObject({
      sv: 'Den personliga länken gäller inte längre. Be brudparet om en ny länk.',
      en: 'This personal link is no longer valid. Please ask the couple for a new one.',
      da: 'Det personlige link gælder ikke længere. Bed brudeparret om et nyt link.',
    });
    expect(error.toResponse('event').errorDescription.sv).toContain('Be arrangörerna om en ny länk.');
    for (const code of Object.keys(ERROR_CATALOGUE) as (keyof typeof ERROR_CATALOGUE)[]) {
      const texts = Object.values(new AppError(code).toResponse('party').errorDescription);
      expect(
        texts.filter((text) => /[{}]/u.test(text ?? '')),
        code,
      ).toEqual([]);
    }
  });
});
