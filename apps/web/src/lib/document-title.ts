import { isInterfaceLanguage } from '@eventsite/core/constants/platform';
import { pageTitle } from '@eventsite/core/rules/page-title';
import { useEffect } from 'react';
import { useAppContext } from './app-context';
import { useIntl } from 'react-intl';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The title of an owner screen outside the editor (login, password reset, not found): the screen's name
 * followed by the editor's page title of `000` §2.1, which is the product name when no site is open, and
 * 'Prova gratis utan registrering - …' on a quick-start screen (`quickStart`), in the interface language.
 */
export function useScreenTitle(screenTitle: string, { quickStart = false } = {}): void {
  const { config, selection } = useAppContext();
  const { locale } = useIntl();
  const base = pageTitle({
    mode: selection.mode,
    productName: config.productName,
    siteHost: null,
    demo: false,
    quickStart,
    language: isInterfaceLanguage(locale) ? locale : undefined,
  });
  useDocumentTitle(`${screenTitle} - ${base}`);
}
