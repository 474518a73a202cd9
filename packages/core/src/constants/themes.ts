import type { Brand } from './platform';

/** Layout themes (`000` §3, `001` "Themes", `002` §3). */
export const THEMES = [
  'theme4',
  'theme5',
  'theme6',
  'theme7',
  'theme8',
  'theme9',
  'theme10',
  'theme11',
  'theme12',
] as const;
export type Theme = (typeof THEMES)[number];

/** Themes only the wedding brand offers (`000` §1, `002` §6). */
export const WEDDING_ONLY_THEMES: readonly Theme[] = ['theme12'];

/** The theme whose header title can be moved up or down (`001` "Header", `002` §2.3). */
export const THEME_WITH_TITLE_ALIGNMENT: Theme = 'theme9';

/** Themes a brand offers, in order (`000` §1). */
export function themesForBrand(brand: Brand): readonly Theme[] {
  return brand === 'wedding' ? THEMES : THEMES.filter((theme) => !WEDDING_ONLY_THEMES.includes(theme));
}

/** True when a brand offers a theme: theme12 is wedding only (`000` §1). */
export function isThemeAvailableForBrand(theme: Theme, brand: Brand): boolean {
  return themesForBrand(brand).includes(theme);
}
