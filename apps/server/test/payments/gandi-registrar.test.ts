import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { GandiRegistrar, RegistrarError, type GandiConfig } from '../../src/payments/gandi-registrar';
import { DomainTakenError } from '../../src/payments/registrar';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';
import { GANDI_OWNER } from '../helpers/gandi-owner';
import { createSite } from '../helpers/sites';

const OWNER = GANDI_OWNER;

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/**
 * A stand-in for Gandi's Domain API v5 on a local port: the check answers per domain as Gandi documents
 * (`products[].status`), registration answers 202, 409 for a taken domain, and a few domains misbehave.
 */
function fakeGandi(seen: Seen[]): Server {
  const taken = new Set(['upptagen.se']);
  return createServer((request: IncomingMessage, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://gandi.test');
      const raw = await text(request);
      seen.push({
        method: request.method ?? '',
        url: `${url.pathname}${url.search}`,
        authorization: request.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      });
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== 'Bearer pat-secret') {
        return json(401, {
          code: 401,
          message: 'Unauthorized',
          object: 'HTTPUnauthorized',
          cause: 'Unauthorized',
        });
      }
      if (request.method === 'GET' && url.pathname === '/v5/domain/check') {
        const name = url.searchParams.get('name') ?? '';
        if (name === 'trasig.se') return json(500, { code: 500, message: 'Internal error' });
        if (name === 'konstig.se') return json(200, { products: 'none' });
        return json(200, {
          currency: 'EUR',
          products: [{ name, status: taken.has(name) ? 'unavailable' : 'available', process: 'create' }],
        });
      }
      if (request.method === 'POST' && url.pathname === '/v5/domain/domains') {
        const { fqdn } = JSON.parse(raw) as { fqdn: string };
        if (taken.has(fqdn)) {
          return json(409, {
            code: 409,
            message: 'Conflict',
            object: 'HTTPConflict',
            cause: 'Domain not available',
          });
        }
        if (fqdn === 'trasig.se')
          return json(400, { code: 400, message: 'Bad Request', cause: 'owner: invalid' });
        taken.add(fqdn);
        return json(202, { message: 'Confirmation of the order.' });
      }
      json(404, { code: 404, message: 'Not Found' });
    })();
  });
}

describe('GandiRegistrar against a stand-in for Gandi’s Domain API v5 (decisions §6)', () => {
  const seen: Seen[] = [];
  let server: Server;
  let config: GandiConfig;
  beforeAll(async () => {
    server = fakeGandi(seen);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    config = { apiUrl: `http://127.0.0.1:${port}`, token: 'pat-secret', sharingId: 'org-1', owner: OWNER };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks the check endpoint with the token and the organisation, and reads the product status', async () => {
    const registrar = new GandiRegistrar(config);
    expect(await registrar.isAvailable('annaochjonas.se')).toBe(true);
    expect(await registrar.isAvailable('upptagen.se')).toBe(false);
    expect(seen.at(-2)).toEqual({
      method: 'GET',
      url: '/v5/domain/check?name=annaochjonas.se&sharing_id=org-1',
      authorization: 'Bearer pat-secret',
      body: null,
    });
  });

  it('registers for whole years under the platform’s owner contact, and knows a taken domain', async () => {
    const registrar = new GandiRegistrar(config);
    const now = new Date('2030-05-01T12:00:00.000Z');
    expect(await registrar.register('annaochjonas.se', 12, now)).toEqual({
      expires: new Date('2031-05-01T12:00:00.000Z'),
    });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/v5/domain/domains?sharing_id=org-1',
      authorization: 'Bearer pat-secret',
      body: { fqdn: 'annaochjonas.se', duration: 1, owner: OWNER },
    });
    expect(await registrar.isAvailable('annaochjonas.se')).toBe(false);
    await expect(registrar.register('upptagen.se', 12, now)).rejects.toBeInstanceOf(DomainTakenError);
  });

  it('turns errors, odd answers, a wrong token and silence into RegistrarError', async () => {
    const registrar = new GandiRegistrar(config);
    await expect(registrar.isAvailable('trasig.se')).rejects.toThrow(/Gandi answered 500/);
    await expect(registrar.isAvailable('konstig.se')).rejects.toBeInstanceOf(RegistrarError);
    await expect(registrar.register('trasig.se', 12, new Date())).rejects.toThrow(/400.*owner: invalid/);
    await expect(new GandiRegistrar({ ...config, token: 'fel' }).isAvailable('a.se')).rejects.toThrow(
      /Gandi answered 401/,
    );
    const silent: typeof fetch = async (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
      );
    const slow = new GandiRegistrar(config, (input, init) =>
      silent(input, { ...init, signal: AbortSignal.timeout(50) }),
    );
    await expect(slow.isAvailable('a.se')).rejects.toThrow(/Gandi did not answer/);
  });

  describe('as the server’s registrar (REGISTRAR=gandi)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp({
        env: {
          REGISTRAR: 'gandi',
          GANDI_API_URL: config.apiUrl.replace('http:', 'https:'),
          GANDI_API_TOKEN: 'pat-secret',
          GANDI_OWNER_CONTACT: JSON.stringify(OWNER),
        },
      });
    });
    afterAll(() => app.close());

    it('is chosen by configuration, and a failing registrar is a 502 in the search, never a 500', async () => {
      expect(app.payments.registrar.name).toBe('gandi');
      const owner = await registerAccount(app);
      const siteId = await createSite(app, owner.cookie);
      // The configured address is https, which the plain-HTTP stand-in cannot answer: the registrar fails.
      const answer = await app.inject({
        url: `/api/sites/${siteId}/host/domain-available/annaochjonas.nu`,
        headers: { cookie: owner.cookie },
      });
      expectErrorResponse(answer, 502);
    });
  });
});
