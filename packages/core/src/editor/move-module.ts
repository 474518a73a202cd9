import type { SiteV2 } from '../schemas/site';
import { requireModuleIndex } from './find-module';

export interface MoveModuleArgs {
  moduleId: string;
  /** -1 moves it one step up, 1 one step down. */
  direction: -1 | 1;
}

/**
 * Moves a module one step up or down, clamped at the ends (`002` §4 "Modules"): moving the first up or the
 * last down returns the same site, so nothing is recorded.
 */
export function moveModule(site: SiteV2, { moduleId, direction }: MoveModuleArgs): SiteV2 {
  const from = requireModuleIndex(site, moduleId);
  const to = from + direction;
  if (to < 0 || to >= site.siteModules.length) return site;
  const siteModules = [...site.siteModules];
  const [moved] = siteModules.splice(from, 1);
  if (moved === undefined) return site;
  siteModules.splice(to, 0, moved);
  return { ...site, siteModules };
}
