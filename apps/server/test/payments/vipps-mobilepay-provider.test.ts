import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { mobilePayWebhookAuthorization } from '../../src/payments/mobilepay-webhook-signature';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { mobilePayStatus, startMobilePay } from '../helpers/payments';
import { createSite, getSite } from '../helpers/sites';

/** A test CA and a server certificate for 127.0.0.1 signed by it (shared with the Swish adapter's test). */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/swish/${name}`, import.meta.url));

const WEBHOOK_SECRET = 'test-webhook-secret';

interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown> | null;
}

interface StandInPayment {
  state: string;
  amount: number;
  captured: number;
  refunded: number;
  /** Idempotency keys already used, as MobilePay remembers them. */
  keys: Set<string>;
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The Vipps MobilePay access token and ePayment API as far as the adapter uses them, over HTTPS. */
function startMobilePayStandIn() {
  const received: ReceivedRequest[] = [];
  const payments = new Map<string, StandInPayment>();
  let tokensIssued = 0;
  const server: Server = createServer(
    { key: readFileSync(fixture('server.key')), cert: readFileSync(fixture('server.pem')) },
    (request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
        const path = request.url ?? '';
        received.push({ method: request.method ?? '', path, headers: request.headers, body });
        if (request.headers['ocp-apim-subscription-key'] !== 'sub-key') return json(response, 401, {});
        if (path === '/accesstoken/get' && request.method === 'POST') {
          if (request.headers.client_id !== 'client' || request.headers.client_secret !== 'secret') {
            return json(response, 401, {});
          }
          tokensIssued += 1;
          return json(response, 200, { access_token: `token-${tokensIssued}`, expires_in: '3600' });
        }
        if (!String(request.headers.authorization).startsWith('Bearer token-'))
          return json(response, 401, {});
        const key = String(request.headers['idempotency-key'] ?? '');
        if (path === '/epayment/v1/payments' && request.method === 'POST') {
          const customer = body?.customer as { phoneNumber?: string } | undefined;
          if (customer?.phoneNumber === '4500000000') {
            return json(response, 400, { title: 'Bad Request', detail: 'Ugyldigt telefonnummer' });
          }
          const amount = (body?.amount as { value: number }).value;
          payments.set(String(body?.reference), {
            state: 'CREATED',
            amount,
            captured: 0,
            refunded: 0,
            keys: new Set(),
          });
          return json(response, 201, { reference: body?.reference });
        }
        const match = /^\/epayment\/v1\/payments\/([A-Za-z0-9-]+)(?:\/(capture|refund))?$/.exec(path);
        const payment = match?.[1] ? payments.get(match[1]) : undefined;
        if (!payment) return json(response, 404, {});
        if (request.method === 'POST' && match?.[2]) {
          const value = (body?.modificationAmount as { value: number }).value;
          if (!payment.keys.has(key)) {
            payment.keys.add(key);
            if (match[2] === 'capture') payment.captured += value;
            else payment.refunded += value;
          }
          return json(response, 200, { reference: match[1] });
        }
        const authorized = payment.state === 'AUTHORIZED' ? payment.amount : 0;
        return json(response, 200, {
          state: payment.state,
          aggregate: {
            authorizedAmount: { currency: 'DKK', value: authorized },
            capturedAmount: { currency: 'DKK', value: payment.captured },
            refundedAmount: { currency: 'DKK', value: payment.refunded },
            cancelledAmount: { currency: 'DKK', value: 0 },
          },
        });
      });
    },
  );
  return { server, received, payments, tokens: () => tokensIssued };
}

function contentHash(body: string): string {
  return createHash('sha256').update(body).digest('base64');
}

function signedWebhook(app: App, body: string, secret = WEBHOOK_SECRET) {
  const date = new Date().toUTCString();
  const host = 'party.example';
  return app.inject({
    method: 'POST',
    url: '/api/mobilepay/webhook',
    headers: {
      host,
      'content-type': 'application/json',
      'x-ms-date': date,
      'x-ms-content-sha256': contentHash(body),
      authorization: mobilePayWebhookAuthorization(secret, '/api/mobilepay/webhook', date, host, body),
    },
    payload: body,
  });
}

describe('the Vipps MobilePay ePayment adapter', () => {
  const mobilePay = startMobilePayStandIn();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => mobilePay.server.listen(0, '127.0.0.1', resolve));
    const { port } = mobilePay.server.address() as AddressInfo;
    app = await buildTestApp({
      env: {
        MARKET: 'dk',
        MOBILEPAY_PROVIDER: 'vipps',
        MOBILEPAY_API_URL: `https://127.0.0.1:${port}`,
        MOBILEPAY_CLIENT_ID: 'client',
        MOBILEPAY_CLIENT_SECRET: 'secret',
        MOBILEPAY_SUBSCRIPTION_KEY: 'sub-key',
        MOBILEPAY_MERCHANT_SERIAL_NUMBER: '123456',
        MOBILEPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        MOBILEPAY_CA_PATH: fixture('ca.pem'),
      },
    });
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => mobilePay.server.close(() => resolve()));
  });

  /** A subdomain while the site is unpublished; an extension once it is published. */
  async function start(host?: string, phoneNumber = '12 34 56 78') {
    const product = host ? 'subdomain' : 'extend_subdomain';
    const response = await startMobilePay(app, owner.cookie, siteId, product, host, phoneNumber);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ mobilePayId: string }>().mobilePayId;
  }

  it('creates a push payment in Danish øre for the +45 number, with token, subscription key and serial number', async () => {
    const mobilePayId = await start('mp-create.party.localhost');
    const create = mobilePay.received.find(
      (request) => request.method === 'POST' && request.path === '/epayment/v1/payments',
    );
    expect(create?.body).toMatchObject({
      amount: { currency: 'DKK', value: 34900 },
      paymentMethod: { type: 'WALLET' },
      customer: { phoneNumber: '4512345678' },
      reference: mobilePayId,
      userFlow: 'PUSH_MESSAGE',
    });
    expect(create?.headers).toMatchObject({
      'merchant-serial-number': '123456',
      'idempotency-key': `create-${mobilePayId}`,
    });
    expect((await mobilePayStatus(app, owner.cookie, mobilePayId)).status).toBe('NOT_SET');
    expect(mobilePay.tokens()).toBe(1);
  });

  it("passes MobilePay's 400 on as a 422 with its text", async () => {
    const response = await startMobilePay(
      app,
      owner.cookie,
      siteId,
      'subdomain',
      'mp-400.party.localhost',
      '00000000',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      validationMessage: 'Ugyldigt telefonnummer',
    });
  });

  it('refuses a webhook with a bad signature, and a good one captures and publishes once', async () => {
    const mobilePayId = await start('mp-webhook.party.localhost');
    mobilePay.payments.get(mobilePayId)!.state = 'AUTHORIZED';
    const body = JSON.stringify({ reference: mobilePayId, name: 'AUTHORIZED', msn: '123456' });

    const forged = await signedWebhook(app, body, 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'MobilePay webhook signature mismatch' });
    const signed = await signedWebhook(app, body);
    expect(signed.statusCode).toBe(200);
    expect(mobilePay.payments.get(mobilePayId)?.captured).toBe(34900);
    const site = await getSite(app, owner.cookie, siteId);
    expect(site).toMatchObject({ active: true, host: 'mp-webhook.party.localhost' });

    // MobilePay sends the event again, and the client polls: nothing is captured or applied twice.
    expect((await signedWebhook(app, body)).statusCode).toBe(200);
    expect((await mobilePayStatus(app, owner.cookie, mobilePayId)).status).toBe('PAID');
    expect(mobilePay.payments.get(mobilePayId)?.captured).toBe(34900);
    expect((await getSite(app, owner.cookie, siteId)).activeExpireDate).toBe(site.activeExpireDate);
  });

  it('refuses a webhook whose body was changed after signing', async () => {
    const body = JSON.stringify({ reference: 'mobilepay-unknown' });
    const date = new Date().toUTCString();
    const response = await app.inject({
      method: 'POST',
      url: '/api/mobilepay/webhook',
      headers: {
        host: 'party.example',
        'content-type': 'application/json',
        'x-ms-date': date,
        'x-ms-content-sha256': contentHash(body),
        authorization: mobilePayWebhookAuthorization(
          WEBHOOK_SECRET,
          '/api/mobilepay/webhook',
          date,
          'party.example',
          body,
        ),
      },
      payload: body.replace('unknown', 'changed'),
    });
    expect(response.statusCode).toBe(400);
  });

  it('recovers a lost webhook by polling: the approved payment is captured and takes effect', async () => {
    const other = await registerAccount(app);
    const second = await createSite(app, other.cookie);
    const response = await startMobilePay(
      app,
      other.cookie,
      second,
      'subdomain',
      'mp-poll.party.localhost',
      '+45 87654321',
    );
    const mobilePayId = response.json<{ mobilePayId: string }>().mobilePayId;
    mobilePay.payments.get(mobilePayId)!.state = 'AUTHORIZED';
    expect((await mobilePayStatus(app, other.cookie, mobilePayId)).status).toBe('PAID');
    expect(mobilePay.payments.get(mobilePayId)?.captured).toBe(34900);
    expect(await getSite(app, other.cookie, second)).toMatchObject({
      active: true,
      host: 'mp-poll.party.localhost',
    });
  });

  it.each([
    ['ABORTED', 'DECLINED', null],
    ['EXPIRED', 'ERROR', 'Betalingen udløb, før den blev godkendt i MobilePay.'],
    ['TERMINATED', 'CANCELLED', null],
  ])('reports %s as %s', async (state, status, errorMessage) => {
    const mobilePayId = await start();
    mobilePay.payments.get(mobilePayId)!.state = state;
    const report = await mobilePayStatus(app, owner.cookie, mobilePayId);
    expect(report.status).toBe(status);
    expect(report.errorMessage ?? null).toBe(errorMessage);
  });

  it('refunds a captured payment once under its idempotency key', async () => {
    const mobilePayId = await start();
    const payment = mobilePay.payments.get(mobilePayId)!;
    payment.state = 'AUTHORIZED';
    await mobilePayStatus(app, owner.cookie, mobilePayId);
    await app.payments.mobilePay.refundPayment(mobilePayId, 34900, `refund-${mobilePayId}`);
    await app.payments.mobilePay.refundPayment(mobilePayId, 34900, `refund-${mobilePayId}`);
    const refunds = mobilePay.received.filter((request) => request.path.endsWith(`${mobilePayId}/refund`));
    expect(refunds).toHaveLength(2);
    for (const refund of refunds) {
      expect(refund.headers['idempotency-key']).toBe(`refund-${mobilePayId}`);
      expect(refund.body).toEqual({ modificationAmount: { currency: 'DKK', value: 34900 } });
    }
    expect(payment.refunded).toBe(34900);
  });
});
