import type { DesignTemplate } from '../schemas/design';
import type { EventLogo } from '../schemas/event-logo';
import { colorPaletteOf } from './color-palettes';
import { DEFAULT_EVENT_LOGO_BADGE, type EventLogoName } from './event-logos';
import type { Brand } from './platform';
import type { SiteGraphic } from './site-graphics';
import type { Theme } from './themes';

/** The logo design a template brings; the names on it stay the owner's (`applyDesignTemplate`). */
function logo(name: EventLogoName): EventLogo {
  const sliders = name === 'ModernMonogramBadge' ? DEFAULT_EVENT_LOGO_BADGE : {};
  return { name, name1: '', name2: '', additionalText: '', ...sliders };
}

interface TemplateParts {
  palette: string;
  heading: string;
  text: string;
  theme: Theme;
  graphic: SiteGraphic | null;
  logo: EventLogoName | null;
  only?: Brand[];
}

function template(name: string, parts: TemplateParts): DesignTemplate {
  return {
    name,
    colorScheme: colorPaletteOf(parts.palette).colorScheme,
    fonts: { heading: parts.heading, text: parts.text },
    theme: parts.theme,
    siteGraphic: parts.graphic,
    eventLogo: parts.logo === null ? null : logo(parts.logo),
    brandsExclusive: parts.only ?? [],
  };
}

const WEDDING: Brand[] = ['wedding'];
const PARTY: Brand[] = ['party'];

/**
 * The named designs of the Design drawer (`002` §2.4: about 35, some exclusive to wedding or party). Each
 * is a finished whole: a palette, a heading and a text font from the self-hosted list, a layout theme, a
 * decoration and, for the wedding brand, an event logo. theme12 is the wedding brand's own (`000` §1), so
 * its templates are wedding only. The name is stored in `mostRecentSelectedDesignTemplate`; what the
 * owner reads is the interface text `design.template.<name>`.
 */
export const DESIGN_TEMPLATES: readonly DesignTemplate[] = [
  // Wedding only.
  template('eucalyptusVows', {
    palette: 'eucalyptus',
    heading: 'Cormorant Garamond',
    text: 'Lato',
    theme: 'theme12',
    graphic: 'eucalyptus',
    logo: 'ModernMonogramBadge',
    only: WEDDING,
  }),
  template('greenAndGold', {
    palette: 'forest',
    heading: 'Playfair Display',
    text: 'Lora',
    theme: 'theme12',
    graphic: 'greenAndGoldFlowers',
    logo: 'LeafsBox',
    only: WEDDING,
  }),
  template('champagneGala', {
    palette: 'champagne',
    heading: 'Great Vibes',
    text: 'EB Garamond',
    theme: 'theme12',
    graphic: 'corner3',
    logo: 'BorderUpAndDown',
    only: WEDDING,
  }),
  template('midnightVows', {
    palette: 'midnight',
    heading: 'Cormorant Garamond',
    text: 'Source Serif 4',
    theme: 'theme12',
    graphic: 'background4',
    logo: 'ModernMonogramBorderBetween',
    only: WEDDING,
  }),
  template('burgundyVelvet', {
    palette: 'burgundy',
    heading: 'Libre Baskerville',
    text: 'Crimson Pro',
    theme: 'theme12',
    graphic: 'corner8',
    logo: 'BorderUpAndDown',
    only: WEDDING,
  }),
  template('dustyBlueGarden', {
    palette: 'dustyBlue',
    heading: 'Cormorant Garamond',
    text: 'Montserrat',
    theme: 'theme12',
    graphic: 'corner4',
    logo: 'ModernMonogramBadge',
    only: WEDDING,
  }),
  template('blushRomance', {
    palette: 'blush',
    heading: 'Parisienne',
    text: 'Lora',
    theme: 'theme7',
    graphic: 'leafMix',
    logo: 'HandDrawnHeart',
    only: WEDDING,
  }),
  template('summerMeadow', {
    palette: 'sage',
    heading: 'Dancing Script',
    text: 'Nunito',
    theme: 'theme11',
    graphic: 'mintedEucalyptus',
    logo: 'RelaxedByHand',
    only: WEDDING,
  }),
  template('classicIvory', {
    palette: 'ivoryRose',
    heading: 'Playfair Display',
    text: 'Georgia',
    theme: 'theme4',
    graphic: 'corner1',
    logo: 'ModernMonogramStrikethrough',
    only: WEDDING,
  }),
  template('lavenderField', {
    palette: 'lavender',
    heading: 'Great Vibes',
    text: 'Raleway',
    theme: 'theme7',
    graphic: 'corner7',
    logo: 'HandDrawnHeart',
    only: WEDDING,
  }),
  // Party only.
  template('confetti', {
    palette: 'confetti',
    heading: 'Abril Fatface',
    text: 'Nunito',
    theme: 'theme10',
    graphic: 'movingDots',
    logo: null,
    only: PARTY,
  }),
  template('sunsetParty', {
    palette: 'sunset',
    heading: 'Amatic SC',
    text: 'Quicksand',
    theme: 'theme10',
    graphic: 'background2',
    logo: null,
    only: PARTY,
  }),
  template('citrusSummer', {
    palette: 'citrus',
    heading: 'Amatic SC',
    text: 'Poppins',
    theme: 'theme10',
    graphic: 'background8',
    logo: null,
    only: PARTY,
  }),
  template('peachBirthday', {
    palette: 'peach',
    heading: 'Dancing Script',
    text: 'Nunito',
    theme: 'theme6',
    graphic: 'movingDots',
    logo: null,
    only: PARTY,
  }),
  template('neonNight', {
    palette: 'graphite',
    heading: 'Abril Fatface',
    text: 'Josefin Sans',
    theme: 'theme9',
    graphic: 'background5',
    logo: null,
    only: PARTY,
  }),
  template('oceanBreeze', {
    palette: 'ocean',
    heading: 'Poppins',
    text: 'Open Sans',
    theme: 'theme6',
    graphic: 'background3',
    logo: null,
    only: PARTY,
  }),
  // Every brand.
  template('nordicLight', {
    palette: 'nordic',
    heading: 'Josefin Sans',
    text: 'Lato',
    theme: 'theme8',
    graphic: null,
    logo: 'ModernMonogramBorderBetween',
  }),
  template('monochrome', {
    palette: 'monochrome',
    heading: 'Montserrat',
    text: 'Open Sans',
    theme: 'theme8',
    graphic: null,
    logo: 'ModernMonogramStrikethrough',
  }),
  template('editorial', {
    palette: 'monochrome',
    heading: 'Abril Fatface',
    text: 'Source Serif 4',
    theme: 'theme9',
    graphic: null,
    logo: 'BorderUpAndDown',
  }),
  template('terracottaTable', {
    palette: 'terracotta',
    heading: 'Lora',
    text: 'Lato',
    theme: 'theme11',
    graphic: 'leafMix',
    logo: 'RelaxedByHand',
  }),
  template('sageGarden', {
    palette: 'sage',
    heading: 'Cormorant Garamond',
    text: 'Nunito',
    theme: 'theme11',
    graphic: 'eucalyptus',
    logo: 'LeafsBox',
  }),
  template('navyClassic', {
    palette: 'navy',
    heading: 'Montserrat',
    text: 'Source Serif 4',
    theme: 'theme5',
    graphic: 'corner2',
    logo: 'ModernMonogramBadge',
  }),
  template('tealModern', {
    palette: 'teal',
    heading: 'Poppins',
    text: 'Lato',
    theme: 'theme5',
    graphic: null,
    logo: 'ModernMonogramStrikethrough',
  }),
  template('emeraldEvening', {
    palette: 'emerald',
    heading: 'Playfair Display',
    text: 'Lato',
    theme: 'theme4',
    graphic: 'corner9',
    logo: 'ModernMonogramBadge',
  }),
  template('champagneToast', {
    palette: 'champagne',
    heading: 'Libre Baskerville',
    text: 'Open Sans',
    theme: 'theme4',
    graphic: 'corner5',
    logo: 'BorderUpAndDown',
  }),
  template('archipelago', {
    palette: 'dustyBlue',
    heading: 'Raleway',
    text: 'Open Sans',
    theme: 'theme6',
    graphic: 'background1',
    logo: 'ModernMonogramBorderBetween',
  }),
  template('autumnHarvest', {
    palette: 'terracotta',
    heading: 'Abril Fatface',
    text: 'Lora',
    theme: 'theme7',
    graphic: 'corner6',
    logo: 'HandDrawnHeart',
  }),
  template('midsummer', {
    palette: 'citrus',
    heading: 'Dancing Script',
    text: 'Lora',
    theme: 'theme11',
    graphic: 'mintedEucalyptus',
    logo: 'RelaxedByHand',
  }),
  template('graphiteNight', {
    palette: 'graphite',
    heading: 'Josefin Sans',
    text: 'Open Sans',
    theme: 'theme5',
    graphic: 'background6',
    logo: 'ModernMonogramBorderBetween',
  }),
  template('lavenderMist', {
    palette: 'lavender',
    heading: 'Quicksand',
    text: 'Nunito',
    theme: 'theme6',
    graphic: 'background7',
    logo: 'HandDrawnHeart',
  }),
  template('burgundyDinner', {
    palette: 'burgundy',
    heading: 'Playfair Display',
    text: 'Crimson Pro',
    theme: 'theme9',
    graphic: null,
    logo: 'ModernMonogramStrikethrough',
  }),
  template('blushModern', {
    palette: 'blush',
    heading: 'Raleway',
    text: 'Lato',
    theme: 'theme8',
    graphic: 'corner1',
    logo: 'ModernMonogramBadge',
  }),
  template('forestCabin', {
    palette: 'forest',
    heading: 'EB Garamond',
    text: 'Lato',
    theme: 'theme4',
    graphic: 'eucalyptus',
    logo: 'LeafsBox',
  }),
  template('conference', {
    palette: 'navy',
    heading: 'Montserrat',
    text: 'Open Sans',
    theme: 'theme5',
    graphic: null,
    logo: 'ModernMonogramBorderBetween',
  }),
  template('midnightGala', {
    palette: 'midnight',
    heading: 'Cormorant Garamond',
    text: 'Montserrat',
    theme: 'theme9',
    graphic: 'background4',
    logo: 'BorderUpAndDown',
  }),
  template('ivoryLetter', {
    palette: 'ivoryRose',
    heading: 'Cormorant Garamond',
    text: 'EB Garamond',
    theme: 'theme4',
    graphic: 'background7',
    logo: 'ModernMonogramBadge',
  }),
];

/** True when the brand offers the template: no exclusivity, or the brand is among the exclusive ones (`002` §2.4). */
export function isDesignTemplateForBrand(template: DesignTemplate, brand: Brand): boolean {
  return template.brandsExclusive.length === 0 || template.brandsExclusive.includes(brand);
}

/** The templates a brand offers, its own exclusive ones first. */
export function designTemplatesForBrand(brand: Brand): readonly DesignTemplate[] {
  return DESIGN_TEMPLATES.filter((candidate) => isDesignTemplateForBrand(candidate, brand));
}

/** The template of that name, if there is one (a stored name may be from an older list). */
export function designTemplateOf(name: string): DesignTemplate | undefined {
  return DESIGN_TEMPLATES.find((candidate) => candidate.name === name);
}
