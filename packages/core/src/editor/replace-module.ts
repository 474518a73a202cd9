import type { FormRecipients, SiteV2 } from '../schemas/site';
import type { SiteModule } from '../schemas/site-modules';
import { updateModule } from './update-module';

export interface ReplaceModuleArgs {
  /** The edited module; it replaces the module with its id. */
  module: SiteModule;
  /** Who receives the answers of a form or RSVP module, when its edit dialog changed them. */
  formRecipients?: FormRecipients;
}

function withRecipients(site: SiteV2, recipients: FormRecipients): SiteV2 {
  const others = site.formRecipients.filter((entry) => entry.formId !== recipients.formId);
  return { ...site, formRecipients: [...others, recipients] };
}

/** Puts an edit dialog's result in the site (`002` §2.3): the module, and its form's recipients if given. */
export function replaceModule(site: SiteV2, { module, formRecipients }: ReplaceModuleArgs): SiteV2 {
  const replaced = updateModule(site, module.id, () => module);
  return formRecipients === undefined ? replaced : withRecipients(replaced, formRecipients);
}
