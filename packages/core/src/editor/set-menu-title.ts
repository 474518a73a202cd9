import type { SiteLanguageCode } from '../constants/languages';
import type { SiteV2 } from '../schemas/site';
import { updateModule } from './update-module';

export interface SetMenuTitleArgs {
  moduleId: string;
  language: SiteLanguageCode;
  /** The new menu title; empty removes it, so the menu and anchor use the module's title (`001`). */
  menuTitle: string;
}

/**
 * Sets a module's menu title in one language (`002` §2.3 menu editor). The anchor made from it is kept
 * unique among the modules when the page is drawn (`menuAnchorsOf`), so two modules may share a title.
 */
export function setMenuTitle(site: SiteV2, { moduleId, language, menuTitle }: SetMenuTitleArgs): SiteV2 {
  return updateModule(site, moduleId, (module) => {
    if ((module.menuTitle[language] ?? '') === menuTitle) return module;
    const { [language]: _previous, ...others } = module.menuTitle;
    return { ...module, menuTitle: menuTitle === '' ? others : { ...others, [language]: menuTitle } };
  });
}
