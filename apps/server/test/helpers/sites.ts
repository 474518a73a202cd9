import type { LightMyRequestResponse } from 'fastify';
import { siteSchema, type Site, type SiteV2Input, type WizardData } from '@eventsite/core';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';
import type { App } from '../../src/app';
import { sitePublications } from '../../src/db/schema';
import { postJson } from './accounts';

/**
 * The realistic site as the editor would hand it over to the test app's party brand: no id, no mail
 * address in its texts, and none of the wedding brand's own theme12 and event logo (`000` §1).
 */
export function siteDraft(): Omit<SiteV2Input, '_id'> {
  const { _id: _unused, ...site } = realisticSiteV2();
  return {
    ...site,
    theme: 'theme11',
    eventLogo: null,
    siteModules: site.siteModules?.filter((module) => module.siteModuleType !== 'Text'),
  };
}

export const WIZARD_DATA: Partial<WizardData> = {
  name1: 'Anna',
  name2: 'Erik',
  location: 'Göteborg',
  dateStart: '2031-06-14T15:00',
};

export function putJson(app: App, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'PUT',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
}

/** Creates the logged-in account's site and returns its id. */
export async function createSite(app: App, cookie: string, site: unknown = siteDraft()): Promise<string> {
  const response = await postJson(app, '/api/sites/V2', { site, wizardData: WIZARD_DATA }, { cookie });
  if (response.statusCode !== 201)
    throw new Error(`Creating a site failed: ${response.statusCode} ${response.body}`);
  return response.json<{ site: { _id: string } }>().site._id;
}

export async function getSite(app: App, cookie: string, siteId: string): Promise<Site> {
  const response = await app.inject({ url: `/api/sites/${siteId}`, headers: { cookie } });
  if (response.statusCode !== 200)
    throw new Error(`Reading a site failed: ${response.statusCode} ${response.body}`);
  return siteSchema.parse(response.json());
}

export function siteOf(response: LightMyRequestResponse): Site {
  return siteSchema.parse(response.json());
}

/** Publishes a site at a host as a paid subdomain would (the payment routes are not part of these tests). */
export async function publishSite(app: App, siteId: string, host: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    await app.repositories.siteHosts.withTransaction(tx).add(host, siteId, 'subdomain', new Date());
    await app.repositories.siteHosts.withTransaction(tx).setCurrent(siteId, host);
    await tx
      .insert(sitePublications)
      .values({ siteId, active: true, activeDate: '2030-01-01T00:00:00.000Z' })
      .onConflictDoUpdate({
        target: sitePublications.siteId,
        set: { active: true, activeDate: '2030-01-01T00:00:00.000Z' },
      });
  });
}
