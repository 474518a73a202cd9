import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { logEntries } from '../../../src/db/schema';
import { postJson } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';

const ENTRY = {
  url: 'http://party.localhost/redigera/abc/',
  severity: 3,
  originId: 'site-load',
  userAgent: 'Mozilla/5.0',
  errorObject: { message: 'Boom', stack: 'Error: Boom\n    at x' },
  siteData: { _id: 'abc', siteModules: [] },
  info: { status: 500 },
};

describe('POST /api/logs/', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('stores the entry and answers 201 { ok: true }', async () => {
    const response = await postJson(app, '/api/logs/', ENTRY, { 'x-forwarded-for': '203.0.113.9' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const [row] = await app.db.select().from(logEntries);
    expect(row).toMatchObject({
      severity: 3,
      url: ENTRY.url,
      originId: 'site-load',
      userAgent: 'Mozilla/5.0',
      errorMessage: 'Boom',
      errorStack: ENTRY.errorObject.stack,
      siteData: ENTRY.siteData,
      info: ENTRY.info,
      // TRUST_PROXY is off, so a client cannot choose the address it is logged (and rate-limited) under.
      ip: '127.0.0.1',
    });
  });

  it('stores an entry without the optional fields', async () => {
    const { errorObject: _errorObject, siteData: _siteData, info: _info, ...minimal } = ENTRY;
    expect((await postJson(app, '/api/logs/', { ...minimal, severity: 0 })).statusCode).toBe(201);
  });

  it.each([
    ['a severity above 5', { ...ENTRY, severity: 6 }, 'body.severity'],
    ['a text severity', { ...ENTRY, severity: 'high' }, 'body.severity'],
    ['no url', { ...ENTRY, url: undefined }, 'body.url'],
    [
      'an error object without message',
      { ...ENTRY, errorObject: { stack: 'x' } },
      'body.errorObject.message',
    ],
  ])('answers 400 for %s', async (_case, payload, field) => {
    expect(expectErrorResponse(await postJson(app, '/api/logs/', payload), 400).message).toContain(field);
  });
});
