import { z } from 'zod';
import { withOpenEventsOnly } from '../rules/schedule-events';
import type { LegacyModule } from './legacy-site';
import type { LegacySite, Site, SiteV2 } from './site';
import { legacySiteObjectSchema, siteV2ObjectSchema } from './site';

/*
 * What a guest receives (`decisions.md` §3 "Public site by host"): never the guest password, the
 * form recipients, the legacy mail receivers, the wizard answers or any mail address.
 */

/** A version-2 site as guests get it. */
export const publicSiteV2Schema = siteV2ObjectSchema.omit({
  password: true,
  formRecipients: true,
  wizardData: true,
});
export type PublicSiteV2 = z.infer<typeof publicSiteV2Schema>;

/** A version-1 site as guests get it. */
export const publicLegacySiteSchema = legacySiteObjectSchema.omit({
  password: true,
  formRecipients: true,
  wizardData: true,
  mailReceivers: true,
});
export type PublicLegacySite = z.infer<typeof publicLegacySiteSchema>;

/** The public site of `GET /api/sites/public/host/{host}` (`decisions.md` §3). */
export const publicSiteSchema = z.discriminatedUnion('usesSiteModules', [
  publicSiteV2Schema,
  publicLegacySiteSchema,
]);
export type PublicSite = z.infer<typeof publicSiteSchema>;

/* Legacy modules carry fields the spec does not name; any that hold mail addresses go. */
const PRIVATE_LEGACY_KEY = /mail|receiver|recipient/i;

function withoutPrivateKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrivateKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !PRIVATE_LEGACY_KEY.test(key))
      .map(([key, item]) => [key, withoutPrivateKeys(item)]),
  );
}

/** The known legacy module fields never match the pattern, so the result is still a legacy module. */
function toPublicLegacyModule(module: LegacyModule): LegacyModule {
  return withoutPrivateKeys(module) as LegacyModule;
}

function toPublicSiteV2(site: SiteV2): PublicSiteV2 {
  const { password: _password, formRecipients: _formRecipients, wizardData: _wizardData, ...rest } = site;
  // Hidden modules are drafts the owner sees only in edit mode (`001` "Anchors and menu"); an event by
  // invitation reaches a guest only through a personal link (issue 34).
  return {
    ...rest,
    siteModules: rest.siteModules
      .filter((module) => !module.hide)
      .map((module) => (module.siteModuleType === 'Schedule' ? withOpenEventsOnly(module) : module)),
  };
}

function toPublicLegacySite(site: LegacySite): PublicLegacySite {
  const {
    password: _password,
    formRecipients: _formRecipients,
    wizardData: _wizardData,
    mailReceivers: _mailReceivers,
    ...rest
  } = site;
  return {
    ...rest,
    modules: rest.modules.filter((module) => !module.hide).map(toPublicLegacyModule),
  };
}

/**
 * The site as a guest may see it (`decisions.md` §3 "Public site by host", §4): private fields
 * removed, and hidden modules of a version-2 site left out.
 */
export function toPublicSite(site: Site): PublicSite {
  return site.usesSiteModules ? toPublicSiteV2(site) : toPublicLegacySite(site);
}
