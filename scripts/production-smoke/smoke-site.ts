// What the production smoke test does as an owner and a guest, over whichever transport a check uses
// (HTTPS through Caddy in check.ts, plain HTTP to one process in check-embedded.ts): an account, a site with
// an image, paid for on a subdomain, and a guest's RSVP. The facts it returns are what a restored backup
// must still hold (check-restored.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type Call = (
  host: string,
  method: string,
  path: string,
  options?: { headers?: Record<string, string>; body?: Buffer | string },
) => Promise<Answer>;

/** What check-restored.ts looks for in a restored database. */
export interface SmokeFacts {
  siteId: string;
  siteHost: string;
  cookie: string;
  imageUrl: string;
  guestName: string;
}

export function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${answer.status}: ${answer.body.toString().slice(0, 500)}`,
    );
  }
  console.log(`ok  ${what} (${answer.status})`);
}

export const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;
export const jsonHeaders = (cookie?: string) => ({
  'content-type': 'application/json',
  ...(cookie ? { cookie } : {}),
});

/** A new owner account; answers its `Set-Cookie` lines and the cookie to send back. */
export async function registerOwner(call: Call, domain: string, suffix: string) {
  const registered = await call(domain, 'POST', '/api/accounts/register/', {
    headers: jsonHeaders(),
    body: JSON.stringify({ mail: `smoke-${suffix}@example.com`, password: 'smoke-test-password-1' }),
  });
  expectStatus(registered, 201, 'register an account');
  const setCookie = [registered.headers['set-cookie'] ?? []].flat();
  return { setCookie, cookie: setCookie.map((line) => line.split(';')[0]).join('; ') };
}

/** The realistic fixture site, as the party brand the smoke runs may have it; answers its id. */
export async function createSite(call: Call, domain: string, cookie: string): Promise<string> {
  const { _id: _unused, password: _guestPassword, ...draft } = realisticSiteV2();
  // The party brand offers neither theme12 nor event logos.
  const site = {
    ...draft,
    theme: 'theme11',
    eventLogo: undefined,
    siteModules: draft.siteModules?.filter((module) => module.siteModuleType !== 'Text'),
  };
  const created = await call(domain, 'POST', '/api/sites/V2', {
    headers: jsonHeaders(cookie),
    body: JSON.stringify({
      site,
      wizardData: { name1: 'Anna', name2: 'Erik', dateStart: '2031-06-14T15:00' },
    }),
  });
  expectStatus(created, 201, 'create a site');
  return (json(created).site as { _id: string })._id;
}

/** Uploads a demo photo to the site and reads it back; answers the image's URL. */
export async function uploadImage(
  call: Call,
  domain: string,
  { siteId, cookie, repoRoot, where }: { siteId: string; cookie: string; repoRoot: string; where: string },
): Promise<string> {
  const image = readFileSync(join(repoRoot, 'apps/server/assets/demo-images/archipelago-sunset-1200.jpg'));
  const boundary = `smoke${siteId}`;
  const multipart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sunset.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await call(domain, 'POST', `/api/sites/${siteId}/upload-image`, {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    body: multipart,
  });
  expectStatus(uploaded, 200, `upload an image (stored in ${where})`);
  const stored = json(uploaded) as { path: string; fileName: string };
  const imageUrl = `/api${stored.path}${stored.fileName}`;
  const picture = await call(domain, 'GET', imageUrl);
  expectStatus(picture, 200, 'read the image back');
  if (!String(picture.headers['content-type']).startsWith('image/'))
    throw new Error('the image is not an image');
  return imageUrl;
}

/** Pays for the site on `siteHost` with the Swish simulator (approving by itself) and waits until it is paid. */
export async function publishOnSubdomain(
  call: Call,
  domain: string,
  { siteId, siteHost, cookie }: { siteId: string; siteHost: string; cookie: string },
): Promise<void> {
  const payment = await call(domain, 'POST', `/api/sites/${siteId}/payment/swish`, {
    headers: jsonHeaders(cookie),
    body: JSON.stringify({ paymentProduct: 'subdomain', host: siteHost, payerAlias: '0701234567' }),
  });
  expectStatus(payment, 200, `pay for ${siteHost} (Swish simulator, approving by itself)`);
  const { swishId } = json(payment) as { swishId: string };
  let status = '';
  for (let tries = 0; tries < 50 && status !== 'PAID'; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = String(
      json(await call(domain, 'GET', `/api/swishPayments/${swishId}`, { headers: { cookie } })).status,
    );
  }
  if (status !== 'PAID') throw new Error(`the payment is ${status}, not PAID`);
  console.log('ok  the payment is confirmed and the site published');
}

/** A post key and when it was fetched: a person needs 3 s at least between opening the form and sending it. */
export async function fetchPostKey(call: Call, domain: string) {
  const answer = await call(domain, 'GET', '/api/rsvps/post-key');
  expectStatus(answer, 200, 'a post key for an RSVP');
  return { key: (json(answer) as { key: string }).key, fetchedAt: Date.now() };
}

/** A guest says yes to the fixture site's RSVP under `postKey`, waiting out the 3 s a person needs. */
export async function answerRsvp(
  call: Call,
  {
    siteId,
    siteHost,
    guestName,
    postKey,
  }: { siteId: string; siteHost: string; guestName: string; postKey: { key: string; fetchedAt: number } },
): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, postKey.fetchedAt + 3100 - Date.now())));
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
      groupIdentifier: `smoke-${siteId}`,
      postKey: postKey.key,
      formId: 'rsvp-1',
      formTitle: { sv: 'OSA' },
    }),
  });
  expectStatus(answered, 200, 'a guest answers the RSVP');
}
