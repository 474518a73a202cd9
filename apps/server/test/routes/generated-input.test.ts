import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import {
  accounts,
  formSubmissions,
  giftReservations,
  giftReservationThanks,
  gifts,
  households,
  orders,
  payments,
  rsvpAnswers,
  rsvpDietQuestions,
  siteHosts,
  sites,
  siteVersions,
} from '../../src/db/schema';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';
import { createSite } from '../helpers/sites';

type Schema = OpenAPIV3_1.SchemaObject;
type Operation = OpenAPIV3_1.OperationObject;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MEGABYTE = 'a'.repeat(1024 * 1024);
const NUL = 'x\u0000y';
const LONE_SURROGATE = 'x\ud800y';

/** 10,000 levels of arrays, as JSON text (JSON.stringify itself would exhaust the stack). */
const DEEP_JSON = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;

/**
 * Calls other than reads (GET) whose answer may be a success for some generated request, and why. Any other
 * success, or any change to the stored data, fails the sweep.
 */
const MAY_SUCCEED: Record<string, string> = {
  'POST /dev/swish/auto-approve': "the development Swish simulator's switch, a form on its own page",
  'POST /dev/mobilepay/auto-approve': "the development MobilePay simulator's switch, a form on its own page",
};

/** Calls left out of the sweep, and why. */
const LEFT_OUT: Record<string, string> = {
  'POST /api/accounts/logout/': 'the owner pass would end its own session',
};

/** A value of the wrong JSON type for a schema: a number for text, text for anything else. */
function wrongType(schema: Schema | undefined): unknown {
  return schema?.type === 'string' ? 12345 : 'not-the-right-type';
}

/** An object with each property of the body schema set by `valueOf`; an empty object when it has none. */
function bodyWith(
  schema: Schema | undefined,
  valueOf: (property: Schema) => unknown,
): Record<string, unknown> {
  const properties = (schema?.properties ?? {}) as Record<string, Schema>;
  return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueOf(property)]));
}

interface GeneratedRequest {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
}

function fillPath(path: string, fill: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => fill(name));
}

/** The requests for one operation: bad path values, bad query values, bad bodies, odd content types. */
function requestsFor(path: string, method: string, operation: Operation, siteId: string): GeneratedRequest[] {
  const plausible = (name: string) => (/id$/i.test(name) ? siteId : 'x');
  const url = fillPath(path, plausible);
  const requests: GeneratedRequest[] = [];
  const hasParams = path.includes('{');
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
    'application/json'
  ]?.schema as Schema | undefined;
  const json = (label: string, value: unknown) => ({
    label,
    url,
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const withBody = method !== 'get';

  if (hasParams) {
    for (const [label, value] of [
      ['NUL in path', '%00'],
      ['lone surrogate in path', '%ED%A0%80'],
      ['long path value', 'a'.repeat(10_000)],
    ] as const) {
      requests.push({
        label,
        url: fillPath(path, () => value),
        ...(withBody ? { payload: '{}', contentType: 'application/json' } : {}),
      });
    }
  }
  const query = ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter(
    (p) => p.in === 'query',
  );
  for (const [label, value] of [
    ['NUL in query', '%00'],
    ['lone surrogate in query', '%ED%A0%80'],
    ['raw lone surrogate in query', LONE_SURROGATE],
    ['1 MB query value', MEGABYTE],
    ['nested query value', '[a][b][c]=1'],
  ] as const) {
    const names = query.length > 0 ? query.map((p) => p.name) : ['q'];
    requests.push({ label, url: `${url}?${names.map((name) => `${name}=${value}`).join('&')}` });
  }
  if (!withBody) return requests;

  requests.push(
    json('missing fields', {}),
    json('wrong types', bodyWith(body, wrongType)),
    json(
      '1 MB strings',
      bodyWith(body, () => MEGABYTE),
    ),
    json(
      'NUL strings',
      bodyWith(body, () => NUL),
    ),
    json(
      'lone surrogate strings',
      bodyWith(body, () => LONE_SURROGATE),
    ),
    json('a list instead of an object', [bodyWith(body, () => 'x')]),
    { label: 'deep nesting', url, payload: DEEP_JSON, contentType: 'application/json' },
    {
      label: 'deep nesting in each field',
      url,
      payload: `{${Object.keys(body?.properties ?? { x: 1 })
        .map((name) => `"${name}":${DEEP_JSON}`)
        .join(',')}}`,
      contentType: 'application/json',
    },
    { label: 'invalid JSON', url, payload: '{"a":', contentType: 'application/json' },
    { label: 'text/plain', url, payload: '{}', contentType: 'text/plain' },
    { label: 'form', url, payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    {
      label: 'multipart',
      url,
      payload: '--b\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    },
  );
  return requests;
}

/** What the sweep must leave as it was: accounts, sites and what guests and payments stored. */
async function dumpStoredData(app: App): Promise<unknown> {
  const tables = {
    accounts,
    sites,
    siteVersions,
    siteHosts,
    rsvpAnswers,
    rsvpDietQuestions,
    formSubmissions,
    giftReservations,
    gifts,
    giftReservationThanks,
    households,
    orders,
    payments,
  };
  const dump: Record<string, unknown> = {};
  for (const [name, table] of Object.entries(tables)) dump[name] = await app.db.select().from(table);
  return dump;
}

describe('generated input on every route of the OpenAPI document', () => {
  let app: App;
  let cookie: string;
  let siteId: string;
  let operations: { path: string; method: (typeof METHODS)[number]; operation: Operation }[];

  beforeAll(async () => {
    app = await buildTestApp();
    cookie = (await registerAccount(app)).cookie;
    siteId = await createSite(app, cookie);
    await app.ready();
    const document = app.swagger() as OpenAPIV3_1.Document;
    operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((method) => item?.[method]).map((method) => ({
        path,
        method,
        operation: item?.[method] as Operation,
      })),
    );
  });
  afterAll(() => app.close());

  it.each([
    ['an anonymous caller', false],
    ['the owner of a site', true],
  ])(
    'answers %s without a 5xx, with errors in the standard shape, changing nothing',
    async (_who, asOwner) => {
      expect(operations.length).toBeGreaterThan(50);
      const before = await dumpStoredData(app);
      const failures: string[] = [];
      for (const { path, method, operation } of operations) {
        const route = `${method.toUpperCase()} ${path}`;
        if (LEFT_OUT[route]) continue;
        for (const request of requestsFor(path, method, operation, siteId)) {
          const response: LightMyRequestResponse = await app.inject({
            method: method.toUpperCase() as HTTPMethods,
            url: request.url,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
            headers: {
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
              ...(asOwner ? { cookie } : {}),
            },
          });
          const where = `${route} ${request.label}: ${response.statusCode} ${response.body.slice(0, 120)}`;
          if (response.statusCode >= 500) failures.push(where);
          else if (response.statusCode >= 400) {
            try {
              expectErrorResponse(response, response.statusCode);
            } catch {
              failures.push(`${where} (not the error shape)`);
            }
          } else if (method !== 'get' && !MAY_SUCCEED[route]) failures.push(`${where} (a success)`);
        }
      }
      expect(failures).toEqual([]);
      expect(await dumpStoredData(app)).toEqual(before);
    },
    120_000,
  );
});

describe('text the database cannot store, outside the body', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('refuses it in a path, a query or a header with a 400 that names where it was', async () => {
    const requests = [
      { url: '/api/sites/public/host/%00', field: 'params.host' },
      { url: '/api/tls/allowed?domain=%00', field: 'querystring.domain' },
      { url: '/api/config', headers: { 'x-note': 'a\u0000b' }, field: 'headers.x-note' },
    ];
    for (const { url, headers, field } of requests) {
      const response = await app.inject({ url, ...(headers ? { headers } : {}) });
      expect(expectErrorResponse(response, 400).message).toBe(
        `${field}: must not contain a NUL character or an unpaired surrogate`,
      );
    }
  });
});
