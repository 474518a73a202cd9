import type { DesignTemplate } from '../schemas/design';
import { DEFAULT_EVENT_LOGO_BADGE } from '../constants/event-logos';

/*
 * The looks the wedding get-started wizard offers in its first step (`002` §2.6 "pick a design template"):
 * a small set of complete wedding designs in the shape of a design template, so the generated demo site
 * looks finished whichever is picked. The first is the wizard's default.
 */

function hsl(h: number, s: number, l: number): { h: number; s: number; l: number } {
  return { h, s, l };
}

export const WIZARD_LOOKS: readonly DesignTemplate[] = [
  {
    name: 'Eucalyptus',
    theme: 'theme12',
    fonts: { heading: 'Cormorant Garamond', text: 'Lato' },
    colorScheme: {
      primary: hsl(145, 20, 36),
      background: hsl(40, 40, 97),
      surface: hsl(100, 16, 91),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(150, 14, 18),
      onSurface: hsl(150, 14, 18),
    },
    siteGraphic: 'eucalyptus',
    eventLogo: {
      name: 'ModernMonogramBadge',
      name1: '',
      name2: '',
      additionalText: '',
      ...DEFAULT_EVENT_LOGO_BADGE,
    },
    brandsExclusive: ['wedding'],
  },
  {
    name: 'Classic',
    theme: 'theme4',
    fonts: { heading: 'Playfair Display', text: 'Lora' },
    colorScheme: {
      primary: hsl(218, 38, 30),
      background: hsl(42, 45, 97),
      surface: hsl(40, 30, 92),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(220, 25, 16),
      onSurface: hsl(220, 25, 16),
    },
    siteGraphic: 'corner1',
    eventLogo: null,
    brandsExclusive: [],
  },
  {
    name: 'Romance',
    theme: 'theme7',
    fonts: { heading: 'Great Vibes', text: 'Lora' },
    colorScheme: {
      primary: hsl(350, 45, 52),
      background: hsl(20, 60, 98),
      surface: hsl(355, 55, 94),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(345, 20, 20),
      onSurface: hsl(345, 20, 20),
    },
    siteGraphic: 'leafMix',
    eventLogo: null,
    brandsExclusive: [],
  },
  {
    name: 'Meadow',
    theme: 'theme11',
    fonts: { heading: 'Parisienne', text: 'Nunito' },
    colorScheme: {
      primary: hsl(32, 55, 42),
      background: hsl(48, 50, 96),
      surface: hsl(75, 28, 88),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(90, 18, 18),
      onSurface: hsl(90, 18, 18),
    },
    siteGraphic: 'greenAndGoldFlowers',
    eventLogo: null,
    brandsExclusive: [],
  },
  {
    name: 'Minimal',
    theme: 'theme8',
    fonts: { heading: 'Josefin Sans', text: 'Montserrat' },
    colorScheme: {
      primary: hsl(30, 8, 22),
      background: hsl(0, 0, 100),
      surface: hsl(30, 12, 95),
      onPrimary: hsl(0, 0, 100),
      onBackground: hsl(30, 8, 14),
      onSurface: hsl(30, 8, 14),
    },
    siteGraphic: null,
    eventLogo: null,
    brandsExclusive: [],
  },
];

/** The look of a wizard answer: the named one, or the default (the first) for none or an unknown name. */
export function wizardLookOf(name: string | null | undefined): DesignTemplate {
  const [defaultLook] = WIZARD_LOOKS;
  if (!defaultLook) throw new Error('The wizard has no looks');
  return WIZARD_LOOKS.find((look) => look.name === name) ?? defaultLook;
}
