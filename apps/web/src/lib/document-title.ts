import { pageTitle } from '@eventsite/core/rules/page-title';
import { useEffect } from 'react';
import { useAppContext } from './app-context';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The title of an owner screen outside the editor (login, password reset, not found): the screen's name
 * followed by the editor's page title of `000` §2.1, which is the product name when no site is open, and
 * 'Prova gratis utan registrering - …' on a quick-start screen (`quickStart`).
 */
export function useScreenTitle(screenTitle: string, { quickStart = false } = {}): void {
  const { config, selection } = useAppContext();
  const base = pageTitle({
    mode: selection.mode,
    productName: config.productName,
    siteHost: null,
    demo: false,
    quickStart,
  });
  useDocumentTitle(`${screenTitle} - ${base}`);
}
