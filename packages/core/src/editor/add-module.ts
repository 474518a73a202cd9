import type { SiteV2 } from '../schemas/site';
import type { SiteModule } from '../schemas/site-modules';
import { indexOfModule } from './find-module';

export interface AddModuleArgs {
  module: SiteModule;
  /** Insert before this module; at the end when absent or when the site has no such module. */
  beforeModuleId?: string | null;
}

/** Adds a module at the end, or before a chosen one (`002` §4 "Modules"). */
export function addModule(site: SiteV2, { module, beforeModuleId }: AddModuleArgs): SiteV2 {
  if (indexOfModule(site, module.id) !== -1) throw new Error(`The site has a module ${module.id} already`);
  const before = beforeModuleId == null ? -1 : indexOfModule(site, beforeModuleId);
  const at = before === -1 ? site.siteModules.length : before;
  return { ...site, siteModules: site.siteModules.toSpliced(at, 0, module) };
}
