import type { SiteLanguageCode } from '../constants/languages';
import type { SiteModuleType } from '../constants/module-types';
import type { Brand } from '../constants/platform';
import { defaultCountdownDate, formatDateTimeLocal } from '../rules/countdown';
import type { TranslatableText } from '../schemas/translatable-text';
import { siteModuleSchema, type SiteModule } from '../schemas/site-modules';
import { newModuleContent, wordsIn } from './new-module-content';
import { newModuleId } from './new-module-id';
import { newScheduleEvents } from './new-schedule-events';

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
  Seating: { sv: 'Bordsplacering', en: 'Seating', da: 'Bordplan' },
};

export interface CreateModuleOptions {
  /** The site's languages: the new title is given in each of them that has one. */
  languages: readonly SiteLanguageCode[];
  /** A fresh one when absent. */
  id?: string;
  /** The countdown's default target is counted from here (six months ahead at 15:00, `002` §9). */
  now?: Date;
  /** Whose day a new programme's sample events are (a wedding's ceremony, dinner and party); a wedding when absent. */
  brand?: Brand;
  /** The site's date ('YYYY-MM-DDTHH:mm', its countdown's), the day a new programme's events are on. */
  date?: string | null;
}

/**
 * A new module of a type with the spec's defaults (`002` §3, §9: button texts, max guests 5, MEDIUM image
 * size, map zoom 12 and marker #ea4335 once a place is given, an empty list, a countdown six months ahead
 * at 15:00), a fresh id, a title in the site's languages and the content of `newModuleContent`; a programme
 * starts with the brand's usual events on the site's date, or on the countdown's default day.
 */
export function createModule(
  type: SiteModuleType,
  { languages, id = newModuleId(), now = new Date(), brand = 'wedding', date = null }: CreateModuleOptions,
): SiteModule {
  const title = wordsIn(NEW_MODULE_TITLES[type], languages);
  const siteDate = date ?? formatDateTimeLocal(defaultCountdownDate(now));
  const typeFields =
    type === 'Countdown'
      ? { countdownDate: formatDateTimeLocal(defaultCountdownDate(now)) }
      : type === 'Schedule'
        ? { events: newScheduleEvents(brand, siteDate, languages, newModuleId) }
        : newModuleContent(type, languages, newModuleId);
  return siteModuleSchema.parse({ id, siteModuleType: type, title, ...typeFields });
}
