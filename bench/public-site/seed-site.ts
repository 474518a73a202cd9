/**
 * A published site with every module type, made through the API as an owner would: register, create the
 * site from the realistic fixture (every module type), upload a photo and put it in every image place,
 * save, then buy the subdomain with the Swish simulator, which approves by itself in production mode.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_MODULE_TYPES } from '@eventsite/core/constants/module-types';
import { createModule } from '@eventsite/core/editor/create-module';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';

const PHOTO = 'apps/server/assets/demo-images/archipelago-sunset-1200.jpg';

interface Answer {
  status: number;
  body: unknown;
  setCookie: string[];
}

async function call(base: string, method: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { ...init, method });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    setCookie: response.headers.getSetCookie(),
  };
}

const jsonInit = (body: unknown, cookie: string): RequestInit => ({
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify(body),
});

/** Every image of the site (an object with a path, a file name and sizes) replaced by `image`. */
function withImage(value: unknown, image: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => withImage(item, image));
  if (value === null || typeof value !== 'object') return value;
  if ('fileName' in value && 'path' in value && 'sizes' in value) return image;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withImage(item, image)]));
}

async function uploadPhoto(base: string, root: string, siteId: string, cookie: string): Promise<unknown> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(join(root, PHOTO))], { type: 'image/jpeg' }), 'photo.jpg');
  return (await call(base, 'POST', `/api/sites/${siteId}/upload-image`, { headers: { cookie }, body: form }))
    .body;
}

async function waitUntilPaid(base: string, swishId: string, cookie: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { body } = await call(base, 'GET', `/api/swishPayments/${swishId}`, { headers: { cookie } });
    if ((body as { status: string }).status === 'PAID') return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the Swish payment was not approved');
}

/** Publishes the site on `host` and returns the module types it has. */
export async function seedPublishedSite(base: string, root: string, host: string): Promise<string[]> {
  const registered = await call(base, 'POST', '/api/accounts/register/', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mail: `bench-${Date.now()}@example.se`, password: 'bench-password-1' }),
  });
  const cookie = registered.setCookie.map((line) => line.split(';')[0]).join('; ');

  // Without the event logo, which takes the place of the header's title that the slow-network run waits for.
  const { _id: _fixtureId, password: _password, eventLogo: _eventLogo, ...fixture } = realisticSiteV2();
  // The fixture predates the programme and the seating: each type it lacks is added as an owner adds it.
  const modules = fixture.siteModules ?? [];
  const languages = (fixture.availableLanguages ?? []).map((language) => language.languageCode);
  const draft = {
    ...fixture,
    siteModules: [
      ...modules,
      ...SITE_MODULE_TYPES.filter((type) => !modules.some((module) => module.siteModuleType === type)).map(
        (type) => createModule(type, { languages, brand: 'wedding' }),
      ),
    ],
  };
  const created = await call(
    base,
    'POST',
    '/api/sites/V2',
    jsonInit({ site: draft, wizardData: draft.wizardData }, cookie),
  );
  const { _id: siteId } = (created.body as { site: { _id: string } }).site;
  const stored = await call(base, 'GET', `/api/sites/${siteId}`, { headers: { cookie } });
  const site = stored.body as { _id: string; siteModules: { siteModuleType: string }[] };
  const missing = SITE_MODULE_TYPES.filter(
    (type) => !site.siteModules.some((module) => module.siteModuleType === type),
  );
  if (missing.length > 0) throw new Error(`the seeded site lacks ${missing.join(', ')}`);

  const photo = await uploadPhoto(base, root, site._id, cookie);
  await call(base, 'PUT', `/api/sites/V2/${site._id}`, jsonInit(withImage(site, photo), cookie));

  const payment = await call(
    base,
    'POST',
    `/api/sites/${site._id}/payment/swish`,
    jsonInit({ paymentProduct: 'subdomain', host, payerAlias: '0701234567' }, cookie),
  );
  await waitUntilPaid(base, (payment.body as { swishId: string }).swishId, cookie);
  return site.siteModules.map((module) => module.siteModuleType);
}
