import type { Brand } from '../constants/platform';
import type { SiteModuleInput } from '../schemas/site-modules';
import { richTexts, type Trilingual } from './demo-content';

/*
 * The seating search of each brand's demo (issue 35): the demo has no plan, so a name looked up is answered
 * that the plan shows on the day, as a real site's guests are told before the owner's chosen day.
 */

const TITLE: Record<Brand, Trilingual> = {
  party: { sv: 'Bordsplacering', en: 'Seating', da: 'Bordplan' },
  wedding: { sv: 'Bordsplacering', en: 'Seating', da: 'Bordplan' },
  event: { sv: 'Var sitter jag?', en: 'Where do I sit?', da: 'Hvor sidder jeg?' },
};

const TEXT: Record<Brand, Trilingual<readonly string[]>> = {
  party: {
    sv: ['Skriv ditt namn så ser du vilket bord du sitter vid på middagen.'],
    en: ['Type your name to see which table you sit at for dinner.'],
    da: ['Skriv dit navn, så kan du se, hvilket bord du sidder ved til middagen.'],
  },
  wedding: {
    sv: ['Skriv ditt namn så ser du vilket bord du sitter vid på bröllopsmiddagen.'],
    en: ['Type your name to see which table you sit at for the wedding dinner.'],
    da: ['Skriv dit navn, så kan du se, hvilket bord du sidder ved til bryllupsmiddagen.'],
  },
  event: {
    sv: ['Skriv ditt namn så ser du vilket bord du sitter vid på kvällens middag.'],
    en: ['Type your name to see which table you sit at for the evening dinner.'],
    da: ['Skriv dit navn, så kan du se, hvilket bord du sidder ved til aftenens middag.'],
  },
};

/** Last on the page and out of the menu, which already fills a desktop's bar. */
export function demoSeatingModule(brand: Brand): SiteModuleInput {
  return {
    id: 'seating',
    siteModuleType: 'Seating',
    title: TITLE[brand],
    menuTitle: TITLE[brand],
    hideInMenu: true,
    text: richTexts(TEXT[brand]),
  };
}
