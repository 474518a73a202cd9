import type { SiteLanguageCode } from '../constants/languages';
import type { SiteModuleType } from '../constants/module-types';
import { defaultCountdownDate, formatDateTimeLocal } from '../rules/countdown';
import type { TranslatableText } from '../schemas/translatable-text';
import { siteModuleSchema, type SiteModule } from '../schemas/site-modules';
import { newModuleContent, wordsIn } from './new-module-content';
import { newModuleId } from './new-module-id';

/**
 * The title a new module starts with, so it has a menu entry at once; the header's title is the couple's or
 * the party's name, which the owner types. Languages without a word here start without a title.
 */
export const NEW_MODULE_TITLES: Readonly<Record<SiteModuleType, TranslatableText>> = {
  Header: {},
  Location: { sv: 'Plats och tid', en: 'Time and place', da: 'Tid og sted' },
  TextAndImageList: { sv: 'Program', en: 'Schedule', da: 'Program' },
  ImageAndText: { sv: 'Välkommen', en: 'Welcome', da: 'Velkommen' },
  Text: { sv: 'Information', en: 'Information', da: 'Information' },
  Rsvp: { sv: 'OSA', en: 'RSVP', da: 'Tilmelding' },
  Speech2: { sv: 'Tal', en: 'Speeches', da: 'Taler' },
  Countdown: { sv: 'Nedräkning', en: 'Countdown', da: 'Nedtælling' },
  GiftRegistry: { sv: 'Önskelista', en: 'Wish list', da: 'Ønskeliste' },
  PeopleList: { sv: 'Viktiga personer', en: 'Key people', da: 'Vigtige personer' },
  Video: { sv: 'Film', en: 'Video', da: 'Video' },
  Form: { sv: 'Formulär', en: 'Form', da: 'Formular' },
  ImageGallery: { sv: 'Bilder', en: 'Photos', da: 'Billeder' },
  Schedule: { sv: 'Program', en: 'Programme', da: 'Program' },
};

export interface CreateModuleOptions {
  /** The site's languages: the new title is given in each of them that has one. */
  languages: readonly SiteLanguageCode[];
  /** A fresh one when absent. */
  id?: string;
  /** The countdown's default target is counted from here (six months ahead at 15:00, `002` §9). */
  now?: Date;
}

/**
 * A new module of a type with the spec's defaults (`002` §3, §9: button texts, max guests 5, MEDIUM image
 * size, map zoom 12 and marker #ea4335 once a place is given, an empty list, a countdown six months ahead
 * at 15:00), a fresh id, a title in the site's languages and the content of `newModuleContent`.
 */
export function createModule(
  type: SiteModuleType,
  { languages, id = newModuleId(), now = new Date() }: CreateModuleOptions,
): SiteModule {
  const title = wordsIn(NEW_MODULE_TITLES[type], languages);
  const typeFields =
    type === 'Countdown'
      ? { countdownDate: formatDateTimeLocal(defaultCountdownDate(now)) }
      : newModuleContent(type, languages, newModuleId);
  return siteModuleSchema.parse({ id, siteModuleType: type, title, ...typeFields });
}
