import type { SiteV2 } from '../schemas/site';
import type { SiteModule } from '../schemas/site-modules';
import { requireModuleIndex } from './find-module';

/** The site with one module changed by `change`; the same site when the change returns the same module. */
export function updateModule(
  site: SiteV2,
  moduleId: string,
  change: (module: SiteModule) => SiteModule,
): SiteV2 {
  const index = requireModuleIndex(site, moduleId);
  const current = site.siteModules[index];
  if (current === undefined) return site;
  const next = change(current);
  if (next === current) return site;
  return { ...site, siteModules: site.siteModules.with(index, next) };
}
