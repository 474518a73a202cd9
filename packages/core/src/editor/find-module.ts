import type { SiteV2 } from '../schemas/site';

/** The position of a module in the site, or -1 when the site has none with that id. */
export function indexOfModule(site: SiteV2, moduleId: string): number {
  return site.siteModules.findIndex((module) => module.id === moduleId);
}

/** Editing a module the site does not have is a programming error (`002` §4). */
export function requireModuleIndex(site: SiteV2, moduleId: string): number {
  const index = indexOfModule(site, moduleId);
  if (index === -1) throw new Error(`The site has no module ${moduleId}`);
  return index;
}
