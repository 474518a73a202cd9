import type { SiteV2 } from '../schemas/site';
import type { TranslatableText } from '../schemas/translatable-text';

/** The modules whose guests' answers are mailed (`decisions.md` §3 "Form and RSVP delivery"). */
const MAILED_MODULE_TYPES = ['Rsvp', 'Form', 'Speech2'] as const;
type MailedModuleType = (typeof MAILED_MODULE_TYPES)[number];

/** A module whose answers nobody gets by mail. */
export interface FormWithoutRecipients {
  id: string;
  siteModuleType: MailedModuleType;
  title: TranslatableText;
}

function isMailed(type: string): type is MailedModuleType {
  return (MAILED_MODULE_TYPES as readonly string[]).includes(type);
}

function hasRecipients(site: SiteV2, formId: string): boolean {
  return site.formRecipients.some((entry) => entry.formId === formId && entry.recipients.length > 0);
}

/** The RSVPs, forms and speech sign-ups of the site whose answers go to no mail address, in page order. */
export function formsWithoutRecipients(site: SiteV2): FormWithoutRecipients[] {
  return site.siteModules.flatMap((module) =>
    isMailed(module.siteModuleType) && !hasRecipients(site, module.id)
      ? [{ id: module.id, siteModuleType: module.siteModuleType, title: module.title }]
      : [],
  );
}

/**
 * A new site's answers go to its owner by default: every RSVP, form and speech sign-up without a recipient
 * gets the owner's mail, so a site made by the wizard or quick start is not silently mailing nobody.
 */
export function withOwnerAsRecipient(site: SiteV2, ownerMail: string): SiteV2 {
  const missing = formsWithoutRecipients(site);
  if (missing.length === 0) return site;
  const ids = new Set(missing.map((form) => form.id));
  return {
    ...site,
    formRecipients: [
      ...site.formRecipients.filter((entry) => !ids.has(entry.formId)),
      ...missing.map((form) => ({ formId: form.id, recipients: [ownerMail] })),
    ],
  };
}
