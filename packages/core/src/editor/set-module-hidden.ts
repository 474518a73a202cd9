import type { SiteV2 } from '../schemas/site';
import { updateModule } from './update-module';

export interface SetModuleHiddenArgs {
  moduleId: string;
  hide: boolean;
}

/** Hides a module from guests or shows it again; the owner still sees it in edit mode (`002` §2.3). */
export function setModuleHidden(site: SiteV2, { moduleId, hide }: SetModuleHiddenArgs): SiteV2 {
  return updateModule(site, moduleId, (module) => (module.hide === hide ? module : { ...module, hide }));
}
