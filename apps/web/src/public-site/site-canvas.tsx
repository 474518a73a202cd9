import type { AppConfig } from '@eventsite/core/constants/platform';
import type { PublicSite } from '@eventsite/core/schemas/public-site';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { loadSiteFonts } from '../fonts/load-site-fonts';
import type { LegacyContext, ModuleContext } from '../modules/module-context';
import { usePageFacts } from '../modules/page-facts';
import { GuestModuleView } from '../modules/registry';
import { pageBackground, siteRootStyle } from '../themes/site-style';
import { setMetaTag } from './document-head';
import {
  ModuleCrashNotice,
  ModuleSection,
  ReportingErrorBoundary,
  SectionCrashNotice,
} from './module-section';
import { SiteFooter } from './site-footer';
import { SiteLanguageSwitcher } from './site-language-switcher';
import { SiteMenu } from './site-menu';
import type { SiteSection } from './site-sections';
import { publicTexts } from './texts';
import '../themes/themes.css';

/*
 * The decoration is drawn behind the content and its artwork loads as separate files anyway, so its code
 * can follow the first paint instead of weighing on it.
 */
const SiteGraphicLayer = lazy(() =>
  import('../site-graphics/site-graphic-layer').then((module) => ({ default: module.SiteGraphicLayer })),
);

export interface SiteViewProps {
  site: PublicSite;
  /** The site language in use. */
  language: string;
  config: AppConfig;
}

/** The page around the browser's chrome (overscroll, the mobile address bar) takes the site's background. */
function usePageBackground(site: PublicSite): void {
  const background = pageBackground(site.colorScheme);
  useEffect(() => {
    document.body.style.background = background;
    setMetaTag('theme-color', background);
  }, [background]);
}

export interface SiteCanvasProps extends SiteViewProps {
  /** PUBLIC for guests; EDIT for the owner's editor (with placeholders); PREVIEW for Granska. */
  mode: ModuleContext['mode'];
  /** The modules to draw, in order, with their anchors. */
  sections: readonly SiteSection[];
  /** Wraps each module's content inside its section, e.g. with the owner's action bar. */
  frameModule?: (section: SiteSection, content: ReactNode) => ReactNode;
  /** Shown in the bar after the menu, e.g. the owner's edit-menu button; the bar then always shows. */
  barExtra?: ReactNode;
  /** Shown first on the page, above the modules, e.g. a personal link's table (issue 35). */
  mainStart?: ReactNode;
  /** Shown after the last module, e.g. the owner's add-module button. */
  mainEnd?: ReactNode;
  /** What a crashed module says; the guests' text when absent. */
  moduleCrashMessage?: string;
  /** The editor shows a chosen language in place; guests follow the language links. */
  onChooseLanguage?: (code: string) => void;
  /** A version-1 site read as version 2 (`viewLegacySite`); see `ModuleContext.legacy`. */
  legacy?: LegacyContext;
  /** The editor's interface language; see `ModuleContext.ownerLanguage`. */
  ownerLanguage?: string;
}

/**
 * The site as drawn for guests and, in the editor, for its owner (`001` §1, §2): the theme, colours and
 * fonts on its root, the decoration behind it, the menu and language switcher on top, one section per
 * module, and the footer.
 */
export function SiteCanvas({
  site,
  language,
  config,
  mode,
  sections,
  frameModule,
  barExtra,
  mainStart,
  mainEnd,
  moduleCrashMessage,
  onChooseLanguage,
  legacy,
  ownerLanguage,
}: SiteCanvasProps) {
  const texts = publicTexts(language);
  const menuEntries = useMemo(
    () => sections.filter((section) => section.inMenu).map(({ anchor, label }) => ({ anchor, label })),
    [sections],
  );
  const languages = useMemo(
    () => (site.usesSiteModules ? site.availableLanguages.map((entry) => entry.languageCode) : []),
    [site],
  );
  const context = useMemo<ModuleContext>(
    () => ({
      site,
      language,
      mode,
      live: true,
      brand: config.brand,
      market: config.market,
      legacy,
      ownerLanguage,
    }),
    [site, language, mode, config.brand, config.market, legacy, ownerLanguage],
  );

  // Declared before the first paint: the page's first layout then already asks for the fonts it shows.
  // A page the server rendered declares them in its head already.
  const declaredFonts = usePageFacts()?.fonts;
  useLayoutEffect(() => {
    if (declaredFonts?.heading === site.fonts.heading && declaredFonts.text === site.fonts.text) return;
    void loadSiteFonts(site.fonts);
  }, [site.fonts, declaredFonts]);
  usePageBackground(site);

  const showBar = menuEntries.length > 0 || languages.length > 1 || barExtra !== undefined;
  const sectionCrash = <SectionCrashNotice title={texts.sectionCrashTitle} message={texts.sectionCrash} />;
  return (
    <div
      className="site-root"
      data-theme={site.theme}
      data-graphic={site.siteGraphic ? true : undefined}
      style={siteRootStyle(site.colorScheme, site.fonts)}
    >
      {site.siteGraphic && (
        <ReportingErrorBoundary fallback={null} info={{ siteGraphic: site.siteGraphic }}>
          <Suspense fallback={null}>
            <SiteGraphicLayer name={site.siteGraphic} />
          </Suspense>
        </ReportingErrorBoundary>
      )}
      {showBar && (
        <ReportingErrorBoundary fallback={sectionCrash} info={{ section: 'site-bar', mode }}>
          <header className="site-bar">
            <div className="site-bar__inner">
              <SiteMenu entries={menuEntries} label={texts.menu} />
              {barExtra}
              <SiteLanguageSwitcher
                languages={languages}
                current={language}
                label={texts.languages}
                onChoose={onChooseLanguage}
              />
            </div>
          </header>
        </ReportingErrorBoundary>
      )}
      <main className="site-main">
        {mainStart}
        {sections.map((section) => {
          const content = (
            <ReportingErrorBoundary
              fallback={
                <ModuleCrashNotice
                  message={moduleCrashMessage ?? texts.moduleCrash}
                  contactMail={config.contactMail}
                />
              }
              info={{ moduleId: section.module.id, moduleType: section.module.siteModuleType, mode }}
            >
              <GuestModuleView module={section.module} context={context} />
            </ReportingErrorBoundary>
          );
          return (
            <ModuleSection
              key={section.module.id}
              anchor={section.anchor}
              moduleType={section.module.siteModuleType}
              alt={section.alt}
            >
              {frameModule ? frameModule(section, content) : content}
            </ModuleSection>
          );
        })}
        {mainEnd}
      </main>
      <ReportingErrorBoundary fallback={sectionCrash} info={{ section: 'site-footer', mode }}>
        <SiteFooter
          productName={config.productName}
          domain={config.domain}
          createdWith={texts.createdWith}
          privacy={texts.privacy}
          language={language}
        />
      </ReportingErrorBoundary>
    </div>
  );
}
