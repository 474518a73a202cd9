import type { AppConfig } from '@eventsite/core/constants/platform';
import { showsEventLogo } from '@eventsite/core/rules/module-has-content';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { lazy, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SiteSection } from '../../../public-site/site-sections';
import { editorSections } from './editor-sections';

export interface EditorCanvasProps {
  site: SiteV2;
  language: string;
  config: AppConfig;
  /** Edit mode: hidden modules show, each module gets its frame. Otherwise the guests' view (Granska). */
  editing: boolean;
  frameModule: (section: SiteSection, content: ReactNode) => ReactNode;
  barExtra: ReactNode;
  mainEnd: ReactNode;
  moduleCrashMessage: string;
  /** The site's language links switch the shown language instead of leaving the editor. */
  onChooseLanguage: (code: string) => void;
}

/**
 * The site as guests see it, drawn by the public site's own `SiteCanvas` in EDIT mode (PREVIEW for Granska,
 * which draws exactly what guests see), so themes, fonts and colours apply exactly as published. It comes
 * through the PUBLIC entry's chunk (see public-app.tsx).
 */
export const EditorCanvas = lazy(async () => {
  const { SiteCanvas, siteSections } = await import('../../../public-site/public-app');

  function LoadedEditorCanvas({
    site,
    language,
    config,
    editing,
    frameModule,
    barExtra,
    mainEnd,
    moduleCrashMessage,
    onChooseLanguage,
  }: EditorCanvasProps) {
    const intl = useIntl();
    const sections = useMemo(
      () =>
        editorSections(site.siteModules, language, editing, siteSections, showsEventLogo(site, config.brand)),
      [site, language, editing, config.brand],
    );
    return (
      <SiteCanvas
        site={site}
        language={language}
        config={config}
        mode={editing ? 'EDIT' : 'PREVIEW'}
        sections={sections}
        frameModule={editing ? frameModule : undefined}
        barExtra={editing ? barExtra : undefined}
        mainEnd={editing ? mainEnd : undefined}
        moduleCrashMessage={moduleCrashMessage}
        onChooseLanguage={onChooseLanguage}
        ownerLanguage={intl.locale}
      />
    );
  }
  return { default: LoadedEditorCanvas };
});
