import { translateText } from '../rules/translate-text';
import type { SiteModule } from '../schemas/site-modules';
import type { TranslatableText } from '../schemas/translatable-text';

/** The menu editor's label of a module in one language (`002` §2.3), in order of precedence. */
export const MENU_STATUSES = ['HIDDEN', 'HIDDEN_IN_MENU', 'MENU_TITLE', 'TITLE', 'NO_TITLE'] as const;
export type MenuStatus = (typeof MENU_STATUSES)[number];

/** Read as guests read it: the language, else English, Swedish or any other (`000` §3). */
function hasText(text: TranslatableText, language: string): boolean {
  return translateText(text, language).trim() !== '';
}

/**
 * Where a module stands in the menu in one language (`002` §2.3): hidden from guests; hidden in the menu;
 * listed by its menu title; listed by its title; or without a title, so it has no menu entry.
 */
export function menuStatusOf(module: SiteModule, language: string): MenuStatus {
  if (module.hide) return 'HIDDEN';
  if (module.hideInMenu) return 'HIDDEN_IN_MENU';
  if (hasText(module.menuTitle, language)) return 'MENU_TITLE';
  if (hasText(module.title, language)) return 'TITLE';
  return 'NO_TITLE';
}
