import { z } from 'zod';
import { mailSchema } from '../api/accounts';
import { LEGACY_DEFAULT_TEXTS } from '../constants/default-texts';
import { SITE_MODULE_TYPES, type SiteModuleType } from '../constants/module-types';
import { MAX_NUMBER_OF_GUESTS, MAX_RECEIVER_ADDRESSES } from '../constants/rsvp';
import { boundedJsonValueSchema, entityIdSchema, TEXT_LENGTH_LIMITS, textSchema } from './common';

/*
 * The version-1 site model (before siteModules, `000` §3 "Site legacy form"). The decisions the
 * documents leave open are written down in docs/legacy-sites.md.
 */

const legacyShortTextSchema = textSchema.max(TEXT_LENGTH_LIMITS.short);
const legacyLongTextSchema = textSchema.max(TEXT_LENGTH_LIMITS.long);

/** Module types of a version-1 site: the version-2 names; `Rsvp` is the older RSVP (docs/legacy-sites.md). */
export const LEGACY_MODULE_TYPES = SITE_MODULE_TYPES;
export type LegacyModuleType = SiteModuleType;

/**
 * A module of a version-1 site; id starts CLIENTID when made in the browser (`002` §3 "New module
 * (legacy)"). Its `type` names it; the older RSVP and speech modules carry the properties `002` §3 lists,
 * every other type the version-2 module's content with single-language strings (docs/legacy-sites.md).
 * The content is checked by `legacyModuleContentProblem` on the site, so this shape stays open.
 */
export const legacyModuleSchema = z
  .object({
    id: entityIdSchema,
    type: z.enum(LEGACY_MODULE_TYPES),
    title: legacyShortTextSchema.default(''),
    menuTitle: legacyShortTextSchema.optional(),
    hide: z.boolean().default(false),
    hideInMenu: z.boolean().default(false),
    slug: legacyShortTextSchema.optional(),
  })
  .catchall(boundedJsonValueSchema(200000));
export type LegacyModule = z.infer<typeof legacyModuleSchema>;

/** A text field of the older RSVP and speech forms (`002` §3 "Text field definition"). */
export const legacyTextFieldSchema = z.object({
  id: entityIdSchema,
  label: legacyShortTextSchema.default(LEGACY_DEFAULT_TEXTS.textFieldLabel),
  mandatory: z.boolean().default(false),
});
export type LegacyTextField = z.infer<typeof legacyTextFieldSchema>;

/** A radio group of the older RSVP form; option ids start RadioGroupOption (`002` §3 "Radio group"). */
export const legacyRadioGroupSchema = z.object({
  id: entityIdSchema,
  label: legacyShortTextSchema.default(LEGACY_DEFAULT_TEXTS.radioGroupLabel),
  options: z.array(z.object({ id: entityIdSchema, label: legacyShortTextSchema })).max(50),
});
export type LegacyRadioGroup = z.infer<typeof legacyRadioGroupSchema>;

const legacyTextFieldsSchema = z.array(legacyTextFieldSchema).max(50).default([]);
const legacyRadioGroupsSchema = z.array(legacyRadioGroupSchema).max(50).default([]);

/** Properties of the older RSVP module (`001` §3, `002` §3 "Legacy RSVP module properties"). */
export const legacyRsvpModulePropertiesSchema = z.object({
  maxNumberOfPersons: z
    .number()
    .int()
    .min(MAX_NUMBER_OF_GUESTS.min)
    .max(MAX_NUMBER_OF_GUESTS.max)
    .default(MAX_NUMBER_OF_GUESTS.default),
  text: legacyLongTextSchema.optional(),
  chooseNumberOfPersonsText: legacyShortTextSchema.optional(),
  personTitle: legacyShortTextSchema.optional(),
  showRSVPFormWhenOnlyOnePerson: z.boolean().optional(),
  sendButton: legacyShortTextSchema.optional(),
  confirmationTitle: legacyShortTextSchema.optional(),
  confirmationText: legacyLongTextSchema.default(LEGACY_DEFAULT_TEXTS.rsvpConfirmationText),
  customTextFieldsAbove: legacyTextFieldsSchema,
  customMultipleRadioGroups: legacyRadioGroupsSchema,
  customMultipleRadioGroupsBelow: legacyRadioGroupsSchema,
  customTextFieldsBelow: legacyTextFieldsSchema,
  /** Show the fields below only when this radio group has this answer (`002` §4 "Legacy conditional questions"). */
  conditionShowTextFieldsBelow: z
    .object({ question: entityIdSchema, answer: entityIdSchema })
    .nullable()
    .optional(),
});
export type LegacyRsvpModuleProperties = z.infer<typeof legacyRsvpModulePropertiesSchema>;

/** Properties of the older speech module (`002` §3 "Speech module"). */
export const legacySpeechModulePropertiesSchema = z.object({
  text: legacyLongTextSchema.optional(),
  customTextFields: legacyTextFieldsSchema,
  sendButton: legacyShortTextSchema.optional(),
  showFormButton: legacyShortTextSchema.default(LEGACY_DEFAULT_TEXTS.speechStartButton),
  confirmationTitle: legacyShortTextSchema.optional(),
  confirmationText: legacyLongTextSchema.default(LEGACY_DEFAULT_TEXTS.speechConfirmationText),
});
export type LegacySpeechModuleProperties = z.infer<typeof legacySpeechModulePropertiesSchema>;

const receiverListSchema = z.union([mailSchema, z.array(mailSchema).min(1).max(MAX_RECEIVER_ADDRESSES)]);

/** Who gets a legacy site's RSVPs and speech sign-ups: a mail or a list of up to six (`002` §3, §5). Private. */
export const legacyMailReceiversSchema = z.object({
  rsvp: receiverListSchema.optional(),
  speech: receiverListSchema.optional(),
});
export type LegacyMailReceivers = z.infer<typeof legacyMailReceiversSchema>;
