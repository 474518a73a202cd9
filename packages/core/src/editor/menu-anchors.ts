import { anchorsOf } from '../rules/anchors';
import { translateText } from '../rules/translate-text';
import type { SiteModule } from '../schemas/site-modules';

/** What a module is called in the menu: its menu title, else its title, in a language (`001` "Anchors and menu"). */
export function menuLabelOf(module: SiteModule, language: string): string {
  return translateText(module.menuTitle, language) || translateText(module.title, language);
}

/**
 * The anchor of every module in a language, by module id, unique among them (`002` §5: the menu title becomes
 * a slug, '_' if empty, unique among modules).
 */
export function menuAnchorsOf(modules: readonly SiteModule[], language: string): Map<string, string> {
  const anchors = anchorsOf(modules.map((module) => menuLabelOf(module, language)));
  return new Map(modules.map((module, index) => [module.id, anchors[index] ?? '_']));
}
