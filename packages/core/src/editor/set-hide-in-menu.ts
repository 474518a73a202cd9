import type { SiteV2 } from '../schemas/site';
import { updateModule } from './update-module';

export interface SetHideInMenuArgs {
  moduleId: string;
  hideInMenu: boolean;
}

/** Leaves a module out of the site menu, or lists it again (`002` §2.3 menu editor). */
export function setHideInMenu(site: SiteV2, { moduleId, hideInMenu }: SetHideInMenuArgs): SiteV2 {
  return updateModule(site, moduleId, (module) =>
    module.hideInMenu === hideInMenu ? module : { ...module, hideInMenu },
  );
}
