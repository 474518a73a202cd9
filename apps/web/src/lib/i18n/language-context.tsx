import type { InterfaceLanguage } from '@eventsite/core/constants/platform';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storeLanguage } from './initial-language';
import { setDocumentLanguage } from './document-language';

export interface LanguageContextValue {
  /** The language chosen by the start-up rule or, later, by the switcher. */
  defaultLanguage: InterfaceLanguage;
  /** Set by screens that must show a particular language; wins over the default while set. */
  overrideLanguage: InterfaceLanguage | null;
  /** The editor's translate mode, in which an owner edits the site's texts in another language. */
  translateMode: boolean;
  /** The language in use: the override when set, else the default (`000` §4). */
  language: InterfaceLanguage;
  /** The switcher's choice: becomes the default and is remembered for the next visit. */
  chooseLanguage: (language: InterfaceLanguage) => void;
  setOverrideLanguage: (language: InterfaceLanguage | null) => void;
  setTranslateMode: (on: boolean) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export interface LanguageProviderProps {
  initialLanguage: InterfaceLanguage;
  children: ReactNode;
}

/** The language context of `000` §4. It also keeps `<html lang>` on the language in use. */
export function LanguageProvider({ initialLanguage, children }: LanguageProviderProps) {
  const [defaultLanguage, setDefaultLanguage] = useState(initialLanguage);
  const [overrideLanguage, setOverrideLanguage] = useState<InterfaceLanguage | null>(null);
  const [translateMode, setTranslateMode] = useState(false);
  const language = overrideLanguage ?? defaultLanguage;

  useEffect(() => setDocumentLanguage(language), [language]);

  const value = useMemo<LanguageContextValue>(
    () => ({
      defaultLanguage,
      overrideLanguage,
      translateMode,
      language,
      chooseLanguage: (chosen) => {
        storeLanguage(chosen);
        setDefaultLanguage(chosen);
      },
      setOverrideLanguage,
      setTranslateMode,
    }),
    [defaultLanguage, overrideLanguage, translateMode, language],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage is used outside a LanguageProvider');
  return value;
}
