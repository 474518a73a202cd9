import { z } from 'zod';
import { textSchema } from './common';
import { CHILDREN_POLICIES, DRESS_CODES, GIFT_POLICIES, WIZARD_DEFAULTS } from '../constants/wizard';
import { MAX_SITE_LANGUAGES } from '../constants/languages';
import { siteLanguageCodeSchema } from './translatable-text';

const DATE_TIME_LOCAL_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * The get-started wizard's answers (`002` §2.6, §3 "WizardData"); missing answers take the defaults
 * of `002` §9. Private: never in a public site (`decisions.md` §3).
 */
export const wizardDataSchema = z.object({
  name1: textSchema.trim().max(100).optional(),
  name2: textSchema.trim().max(100).optional(),
  location: textSchema.trim().max(500).optional(),
  /** datetime-local text; cleared when the date is not decided. */
  dateStart: textSchema.regex(DATE_TIME_LOCAL_PATTERN, 'must be YYYY-MM-DDTHH:mm').nullable().optional(),
  dateNotDecided: z.boolean().default(false),
  designTemplate: textSchema.max(100).nullable().optional(),
  dressCode: z.enum(DRESS_CODES).default(WIZARD_DEFAULTS.dressCode),
  children: z.enum(CHILDREN_POLICIES).default(WIZARD_DEFAULTS.children),
  gifts: z.enum(GIFT_POLICIES).default(WIZARD_DEFAULTS.gifts),
  languages: z
    .array(siteLanguageCodeSchema)
    .min(1)
    .max(MAX_SITE_LANGUAGES)
    .default(() => [...WIZARD_DEFAULTS.languages]),
});
export type WizardData = z.infer<typeof wizardDataSchema>;
export type WizardDataInput = z.input<typeof wizardDataSchema>;
