import { z } from 'zod';
import { mailSchema } from '../api/accounts';
import { DEFAULT_SITE_LANGUAGE_CODE, MAX_SITE_LANGUAGES } from '../constants/languages';
import { MAX_RECEIVER_ADDRESSES } from '../constants/rsvp';
import { colorSchemeSchema } from './color-scheme';
import { entityIdSchema, hostNameSchema, isoTimestampSchema, textSchema } from './common';
import { fontsSchema, siteGraphicSchema, themeSchema } from './design';
import { eventLogoSchema } from './event-logo';
import { giftPotTotalSchema, giftReservationSchema } from './gift-registry';
import { imageSchema } from './image';
import { legacyMailReceiversSchema, legacyModuleSchema } from './legacy-site';
import { legacyModuleContentProblem } from '../rules/legacy-modules';
import { siteModuleSchema } from './site-modules';
import { siteLanguageCodeSchema } from './translatable-text';
import { wizardDataSchema } from './wizard-data';

/** A language the site offers (`001` §3). */
export const availableLanguageSchema = z.object({ languageCode: siteLanguageCodeSchema });
export type AvailableLanguage = z.infer<typeof availableLanguageSchema>;

/** Who gets the submissions of one Form or Rsvp module (`002` §3, `decisions.md` §3). Private. */
export const formRecipientsSchema = z.object({
  formId: entityIdSchema,
  recipients: z.array(mailSchema).max(MAX_RECEIVER_ADDRESSES),
});
export type FormRecipients = z.infer<typeof formRecipientsSchema>;

/** A custom domain of the site and when its registration expires (`000` §3). */
export const customDomainSchema = z.object({ domain: hostNameSchema, expires: isoTimestampSchema });
export type CustomDomain = z.infer<typeof customDomainSchema>;

const availableLanguagesSchema = z
  .array(availableLanguageSchema)
  .min(1)
  .max(MAX_SITE_LANGUAGES)
  .default(() => [{ languageCode: DEFAULT_SITE_LANGUAGE_CODE }])
  .refine(
    (languages) => new Set(languages.map((language) => language.languageCode)).size === languages.length,
    {
      message: 'languages must not repeat',
    },
  );

/** Fields of every site, old or new (`000` §3 "Site (common)", `001` §3, `002` §3). */
const siteCommonShape = {
  _id: entityIdSchema,
  /** Where the site is published; none until an address is chosen. */
  host: hostNameSchema.nullable().optional(),
  active: z.boolean().default(false),
  activeDate: isoTimestampSchema.nullable().optional(),
  activeExpireDate: isoTimestampSchema.nullable().optional(),
  /**
   * The guest password's hash, kept on the server: no answer carries it (`decisions.md` §3, §4), and a
   * save keeps the stored one whatever the body says. It is set with `PUT /api/sites/{id}/password`.
   */
  password: textSchema.max(1024).nullable().optional(),
  /** In the owner's answers: whether guests need a password. Never stored; the server derives it. */
  hasPassword: z.boolean().optional(),
  hasRsvps: z.boolean().default(false),
  quickStart: z.boolean().default(false),
  /** Incremented by every save; a save must carry the stored one (`decisions.md` §3 "Save"). */
  siteVersion: z.number().int().min(0).default(0),
  theme: themeSchema,
  fonts: fontsSchema,
  colorScheme: colorSchemeSchema.optional(),
  eventLogo: eventLogoSchema.nullable().optional(),
  siteGraphic: siteGraphicSchema.nullable().optional(),
  mostRecentSelectedDesignTemplate: textSchema.max(100).nullable().optional(),
  customDomainActive: z.boolean().default(false),
  customDomainActiveDate: isoTimestampSchema.nullable().optional(),
  /** Custom-domain registrations already paid for; while above 0 a domain costs nothing (`000` §4). */
  customDomainRegistrationsAvailable: z.number().int().min(0).max(100).default(0),
  metaNoindex: z.boolean().default(false),
  availableLanguages: availableLanguagesSchema,
  giftRegistryReservations: z.array(giftReservationSchema).max(10000).default([]),
  /** Reported money gifts per pot that shows its progress (issue 37); derived by the server, never saved. */
  giftPotTotals: z.array(giftPotTotalSchema).max(200).default([]),
  formRecipients: z.array(formRecipientsSchema).max(100).default([]),
  /** Private (`decisions.md` §3). */
  wizardData: wizardDataSchema.nullable().optional(),
  visitorCount: z.number().int().min(0).default(0),
  customDomains: z.array(customDomainSchema).max(20).default([]),
};

/** Ids must be unique within a list; reports the repeated one by path. */
function refineUniqueIds(ids: readonly string[], path: string, context: z.RefinementCtx): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) {
      context.addIssue({ code: 'custom', message: `duplicate id ${id}`, path: [path, index, 'id'] });
    }
    seen.add(id);
  });
}

/** The shape of a version-2 site without its cross-field checks; `siteV2Schema` adds them. */
export const siteV2ObjectSchema = z.object({
  ...siteCommonShape,
  usesSiteModules: z.literal(true),
  siteModules: z.array(siteModuleSchema).max(100).default([]),
});

/** A version-2 site, made of siteModules (`000` §3, `002` §3). */
export const siteV2Schema = siteV2ObjectSchema.superRefine((site, context) =>
  refineUniqueIds(
    site.siteModules.map((module) => module.id),
    'siteModules',
    context,
  ),
);
export type SiteV2 = z.infer<typeof siteV2Schema>;
export type SiteV2Input = z.input<typeof siteV2Schema>;

/** The shape of a version-1 site without its cross-field checks; `legacySiteSchema` adds them. */
export const legacySiteObjectSchema = z.object({
  ...siteCommonShape,
  usesSiteModules: z.literal(false).default(false),
  modules: z.array(legacyModuleSchema).max(100).default([]),
  images: z.array(imageSchema).max(500).default([]),
  /** Private (`decisions.md` §3). */
  mailReceivers: legacyMailReceiversSchema.default({}),
});

/** A version-1 site, from before siteModules (`000` §3 "Site legacy form"). */
export const legacySiteSchema = legacySiteObjectSchema.superRefine((site, context) => {
  refineUniqueIds(
    site.modules.map((module) => module.id),
    'modules',
    context,
  );
  site.modules.forEach((module, index) => {
    const problem = legacyModuleContentProblem(module);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['modules', index] });
  });
});
export type LegacySite = z.infer<typeof legacySiteSchema>;

/** Any site; `usesSiteModules` true selects version 2 (`000` §3). */
export const siteSchema = z.discriminatedUnion('usesSiteModules', [siteV2Schema, legacySiteSchema]);
export type Site = z.infer<typeof siteSchema>;
export type SiteInput = z.input<typeof siteSchema>;

/** True for a version-2 site (`000` §3: V2 when usesSiteModules is true). */
export function isSiteV2(site: Site): site is SiteV2 {
  return site.usesSiteModules === true;
}

/** One stored save of a site, newest first in the list (`002` §3, `decisions.md` §3 "Versions"). */
export const siteVersionEntrySchema = z.object({
  siteVersion: z.number().int().min(0),
  createdAt: isoTimestampSchema,
  data: siteSchema,
});
export type SiteVersionEntry = z.infer<typeof siteVersionEntrySchema>;
