// The production smoke test's checks, run by scripts/production-smoke.sh once Caddy, two compiled server
// processes, PostgreSQL and s3rver are up. Everything goes through Caddy over HTTPS, as a browser would.
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  answerRsvp,
  createSite,
  expectStatus,
  fetchPostKey,
  json,
  jsonHeaders,
  publishOnSubdomain,
  registerOwner,
  uploadImage,
  type Answer,
  type Call,
  type SmokeFacts,
} from './smoke-site';

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

/** HTTPS to Caddy for any host name (resolved to this machine), trusting Caddy's internal CA only. */
const call: Call = (host, method, path, { headers = {}, body } = {}) => {
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
};

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

async function main(): Promise<void> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const siteHost = `smoke-${suffix}.${DOMAIN}`;

  const config = await call(DOMAIN, 'GET', '/api/config');
  expectStatus(config, 200, 'the main domain answers over HTTPS');
  if (json(config).simulators !== false) throw new Error('production must not run the /dev simulators');
  expectStatus(await call(DOMAIN, 'GET', '/dev/mail'), 404, 'no /dev pages in production');
  expectStatus(await call(DOMAIN, 'GET', '/metrics'), 404, 'metrics are not reachable from outside');

  const { setCookie, cookie } = await registerOwner(call, DOMAIN, suffix);
  if (!setCookie.some((line) => /;\s*Secure/i.test(line)))
    throw new Error('the session cookie is not Secure');
  const siteId = await createSite(call, DOMAIN, cookie);
  const postKey = await fetchPostKey(call, DOMAIN);
  const imageUrl = await uploadImage(call, DOMAIN, { siteId, cookie, repoRoot: REPO_ROOT, where: 'S3' });
  await publishOnSubdomain(call, DOMAIN, { siteId, siteHost, cookie });

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

  const guestName = `Smoke Svensson ${suffix}`;
  await answerRsvp(call, { siteId, siteHost, guestName, postKey });
  writeFileSync(
    FACTS_FILE,
    JSON.stringify({ siteId, siteHost, cookie, imageUrl, guestName } satisfies SmokeFacts),
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
