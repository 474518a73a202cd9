import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { registerAccount } from '../helpers/accounts';
import { swishCallbackUrl } from '../../src/payments/swish-callback-url';
import { buildTestApp } from '../helpers/build-test-app';
import { instructionIdOf, startSwish, swishStatus } from '../helpers/payments';
import { createSite, getSite } from '../helpers/sites';

/** A test CA, Swish's server certificate signed by it, and a merchant certificate (passphrase 'swish'). */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/swish/${name}`, import.meta.url));

interface ReceivedRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  /** The common name of the client certificate the caller presented. */
  merchant: string | undefined;
}

/**
 * Swish's Commerce API as far as the adapter uses it, over HTTPS that only accepts callers with a
 * certificate from the test CA, like Swish does with merchant certificates.
 */
function startSwishStandIn() {
  const received: ReceivedRequest[] = [];
  const statuses = new Map<string, string>();
  const refunds = new Set<string>();
  const server: Server = createServer(
    {
      key: readFileSync(fixture('server.key')),
      cert: readFileSync(fixture('server.pem')),
      ca: readFileSync(fixture('ca.pem')),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const peer = (request.socket as TLSSocket).getPeerCertificate();
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
        received.push({
          method: request.method ?? '',
          path: request.url ?? '',
          body,
          merchant: [peer.subject?.CN].flat().join(),
        });
        const created = /^\/api\/v2\/paymentrequests\/([0-9A-F]{32})$/.exec(request.url ?? '');
        if (request.method === 'PUT' && created?.[1]) {
          if (body?.payerAlias === '46700000000') {
            response.writeHead(422, { 'content-type': 'application/json' });
            response.end(JSON.stringify([{ errorCode: 'ACMT03', errorMessage: 'Payer not Enrolled' }]));
            return;
          }
          statuses.set(created[1], 'CREATED');
          response.writeHead(201, { location: `https://127.0.0.1/api/v1/paymentrequests/${created[1]}` });
          response.end();
          return;
        }
        const read = /^\/api\/v1\/paymentrequests\/([0-9A-F]{32})$/.exec(request.url ?? '');
        const status = read?.[1] ? statuses.get(read[1]) : undefined;
        if (request.method === 'GET' && read?.[1] && status) {
          response.writeHead(200, { 'content-type': 'application/json' });
          const paymentReference = status === 'PAID' ? `SWISHREF${read[1].slice(0, 8)}` : null;
          response.end(
            JSON.stringify({ id: read[1], status, errorMessage: null, amount: 499.0, paymentReference }),
          );
          return;
        }
        const refund = /^\/api\/v[12]\/refunds\/([0-9A-F]{32})$/.exec(request.url ?? '');
        if (refund?.[1] && request.method === 'PUT') {
          refunds.add(refund[1]);
          response.writeHead(201);
          response.end();
          return;
        }
        if (refund?.[1] && request.method === 'GET' && refunds.has(refund[1])) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ id: refund[1], status: 'PAID' }));
          return;
        }
        response.writeHead(404);
        response.end();
      });
    },
  );
  return { server, received, statuses };
}

describe('the Swish Commerce API adapter', () => {
  const swish = startSwishStandIn();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => swish.server.listen(0, '127.0.0.1', resolve));
    const { port } = swish.server.address() as AddressInfo;
    app = await buildTestApp({
      env: {
        SWISH_PROVIDER: 'swish',
        SWISH_API_URL: `https://127.0.0.1:${port}`,
        SWISH_PAYEE_ALIAS: '1231181189',
        SWISH_CERT_PATH: fixture('merchant.p12'),
        SWISH_CERT_PASSPHRASE: 'swish',
        SWISH_CA_PATH: fixture('ca.pem'),
        SWISH_CALLBACK_URL: 'https://party.example/api/swish/callback',
      },
    });
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => swish.server.close(() => resolve()));
  });

  it('creates the payment request with the merchant certificate, in kronor, calling back to the main domain', async () => {
    const response = await startSwish(
      app,
      owner.cookie,
      siteId,
      'subdomain',
      'swish-api.party.localhost',
      '0701234567',
    );
    expect(response.statusCode, response.body).toBe(200);
    const instructionId = instructionIdOf(response.json<{ swishId: string }>().swishId);
    const create = swish.received.find((request) => request.method === 'PUT');
    expect(create).toMatchObject({
      path: `/api/v2/paymentrequests/${instructionId}`,
      merchant: '1231181189 merchant',
      body: {
        payerAlias: '46701234567',
        payeeAlias: '1231181189',
        amount: '499.00',
        currency: 'SEK',
        callbackUrl: 'https://party.example/api/swish/callback',
      },
    });
    expect(String(create?.body?.message).length).toBeLessThanOrEqual(50);
  });

  it("passes Swish's 422 on as the validationMessage", async () => {
    const response = await startSwish(
      app,
      owner.cookie,
      siteId,
      'subdomain',
      'swish-422.party.localhost',
      '0700000000',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ validationMessage: 'Payer not Enrolled' });
  });

  it('reads the request back: NOT_SET while the payer decides, and a PAID one publishes the site once', async () => {
    const response = await startSwish(app, owner.cookie, siteId, 'subdomain', 'swish-paid.party.localhost');
    const swishId = response.json<{ swishId: string }>().swishId;
    expect((await swishStatus(app, owner.cookie, swishId)).status).toBe('NOT_SET');

    // The payer approved, and the callback never came: the poll asks Swish and finds the request paid.
    swish.statuses.set(instructionIdOf(swishId), 'PAID');
    expect((await swishStatus(app, owner.cookie, swishId)).status).toBe('PAID');
    const site = await getSite(app, owner.cookie, siteId);
    expect(site).toMatchObject({ active: true, host: 'swish-paid.party.localhost' });

    // Swish's callback arrives late: the payment is applied once, so the expiry does not move again.
    const callback = await app.inject({
      method: 'POST',
      url: '/api/swish/callback',
      payload: { id: instructionIdOf(swishId), status: 'PAID' },
    });
    expect(callback.statusCode).toBe(200);
    expect((await getSite(app, owner.cookie, siteId)).activeExpireDate).toBe(site.activeExpireDate);
  });

  it("refunds a paid request once, naming Swish's payment reference, with the refund callback", async () => {
    const response = await startSwish(app, owner.cookie, siteId, 'extend_subdomain');
    expect(response.statusCode, response.body).toBe(200);
    const instructionId = instructionIdOf(response.json<{ swishId: string }>().swishId);
    swish.statuses.set(instructionId, 'PAID');
    const refund = {
      refundId: 'ABCDEF0123456789ABCDEF0123456789',
      originalInstructionId: instructionId,
      amountOre: 49900,
      message: 'Festsidan: återbetalning',
      callbackUrl: swishCallbackUrl(app, 'refund-callback'),
    };
    await app.payments.swish.refundPayment(refund);
    await app.payments.swish.refundPayment(refund);
    const puts = swish.received.filter(
      (request) => request.method === 'PUT' && request.path.includes('/refunds/'),
    );
    expect(puts).toEqual([
      {
        method: 'PUT',
        path: `/api/v2/refunds/${refund.refundId}`,
        merchant: '1231181189 merchant',
        body: {
          originalPaymentReference: `SWISHREF${instructionId.slice(0, 8)}`,
          callbackUrl: 'https://party.example/api/swish/refund-callback',
          payerAlias: '1231181189',
          amount: '499.00',
          currency: 'SEK',
          message: 'Festsidan: återbetalning',
        },
      },
    ]);
    const callback = await app.inject({
      method: 'POST',
      url: '/api/swish/refund-callback',
      payload: { id: refund.refundId, status: 'PAID' },
    });
    expect(callback.json()).toEqual({ received: true });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/swish/refund-callback',
      payload: { status: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to refund a request that was never paid', async () => {
    const response = await startSwish(app, owner.cookie, siteId, 'extend_subdomain');
    const instructionId = instructionIdOf(response.json<{ swishId: string }>().swishId);
    await expect(
      app.payments.swish.refundPayment({
        refundId: '11111111111111111111111111111111',
        originalInstructionId: instructionId,
        amountOre: 49900,
        message: 'x',
        callbackUrl: swishCallbackUrl(app, 'refund-callback'),
      }),
    ).rejects.toThrow(/not paid/);
  });
});
