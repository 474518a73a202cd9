import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The name of a site language in the interface language ('engelska', 'English', 'engelsk'). */
export function useLanguageName(): (code: string) => string {
  const { locale } = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}
