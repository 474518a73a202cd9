import type { SiteModuleType } from '../constants/module-types';
import { siteV2Schema, type SiteV2 } from '../schemas/site';
import type { SiteModule } from '../schemas/site-modules';
import { createModule } from './create-module';

/** A module for tests with a fixed id. */
export function testModule(id: string, type: SiteModuleType = 'Text'): SiteModule {
  return createModule(type, { id, languages: ['sv'], now: new Date(2025, 0, 15, 9, 0) });
}

/** A saved version-2 site whose modules have the given ids, in order. */
export function testSite(moduleIds: readonly string[] = ['a', 'b', 'c']): SiteV2 {
  return siteV2Schema.parse({
    _id: 'site-1',
    usesSiteModules: true,
    siteVersion: 3,
    theme: 'theme4',
    fonts: { heading: 'Playfair Display', text: 'Arial' },
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    siteModules: moduleIds.map((id) => testModule(id)),
  });
}

export function idsOf(site: SiteV2): string[] {
  return site.siteModules.map((module) => module.id);
}
