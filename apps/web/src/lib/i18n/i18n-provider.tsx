import type { InterfaceLanguage } from '@eventsite/core/constants/platform';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Loading } from '../../components/ui/loading';
import { reportError, Severity } from '../report-error';
import { LOADING_TEXT } from './boot-texts';
import { useLanguage } from './language-context';
import { loadMessages, type Messages } from './messages';

interface LoadedCatalogue {
  language: InterfaceLanguage;
  messages: Messages;
}

export interface I18nProviderProps {
  children: ReactNode;
  /** Shown when the catalogue cannot be fetched. */
  failure: ReactNode;
}

/**
 * react-intl with the catalogue of the language in use, fetched on demand. While another language loads the
 * previous catalogue stays on screen, so switching never flashes a loading page.
 */
export function I18nProvider({ children, failure }: I18nProviderProps) {
  const { language } = useLanguage();
  const [catalogue, setCatalogue] = useState<LoadedCatalogue | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadMessages(language).then(
      (messages) => {
        if (current) setCatalogue({ language, messages });
      },
      (error: unknown) => {
        reportError(error, Severity.error, { language });
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [language]);

  if (catalogue === null) return failed ? failure : <Loading fullPage label={LOADING_TEXT[language]} />;
  return (
    <IntlProvider locale={catalogue.language} defaultLocale="sv" messages={catalogue.messages}>
      {children}
    </IntlProvider>
  );
}
