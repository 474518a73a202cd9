import { siteName } from '../sites/site-name';
import {
  fontStack,
  hslToHex,
  INTERFACE_LANGUAGES,
  isSiteV2,
  scheduleEventsOf,
  translateText,
  type ColorScheme,
  type InterfaceLanguage,
  type Site,
} from '@eventsite/core';

/** A site that has not chosen colours prints in the editor's default scheme (`site-style.ts`). */
const DEFAULT_COLORS: ColorScheme = {
  primary: { h: 350, s: 30, l: 42 },
  onPrimary: { h: 0, s: 0, l: 100 },
  background: { h: 36, s: 40, l: 97 },
  onBackground: { h: 20, s: 16, l: 16 },
  surface: { h: 30, s: 30, l: 93 },
  onSurface: { h: 20, s: 16, l: 16 },
};

/** What every seating print takes from the site: its words, colours, fonts and monogram. */
export interface SeatingPrintLook {
  language: InterfaceLanguage;
  /** The couple's or host's names ('Anna & Erik'), else the header's title, else the address; may be empty. */
  title: string;
  /** The programme's event seated ('Middag'), or null for the whole day's RSVP. */
  eventTitle: string | null;
  /** CSS custom properties: the scheme's colours as hex (`--primary`…), `--heading` and `--text` stacks. */
  variables: Record<string, string>;
  fonts: { heading: string; text: string };
  /** The event logo's initials, drawn as the invitation cards draw their monogram badge. */
  monogram: { first: string; second: string } | null;
}

const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '';
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The language a site's prints are written in: its first language when the interface has it, else the market's. */
export function seatingPrintLanguage(site: Site, marketLanguage: InterfaceLanguage): InterfaceLanguage {
  const first = site.usesSiteModules ? site.availableLanguages[0]?.languageCode : undefined;
  return INTERFACE_LANGUAGES.find((language) => language === first) ?? marketLanguage;
}

/** The site's look and titles for the prints of the plan of `eventId`. */
export function seatingPrintLook(
  site: Site,
  eventId: string | null,
  language: InterfaceLanguage,
): SeatingPrintLook {
  const logo = site.eventLogo ?? null;
  const couple = (logo ? [logo.name1, logo.name2] : [site.wizardData?.name1, site.wizardData?.name2])
    .map((name) => name?.trim() ?? '')
    .filter((name) => name !== '');
  // The couple's names, else the header's title as guests read it ('Annas 40-årsfest'), else the address.
  const title =
    couple.length > 0 ? couple.join(' & ') : isSiteV2(site) ? siteName(site, language) : (site.host ?? '');
  const event =
    eventId === null || !isSiteV2(site)
      ? undefined
      : scheduleEventsOf(site.siteModules).find((placed) => placed.event.id === eventId)?.event;
  const variables: Record<string, string> = {};
  for (const [name, color] of Object.entries(site.colorScheme ?? DEFAULT_COLORS)) {
    variables[`--${kebab(name)}`] = hslToHex(color);
  }
  variables['--heading'] = fontStack(site.fonts.heading);
  variables['--text'] = fontStack(site.fonts.text);
  const monogram =
    logo && initialOf(logo.name1) !== '' && initialOf(logo.name2) !== ''
      ? { first: initialOf(logo.name1), second: initialOf(logo.name2) }
      : null;
  return {
    language,
    title,
    eventTitle: event ? translateText(event.title, language) || null : null,
    variables,
    fonts: site.fonts,
    monogram,
  };
}
