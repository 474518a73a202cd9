import type { SiteV2 } from '../schemas/site';
import { requireModuleIndex } from './find-module';

export interface DeleteModuleArgs {
  moduleId: string;
}

/**
 * Removes a module for good (`002` §2.3, §4), with the recipients of its answers when it is a form: a form's
 * id in `formRecipients` is its module's id.
 */
export function deleteModule(site: SiteV2, { moduleId }: DeleteModuleArgs): SiteV2 {
  const index = requireModuleIndex(site, moduleId);
  return {
    ...site,
    siteModules: site.siteModules.toSpliced(index, 1),
    formRecipients: site.formRecipients.filter((entry) => entry.formId !== moduleId),
  };
}
