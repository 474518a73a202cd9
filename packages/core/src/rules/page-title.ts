import type { InterfaceLanguage } from '../constants/platform';
import type { AppMode } from './select-mode';

/** The editor's title words in each interface language; the Swedish ones are the spec's (`000` §2.1). */
const EDITOR_TITLE_WORDS: Record<InterfaceLanguage, { quickStart: string; demo: string }> = {
  sv: { quickStart: 'Prova gratis utan registrering', demo: 'Demosida' },
  en: { quickStart: 'Try it free without signing up', demo: 'Demo site' },
  da: { quickStart: 'Prøv gratis uden registrering', demo: 'Demoside' },
};

export interface PageTitleInput {
  mode: AppMode;
  /** The brand's product name, e.g. Festsidan. */
  productName: string;
  /** The site's own host (its published address), or null when it has none. */
  siteHost: string | null;
  /** A demo site: the editor's demo route, or a demo host in PUBLIC mode. */
  demo: boolean;
  /** Editing a demo draft without an account (quick start); EDIT mode only. */
  quickStart: boolean;
  /** The interface language of the editor's words; Swedish when not given. */
  language?: InterfaceLanguage;
}

/**
 * The document title (`000` §2.1, `002` §2.2, `001` §2 "Public route"). On the public site: 'Demo site' for
 * a demo host, else the host. In the editor: 'Prova gratis utan registrering - {product}' in quick start,
 * 'Demosida - {product}' on the demo route, else the site's host. A site without a host shows the product
 * name. The editor's words follow the interface language (English and Danish owners read their own).
 */
export function pageTitle({
  mode,
  productName,
  siteHost,
  demo,
  quickStart,
  language = 'sv',
}: PageTitleInput): string {
  if (mode === 'PUBLIC') return demo ? 'Demo site' : (siteHost ?? productName);
  const words = EDITOR_TITLE_WORDS[language];
  if (quickStart) return `${words.quickStart} - ${productName}`;
  if (demo) return `${words.demo} - ${productName}`;
  return siteHost ?? productName;
}
