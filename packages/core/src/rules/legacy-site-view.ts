import type { LegacyMailReceivers, LegacyModule, LegacyRsvpModuleProperties } from '../schemas/legacy-site';
import type { PublicLegacySite } from '../schemas/public-site';
import type { LegacyCustomValue, LegacySpeech } from '../schemas/rsvp';
import type { FormRecipients, SiteV2 } from '../schemas/site';
import { rsvpModuleSchema, type SiteModule } from '../schemas/site-modules';
import { readLegacyModule, richTextFromPlainText } from './legacy-modules';
import { legacyRsvpFormElements } from './legacy-rsvp';

/** An older RSVP on a version-1 site, drawn by its own view. */
export interface LegacyRsvpOnSite {
  id: string;
  title: string;
  properties: LegacyRsvpModuleProperties;
}

export interface LegacySiteView {
  /** The site as a version-2 site in its one language; an older RSVP stands in it as an empty Rsvp module. */
  site: SiteV2;
  /** The older RSVP modules, by the id of their stand-in. */
  legacyRsvps: ReadonlyMap<string, LegacyRsvpOnSite>;
}

type LegacySiteInput = PublicLegacySite & {
  mailReceivers?: LegacyMailReceivers;
  formRecipients?: readonly FormRecipients[];
};

/** The labels of the older forms' own fields: the RSVP's names, and the speech sign-up's names, phone and mail. */
const FIELD_LABELS: Record<string, { firstName: string; lastName: string; phone: string; mail: string }> = {
  sv: { firstName: 'Förnamn', lastName: 'Efternamn', phone: 'Telefon', mail: 'E-post' },
  da: { firstName: 'Fornavn', lastName: 'Efternavn', phone: 'Telefon', mail: 'E-mail' },
  en: { firstName: 'First name', lastName: 'Last name', phone: 'Phone', mail: 'Email' },
};

/** Ids of the speech sign-up's own fields in `withSpeechOwnFields`; no legacy field id takes them. */
const LEGACY_SPEECH_FIELD_IDS = {
  firstName: 'legacy-speech-firstName',
  lastName: 'legacy-speech-lastName',
  phone: 'legacy-speech-phone',
  mail: 'legacy-speech-mail',
} as const;

/**
 * The custom values of an older speech call with the speaker's own fields (`001` §7: `speech.firstName`,
 * `lastName`, `phone`, `mail`) as answers to `withSpeechOwnFields`' questions; values sent under those ids
 * already are kept.
 */
export function legacySpeechValues(speech: LegacySpeech): LegacyCustomValue[] {
  const sent = new Set(speech.customValues.map((customValue) => customValue.id));
  const own = (Object.keys(LEGACY_SPEECH_FIELD_IDS) as (keyof typeof LEGACY_SPEECH_FIELD_IDS)[])
    .filter((key) => !sent.has(LEGACY_SPEECH_FIELD_IDS[key]) && speech[key] !== undefined)
    .map((key) => ({
      id: LEGACY_SPEECH_FIELD_IDS[key],
      value: speech[key] ?? '',
      type: 'TextField' as const,
      label: '',
    }));
  return [...own, ...speech.customValues];
}

/**
 * The older speech sign-up with its own fields first (`002` §3 "Legacy answer objects": the speech object
 * holds the speaker's name, phone and mail besides the custom values): first and last name required, phone
 * and mail optional. They are asked like its text fields, so the hosts' mail and answers name the speaker.
 */
function withSpeechOwnFields(module: SiteModule, language: string): SiteModule {
  if (module.siteModuleType !== 'Speech2') return module;
  const labels = FIELD_LABELS[language] ?? FIELD_LABELS.sv!;
  const field = (key: keyof typeof LEGACY_SPEECH_FIELD_IDS, mandatory: boolean) => ({
    id: LEGACY_SPEECH_FIELD_IDS[key],
    label: { [language]: labels[key] },
    mandatory,
  });
  return {
    ...module,
    customTextFields: [
      field('firstName', true),
      field('lastName', true),
      field('phone', false),
      field('mail', false),
      ...module.customTextFields,
    ],
  };
}

/**
 * The older RSVP as a version-2 Rsvp module in one language, so it draws like one: its persons are the
 * guests, `personTitle` heads each, and its questions are `legacyRsvpFormElements`. Answers still go to
 * `/v3/` (the guest view and the server tell it by `legacyRsvps`).
 */
function legacyRsvpStandIn(
  module: LegacyModule,
  properties: LegacyRsvpModuleProperties,
  language: string,
): SiteModule {
  const text = (value: string | undefined) => (value ? { [language]: value } : undefined);
  return rsvpModuleSchema.parse({
    id: module.id,
    siteModuleType: 'Rsvp',
    title: text(module.title),
    menuTitle: text(module.menuTitle),
    hide: module.hide,
    hideInMenu: module.hideInMenu,
    text: properties.text ? { [language]: richTextFromPlainText(properties.text) } : undefined,
    form: {
      formElements: legacyRsvpFormElements(properties, language, FIELD_LABELS[language] ?? FIELD_LABELS.sv!),
    },
    maxNumberOfGuests: properties.maxNumberOfPersons,
    selectNumberOfGuestsText: text(properties.chooseNumberOfPersonsText),
    guestIndexTitle: text(properties.personTitle),
    sendButton: text(properties.sendButton),
    confirmationTitle: text(properties.confirmationTitle),
    confirmationText: text(properties.confirmationText),
  });
}

function receiverList(receivers: string | readonly string[] | undefined): string[] {
  if (receivers === undefined) return [];
  return typeof receivers === 'string' ? [receivers] : [...receivers];
}

/**
 * A version-1 site read as a version-2 one (docs/legacy-sites.md): every module in `language`, the
 * older RSVP kept aside for its own view, and the legacy mail receivers as the recipients of the RSVP and
 * speech modules (`decisions.md` §3 "Form and RSVP delivery"). Guests' pages and calls then work the same
 * for both versions; a module whose content cannot be read is left out rather than break the page.
 */
export function viewLegacySite(site: LegacySiteInput, language: string): LegacySiteView {
  const siteModules: SiteModule[] = [];
  const legacyRsvps = new Map<string, LegacyRsvpOnSite>();
  for (const module of site.modules) {
    const reading = readLegacyModule(module, language);
    if (reading.kind === 'module') siteModules.push(withSpeechOwnFields(reading.module, language));
    if (reading.kind === 'rsvp') {
      legacyRsvps.set(module.id, { id: module.id, title: module.title, properties: reading.properties });
      siteModules.push(legacyRsvpStandIn(module, reading.properties, language));
    }
  }
  const recipients = (type: string, list: string[]): FormRecipients[] =>
    list.length === 0
      ? []
      : siteModules
          .filter((module) => module.siteModuleType === type)
          .map((module) => ({ formId: module.id, recipients: list }));
  const {
    modules: _modules,
    images: _images,
    mailReceivers,
    formRecipients = [],
    usesSiteModules: _usesSiteModules,
    ...common
  } = site;
  return {
    site: {
      ...common,
      usesSiteModules: true,
      availableLanguages: [
        { languageCode: language as SiteV2['availableLanguages'][number]['languageCode'] },
      ],
      formRecipients: [
        ...formRecipients,
        ...recipients('Rsvp', receiverList(mailReceivers?.rsvp)),
        ...recipients('Speech2', receiverList(mailReceivers?.speech)),
      ],
      siteModules,
    },
    legacyRsvps,
  };
}
