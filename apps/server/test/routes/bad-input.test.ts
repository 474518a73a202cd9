import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';
import { createSite } from '../helpers/sites';

/** Bodies that are not JSON or not an object, or that the JSON parser refuses (prototype keys). */
const NOT_OBJECTS = [
  '',
  ' ',
  'null',
  'true',
  '42',
  '"text"',
  '[]',
  '[{"mail":"a@example.com"}]',
  '{',
  '{"mail":',
  "{'mail': 'a@example.com'}",
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

/** A valid mail with a password and token of the wrong type: a route that reads only the mail takes it. */
const MAIL_WITH_WRONG_TYPES = '{"mail": "a@example.com", "password": 123456789, "token": 1}';

/** JSON objects of the wrong shape. */
const WRONG_OBJECTS = [
  '{"mail": {"$ne": null}, "password": {"$gt": ""}, "token": {"$ne": ""}}',
  '{"mail": ["a@example.com"], "password": ["x"]}',
  MAIL_WITH_WRONG_TYPES,
  `{"mail": "${'a'.repeat(300)}@example.com", "password": "${'p'.repeat(2000)}", "token": "${'t'.repeat(300)}"}`,
  '{"mail": "a@example.com\\u0000", "password": "\\ud800"}',
  '{"url": 1, "severity": "1", "originId": null, "userAgent": {}}',
  '{"url": "/", "severity": 1e400, "originId": "x", "userAgent": "x"}',
  '{"url": "/", "severity": 2.5, "originId": "x", "userAgent": "x"}',
];

const BAD_BODIES = [...NOT_OBJECTS, ...WRONG_OBJECTS];

/**
 * The routes sent every bad body. Each answers all of them with a 4xx in the standard error shape, except
 * the bodies it `accepts` (200): logging out reads no body, so any object logs out; asking for a reset link
 * reads only the mail and answers the same whether or not an account has it (`000` §2.5).
 */
const ROUTES: { method: HTTPMethods; url: string; accepts?: readonly string[] }[] = [
  { method: 'POST', url: '/api/accounts/register/' },
  { method: 'POST', url: '/api/accounts/login/' },
  { method: 'POST', url: '/api/accounts/logout/', accepts: WRONG_OBJECTS },
  { method: 'POST', url: '/api/accounts/reset-password/', accepts: [MAIL_WITH_WRONG_TYPES] },
  { method: 'PUT', url: '/api/accounts/reset-password/' },
  { method: 'POST', url: '/api/logs/' },
  { method: 'POST', url: '/api/sites/V2' },
  { method: 'PUT', url: '/api/sites/V2/DEMO-party-se' },
  { method: 'PUT', url: '/api/sites/DEMO-party-se' },
  { method: 'PUT', url: '/api/sites/DEMO-party-se/password' },
  { method: 'PUT', url: '/api/sites/DEMO-party-se/metaNoindex' },
  { method: 'POST', url: '/api/sites/DEMO-party-se/versions/1/restore' },
  { method: 'POST', url: '/api/sites/public/DEMO-party-se/login' },
  { method: 'POST', url: '/api/sites/DEMO-party-se/maps/Lund/12/NORMAL/ea4335/' },
];

describe('bad input', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each(ROUTES)('$method $url answers a bad body with a 4xx, or 200 if it accepts it', async (route) => {
    for (const payload of BAD_BODIES) {
      const response = await app.inject({
        method: route.method,
        url: route.url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expectAnswer(response, payload, route.accepts ?? [], '');
    }
  });

  it.each(ROUTES)('$method $url answers a form post with 415', async ({ method, url }) => {
    const response = await app.inject({
      method,
      url,
      payload: 'mail=a%40example.com&password=secret',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectErrorResponse(response, 415);
  });

  it('answers strange query strings and headers on GET routes without a 5xx', async () => {
    for (const url of ['/api/config?x[y]=1&x=2', '/api/accounts/me/?__proto__[a]=1', '/api/config?%zz']) {
      expect(
        (await app.inject({ url, headers: { cookie: 'session=%zz; session=x' } })).statusCode,
        url,
      ).toBeLessThan(500);
    }
  });

  it('answers strange site, map and image paths without a 5xx', async () => {
    const urls = [
      '/api/sites/public/host/%E0%A4%A',
      `/api/sites/public/host/${'a'.repeat(300)}`,
      '/api/sites/public/host/..%2F..%2Fetc',
      '/api/sites/public/%00',
      '/api/sites/quick-start/%zz',
      '/api/sites/DEMO-party-se/maps/%E0%A4%A/12/NORMAL/ea4335/',
      '/api/sites/DEMO-party-se/maps/Lund/1e400/NORMAL/ea4335/',
      '/api/sites/DEMO-party-se/maps/Lund/-0/NORMAL/ea4335/',
      '/api/sites/DEMO-party-se/maps/Lund/12/__proto__/ea4335/',
      '/api/sites/DEMO-party-se/maps/Lund/12/NORMAL/0x/',
      '/api/sites/DEMO-party-se/versions/1e9/restore',
      '/api/images/demo/%E0%A4%A',
      '/api/images/uploads/%E0%A4%A/x.png',
      `/api/images/uploads/${'a/'.repeat(200)}x.png`,
    ];
    for (const url of urls) {
      const response = await app.inject({ url, headers: { cookie: 'visitor=%zz; guest_x=1' } });
      expect(response.statusCode, `${url} → ${response.body}`).toBeLessThan(500);
    }
  });
});

/** A body the route accepts gets 200; any other a 4xx in the standard error shape. */
function expectAnswer(
  response: LightMyRequestResponse,
  payload: string,
  accepts: readonly string[],
  route: string,
): void {
  const context = `${route} ${payload.slice(0, 60)} → ${response.body.slice(0, 200)}`;
  if (accepts.includes(payload)) {
    expect(response.statusCode, context).toBe(200);
    return;
  }
  expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, context).toBeLessThan(500);
  expectErrorResponse(response, response.statusCode);
}

/** A card payment with a phone number for Swish: the card payment does not read it. */
const CARD_PAYMENT_WITH_PAYER_ALIAS = [
  '{"paymentProduct": "subdomain", "host": "x.party.localhost", "payerAlias": 123}',
  '{"paymentProduct": "subdomain", "host": "x.party.localhost", "payerAlias": "   "}',
];

/** What an owner's own payment and address calls can be sent: wrong products, hosts, numbers and shapes. */
const PURCHASE_BODIES = [
  ...BAD_BODIES,
  '{}',
  '{"paymentProduct": "nope"}',
  '{"paymentProduct": "__proto__", "host": "a.party.localhost"}',
  '{"paymentProduct": "subdomain"}',
  '{"paymentProduct": "subdomain", "host": ""}',
  '{"paymentProduct": "subdomain", "host": "a..b"}',
  '{"paymentProduct": "subdomain", "host": "www.party.localhost", "payerAlias": "0701234567"}',
  ...CARD_PAYMENT_WITH_PAYER_ALIAS,
  '{"paymentProduct": "extend_subdomain", "payerAlias": "0701234567"}',
  '{"paymentProduct": "domain_name", "host": "foo.xyz", "payerAlias": "0701234567"}',
  '{"paymentProduct": "domain_name_other_registrar_upgrade_from_subdomain", "payerAlias": "0701234567"}',
  '{"host": 5}',
  '{"host": "%zz"}',
  `{"host": "${'a'.repeat(400)}.se"}`,
  '{"domain": "a.se", "ownDomain": "yes"}',
  '{"domain": "", "ownDomain": true}',
  '{"expectsReply": "x", "feedbackText": 1}',
  `{"expectsReply": false, "feedbackText": "${'x'.repeat(100_000)}"}`,
];

describe('bad input from a site owner to the payment and address calls', () => {
  let app: App;
  let cookie: string;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    cookie = (await registerAccount(app)).cookie;
    siteId = await createSite(app, cookie);
  });
  afterAll(() => app.close());

  const site = () => `/api/sites/${siteId}`;
  /** Each call answers every body with a 4xx, except the bodies it `accepts` (200). */
  const writes = (): { method: HTTPMethods; url: string; accepts?: readonly string[] }[] => [
    { method: 'POST', url: `${site()}/payment/stripe`, accepts: CARD_PAYMENT_WITH_PAYER_ALIAS },
    { method: 'POST', url: `${site()}/payment/swish` },
    { method: 'PUT', url: `${site()}/host` },
    { method: 'POST', url: `${site()}/host/domain-registration/register/card_unknown` },
    { method: 'POST', url: `${site()}/host/domain-registration/register-included` },
    { method: 'POST', url: '/api/feedback/' },
  ];

  it('answers every bad body with a 4xx in the standard error shape, or 200 if the call accepts it', async () => {
    for (const { method, url, accepts = [] } of writes()) {
      for (const payload of PURCHASE_BODIES) {
        const response = await app.inject({
          method,
          url,
          payload,
          headers: { 'content-type': 'application/json', cookie },
        });
        expectAnswer(response, payload, accepts, `${method} ${url}`);
      }
    }
  }, 60_000);

  it('answers strange references, hosts and domains with a 4xx in the standard error shape', async () => {
    const long = 'a'.repeat(3000);
    // An availability check answers a well-formed name that no one can have with 200 'not available'.
    const unavailable = [
      `${site()}/host/subdomain-available/a..b`,
      `${site()}/host/domain-available/a..b`,
      `${site()}/host/domain-available/x.xyz`,
    ];
    for (const url of unavailable) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, `${url} → ${response.body}`).toBe(200);
      expect(response.json(), url).toMatchObject({ available: false });
    }
    const urls = [
      `${site()}/payment/stripe/unknown`,
      `${site()}/payment/stripe/%zz`,
      `${site()}/payment/stripe/${long}`,
      `${site()}/payment/receipt/unknown`,
      `${site()}/payment/receipt/%E0%A4%A`,
      `${site()}/payment/receipt/a%2F..%2Fb`,
      '/api/swishPayments/unknown',
      '/api/swishPayments/%zz',
      `/api/swishPayments/${long}`,
      `${site()}/host/subdomain-available/%zz`,
      `${site()}/host/subdomain-available/${long}`,
      `${site()}/host/subdomain-available/..`,
      `${site()}/host/domain-available/%zz`,
      `${site()}/host/domain-available/${long}.se`,
      '/api/tls/allowed',
      '/api/tls/allowed?domain=%zz',
      `/api/tls/allowed?domain=${long}`,
      '/api/tls/allowed?domain=a&domain=b',
    ];
    for (const url of urls) {
      expectAnswer(await app.inject({ url, headers: { cookie } }), '', [], url.slice(0, 120));
    }
  });
});
