// The production smoke test's single-process installation, run by scripts/production-smoke.sh against a
// compiled server on the embedded database (no DATABASE_URL, local uploads): an owner makes and publishes a
// site with an image and a guest answers it, over plain HTTP to the process. The facts are written for
// check-restored.ts, which looks for them after `npm run backup` and `npm run restore`.
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import {
  answerRsvp,
  createSite,
  fetchPostKey,
  publishOnSubdomain,
  registerOwner,
  uploadImage,
  type Call,
  type SmokeFacts,
} from './smoke-site';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const DOMAIN = env('BRAND_DOMAIN');
const PORT = Number(env('EMBEDDED_PORT'));

/** Plain HTTP to the process, the host in the Host header as a proxy would pass it. */
const call: Call = (host, method, path, { headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        headers: {
          ...headers,
          host,
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
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
    sent.on('error', reject);
    sent.setTimeout(20_000, () => sent.destroy(new Error(`${method} ${host}${path} timed out`)));
    sent.end(body);
  });

async function main(): Promise<void> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const siteHost = `embedded-${suffix}.${DOMAIN}`;
  const { cookie } = await registerOwner(call, DOMAIN, `embedded-${suffix}`);
  const siteId = await createSite(call, DOMAIN, cookie);
  const postKey = await fetchPostKey(call, DOMAIN);
  const imageUrl = await uploadImage(call, DOMAIN, {
    siteId,
    cookie,
    repoRoot: env('REPO_ROOT'),
    where: 'DATA_DIR/uploads',
  });
  await publishOnSubdomain(call, DOMAIN, { siteId, siteHost, cookie });
  const guestName = `Embedded Eriksson ${suffix}`;
  await answerRsvp(call, { siteId, siteHost, guestName, postKey });
  writeFileSync(
    env('SMOKE_FACTS'),
    JSON.stringify({ siteId, siteHost, cookie, imageUrl, guestName } satisfies SmokeFacts),
  );
}

main().catch((error: unknown) => {
  console.error(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
