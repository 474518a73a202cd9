import type { AppConfig } from '@eventsite/core/constants/platform';
import { showsEventLogo } from '@eventsite/core/rules/module-has-content';
import { pageTitle } from '@eventsite/core/rules/page-title';
import type { PublicSite } from '@eventsite/core/schemas/public-site';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../../../../components/language-switcher/language-switcher';
import { Loading } from '../../../../components/ui/loading';
import { useAppConfig } from '../../../../lib/app-context';
import { useDemoHost } from '../../../../components/quick-start/use-demo-host';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLanguage } from '../../../../lib/i18n/language-context';
import { reportError, Severity } from '../../../../lib/report-error';
import { startPath } from '../../../../lib/start-path';
import { useDemoSite } from '../api/get-demo-site';
import { QuickStartLoadFailed } from '../../../../components/quick-start/quick-start-load-failed';
import styles from './quick-start.module.css';

interface DemoCanvasProps {
  site: PublicSite;
  language: string;
  config: AppConfig;
  barExtra: ReactNode;
}

/** The guests' own canvas, through the PUBLIC entry's chunk like the editor's (see `editor-canvas.tsx`). */
const DemoCanvas = lazy(async () => {
  const { SiteCanvas, siteSections } = await import('../../../../public-site/public-app');

  function LoadedDemoCanvas({ site, language, config, barExtra }: DemoCanvasProps) {
    const sections = useMemo(
      () =>
        site.usesSiteModules
          ? siteSections(site.siteModules, language, { eventLogo: showsEventLogo(site, config.brand) })
          : [],
      [site, language, config.brand],
    );
    return (
      <SiteCanvas
        site={site}
        language={language}
        config={config}
        mode="PUBLIC"
        sections={sections}
        barExtra={barExtra}
      />
    );
  }
  return { default: LoadedDemoCanvas };
});

/** The site in one language: the interface language when the site has it, else the site's first. */
function inLanguage(site: PublicSite, wanted: string): { site: PublicSite; language: string } {
  if (!site.usesSiteModules) return { site, language: wanted };
  const offered = site.availableLanguages;
  const chosen = offered.find((entry) => entry.languageCode === wanted) ?? offered[0];
  if (!chosen) return { site, language: wanted };
  // The interface's own language switcher chooses the language here, so the site's is left out.
  return { site: { ...site, availableLanguages: [chosen] }, language: chosen.languageCode };
}

/**
 * `/demo` and `/digital-studentinbjudan/demo` (`002` §2.1): the market's demo site as guests see it, titled
 * 'Demosida - …' (`000` §2.1), in the interface language, with a way to try the editor for free.
 */
export function DemoPage() {
  const intl = useIntl();
  const config = useAppConfig();
  const { language } = useLanguage();
  const { demoHost, quickStartPath } = useDemoHost();
  const query = useDemoSite(demoHost);
  useDocumentTitle(
    pageTitle({
      mode: 'EDIT',
      productName: config.productName,
      siteHost: null,
      demo: true,
      quickStart: false,
      language,
    }),
  );

  useEffect(() => {
    if (query.error) reportError(query.error, Severity.error, { action: 'load demo site' });
  }, [query.error]);

  const loading = <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  if (query.isPending) return loading;
  if (query.isError) return <QuickStartLoadFailed />;
  const shown = inLanguage(query.data, language);
  return (
    <Suspense fallback={loading}>
      <DemoCanvas
        site={shown.site}
        language={shown.language}
        config={config}
        barExtra={
          <div className={styles.demoBar}>
            <LanguageSwitcher />
            <RouterLink
              to={quickStartPath ?? startPath(config.brand, { registerAccount: false })}
              className={styles.demoTry}
            >
              <FormattedMessage id="quickStart.demo.try" />
            </RouterLink>
          </div>
        }
      />
    </Suspense>
  );
}
