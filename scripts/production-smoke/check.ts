// The production smoke test's checks, run by scripts/production-smoke.sh once Caddy, two compiled server
// processes, PostgreSQL and s3rver are up. Everything goes through Caddy over HTTPS, as a browser would.
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const DOMAIN = env('BRAND_DOMAIN');
const HTTPS_PORT = Number(env('HTTPS_PORT'));
const CA = readFileSync(env('CADDY_ROOT_CERT'));
const SERVER_PORTS = env('SERVER_PORTS').split(' ').map(Number);
const STOPPED_PID = Number(env('STOPPED_PID'));
const REPO_ROOT = env('REPO_ROOT');
/** Where the facts the restored backup must hold are written, for check-restored.ts. */
const FACTS_FILE = env('SMOKE_FACTS');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** HTTPS to Caddy for any host name (resolved to this machine), trusting Caddy's internal CA only. */
function call(
  host: string,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host,
        port: HTTPS_PORT,
        method,
        path,
        ca: CA,
        servername: host,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }) },
        lookup: (_hostname, options, callback) => {
          if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
          else callback(null, '127.0.0.1', 4);
        },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.setTimeout(20_000, () => request.destroy(new Error(`${method} ${host}${path} timed out`)));
    request.end(body);
  });
}

/** Plain HTTP straight to one server process, with the public host in the Host header. */
function callProcess(port: number, host: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${answer.status}: ${answer.body.toString().slice(0, 500)}`,
    );
  }
  console.log(`ok  ${what} (${answer.status})`);
}

const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;
const jsonHeaders = (cookie?: string) => ({
  'content-type': 'application/json',
  ...(cookie ? { cookie } : {}),
});

async function main(): Promise<void> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const siteHost = `smoke-${suffix}.${DOMAIN}`;

  const config = await call(DOMAIN, 'GET', '/api/config');
  expectStatus(config, 200, 'the main domain answers over HTTPS');
  if (json(config).simulators !== false) throw new Error('production must not run the /dev simulators');
  expectStatus(await call(DOMAIN, 'GET', '/dev/mail'), 404, 'no /dev pages in production');
  expectStatus(await call(DOMAIN, 'GET', '/metrics'), 404, 'metrics are not reachable from outside');

  const registered = await call(DOMAIN, 'POST', '/api/accounts/register/', {
    headers: jsonHeaders(),
    body: JSON.stringify({ mail: `smoke-${suffix}@example.com`, password: 'smoke-test-password-1' }),
  });
  expectStatus(registered, 201, 'register an account');
  const setCookie = [registered.headers['set-cookie'] ?? []].flat();
  if (!setCookie.some((cookie) => /;\s*Secure/i.test(cookie)))
    throw new Error('the session cookie is not Secure');
  const cookie = setCookie.map((line) => line.split(';')[0]).join('; ');

  const { _id: _unused, password: _guestPassword, ...draft } = realisticSiteV2();
  // The smoke runs the party brand, which offers neither theme12 nor event logos.
  const site = {
    ...draft,
    theme: 'theme11',
    eventLogo: undefined,
    siteModules: draft.siteModules?.filter((module) => module.siteModuleType !== 'Text'),
  };
  const created = await call(DOMAIN, 'POST', '/api/sites/V2', {
    headers: jsonHeaders(cookie),
    body: JSON.stringify({
      site,
      wizardData: { name1: 'Anna', name2: 'Erik', dateStart: '2031-06-14T15:00' },
    }),
  });
  expectStatus(created, 201, 'create a site');
  const siteId = (json(created).site as { _id: string })._id;
  const postKey = await call(DOMAIN, 'GET', '/api/rsvps/post-key');
  expectStatus(postKey, 200, 'a post key for an RSVP');
  const postKeyFetchedAt = Date.now();

  const image = readFileSync(join(REPO_ROOT, 'apps/server/assets/demo-images/archipelago-sunset-1200.jpg'));
  const boundary = `smoke${suffix}`;
  const multipart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sunset.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await call(DOMAIN, 'POST', `/api/sites/${siteId}/upload-image`, {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    body: multipart,
  });
  expectStatus(uploaded, 200, 'upload an image (stored in S3)');
  const stored = json(uploaded) as { path: string; fileName: string };
  const picture = await call(DOMAIN, 'GET', `/api${stored.path}${stored.fileName}`);
  expectStatus(picture, 200, 'read the image back');
  if (!String(picture.headers['content-type']).startsWith('image/'))
    throw new Error('the image is not an image');

  const payment = await call(DOMAIN, 'POST', `/api/sites/${siteId}/payment/swish`, {
    headers: jsonHeaders(cookie),
    body: JSON.stringify({ paymentProduct: 'subdomain', host: siteHost, payerAlias: '0701234567' }),
  });
  expectStatus(payment, 200, `pay for ${siteHost} (Swish simulator, approving by itself)`);
  const { swishId } = json(payment) as { swishId: string };
  let status = '';
  for (let tries = 0; tries < 50 && status !== 'PAID'; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = String(
      json(await call(DOMAIN, 'GET', `/api/swishPayments/${swishId}`, { headers: { cookie } })).status,
    );
  }
  if (status !== 'PAID') throw new Error(`the payment is ${status}, not PAID`);
  console.log('ok  the payment is confirmed and the site published');

  // The site's own certificate is made on demand, after Caddy asked /api/tls/allowed.
  // `/` redirects to the site's language (`001` §2), so the page itself is asked for at `/sv`.
  const publicPage = await call(siteHost, 'GET', '/sv', { headers: { accept: 'text/html' } });
  expectStatus(publicPage, 200, `the public site at https://${siteHost}/sv (certificate on demand)`);
  if (!publicPage.body.toString().includes(siteId)) throw new Error('the page does not carry the site');
  for (const port of SERVER_PORTS) {
    const read = await callProcess(port, siteHost, `/api/sites/public/host/${siteHost}`);
    expectStatus(read, 200, `process on port ${port} serves the site by its host`);
  }
  expectStatus(
    await call(DOMAIN, 'GET', `/api/tls/allowed?domain=unknown-${suffix}.example.com`),
    404,
    'no certificate for an address that is not a published site',
  );

  const reserved = await call(siteHost, 'PUT', `/api/gift-registry/${siteId}/gifts-1/gift-2/v2`, {
    headers: jsonHeaders(),
    body: JSON.stringify({ quantity: 2, password: 'smoke-reservation' }),
  });
  expectStatus(reserved, 200, 'reserve two pieces of a gift');

  // A person needs 3 s at least between opening the form and sending it.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, postKeyFetchedAt + 3100 - Date.now())));
  const guestName = `Smoke Svensson ${suffix}`;
  const answered = await call(siteHost, 'POST', `/api/rsvps/${siteId}/v4/`, {
    headers: jsonHeaders(),
    body: JSON.stringify({
      guests: [
        {
          formElements: [
            { formElement: { id: 'q-name', formElementType: 'ShortText' }, value: guestName },
            {
              formElement: { id: 'q-coming', formElementType: 'SingleSelect' },
              selectedOption: { id: 'o-yes' },
            },
          ],
        },
      ],
      language: 'sv',
      groupIdentifier: `smoke-${suffix}`,
      postKey: (json(postKey) as { key: string }).key,
      formId: 'rsvp-1',
      formTitle: { sv: 'OSA' },
    }),
  });
  expectStatus(answered, 200, 'a guest answers the RSVP');
  writeFileSync(
    FACTS_FILE,
    JSON.stringify({ siteId, siteHost, cookie, imageUrl: `/api${stored.path}${stored.fileName}`, guestName }),
  );

  // A bounded load through Caddy; one process gets SIGTERM in the middle. Not one request may fail.
  const total = 400;
  let sent = 0;
  let done = 0;
  const failures: string[] = [];
  async function worker(): Promise<void> {
    while (sent < total) {
      sent += 1;
      if (sent === 100) {
        process.kill(STOPPED_PID, 'SIGTERM');
        console.log(`..  SIGTERM sent to process ${STOPPED_PID} with ${total - sent} requests to go`);
      }
      try {
        const answer = await call(siteHost, 'GET', `/api/sites/public/host/${siteHost}`);
        if (answer.status !== 200) failures.push(`${answer.status} ${answer.body.toString().slice(0, 200)}`);
      } catch (error) {
        failures.push(String(error));
      }
      done += 1;
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  if (failures.length > 0)
    throw new Error(`${failures.length} of ${done} requests failed: ${failures.slice(0, 3).join(' | ')}`);
  console.log(`ok  ${done} requests through Caddy during the shutdown, none failed`);
}

main().catch((error: unknown) => {
  console.error(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
