import { anchorsOf } from '@eventsite/core/rules/anchors';
import { moduleHasContent } from '@eventsite/core/rules/module-has-content';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { SiteModule } from '@eventsite/core/schemas/site-modules';

/** One module as the page shows it: its section anchor, its menu entry and its place in the rhythm. */
export interface SiteSection {
  module: SiteModule;
  /** The section's id, unique on the page (`001` "Anchors and menu"). */
  anchor: string;
  /** The menu title, else the title, in the language in use. */
  label: string;
  /** Listed in the menu: not hideInMenu and with a label to show. */
  inMenu: boolean;
  /** Every second content module takes the theme's alternate background (the header does not count). */
  alt: boolean;
}

/**
 * The sections of a page (`001` "Anchors and menu"): hidden modules are drafts guests never see (the server
 * drops them already; this stays defensive), and so are modules with nothing to show (`moduleHasContent`),
 * which get no menu entry either. Every other module gets an anchor from its menu title (its title when
 * that is empty) read in the language in use, made unique across the page. `eventLogo`: the header shows
 * the site's event logo (`showsEventLogo`).
 */
export function siteSections(
  modules: readonly SiteModule[],
  language: string,
  { eventLogo = false }: { eventLogo?: boolean } = {},
): SiteSection[] {
  const visible = modules.filter(
    (module) => !module.hide && moduleHasContent(module, { language, eventLogo }),
  );
  const labels = visible.map(
    (module) => translateText(module.menuTitle, language) || translateText(module.title, language),
  );
  const anchors = anchorsOf(labels);
  let contentIndex = 0;
  return visible.map((module, index) => {
    const isHeader = module.siteModuleType === 'Header';
    const alt = !isHeader && contentIndex % 2 === 1;
    if (!isHeader) contentIndex += 1;
    const label = labels[index] ?? '';
    return {
      module,
      anchor: anchors[index] ?? '_',
      label,
      inMenu: !module.hideInMenu && label.trim() !== '',
      alt,
    };
  });
}
