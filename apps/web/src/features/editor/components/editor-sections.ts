import { menuLabelOf } from '@eventsite/core/editor/menu-anchors';
import type { SiteModule } from '@eventsite/core/schemas/site-modules';
import type { siteSections, SiteSection } from '../../../public-site/site-sections';

/**
 * The sections the owner sees: the guests' sections, with their anchors and rhythm, and the hidden and the
 * still empty modules in their places (`002` §2.3: hidden modules stay visible to the owner). A hidden module has no menu entry
 * and an anchor of its own that no guest section can take.
 */
export function editorSections(
  modules: readonly SiteModule[],
  language: string,
  showHidden: boolean,
  /** The guests' `siteSections`, handed in so this file does not import the public chunk's code. */
  guestSections: typeof siteSections,
  /** The header shows the site's event logo. */
  eventLogo: boolean,
): SiteSection[] {
  const visible = guestSections(modules, language, { eventLogo });
  if (!showHidden) return visible;
  const byId = new Map(visible.map((section) => [section.module.id, section]));
  return modules.map(
    (module) =>
      byId.get(module.id) ?? {
        module,
        anchor: `dold-${module.id}`,
        label: menuLabelOf(module, language),
        inMenu: false,
        alt: false,
      },
  );
}
