// The production smoke test's checks of a restored backup, run by scripts/production-smoke.sh against a
// server process on it (PostgreSQL restored from the dump taken while the others ran, or an embedded
// database restored by `npm run restore`): the site, the guest's answer and the image the check that wrote
// SMOKE_FACTS made must all be there.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { SmokeFacts } from './smoke-site';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const PORT = Number(env('RESTORED_PORT'));
const facts = JSON.parse(readFileSync(env('SMOKE_FACTS'), 'utf8')) as SmokeFacts;

/** Plain HTTP straight to the restored process, with a host in the Host header. */
function get(host: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port: PORT, path, headers: { ...headers, host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type']),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end();
  });
}

function expect(condition: boolean, what: string, detail: string): void {
  if (!condition) throw new Error(`${what}: ${detail.slice(0, 500)}`);
  console.log(`ok  ${what}`);
}

async function main(): Promise<void> {
  const site = await get(facts.siteHost, `/api/sites/public/host/${facts.siteHost}`);
  expect(
    site.status === 200 && site.body.toString().includes(facts.siteId),
    `the restored database serves the site at ${facts.siteHost}`,
    `${site.status} ${site.body.toString()}`,
  );
  const answers = await get(facts.siteHost, `/api/rsvps/${facts.siteId}/v4`, { cookie: facts.cookie });
  expect(
    answers.status === 200 && answers.body.toString().includes(facts.guestName),
    "the owner's answers hold the guest's RSVP",
    `${answers.status} ${answers.body.toString()}`,
  );
  const image = await get(facts.siteHost, facts.imageUrl);
  expect(
    image.status === 200 && image.type.startsWith('image/'),
    'the image is there',
    `${image.status} ${image.type}`,
  );
}

main().catch((error: unknown) => {
  console.error(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
