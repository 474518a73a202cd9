import type { AppMode } from './select-mode';

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
}

/**
 * The document title (`000` §2.1, `002` §2.2, `001` §2 "Public route"). On the public site: 'Demo site' for
 * a demo host, else the host. In the editor: 'Prova gratis utan registrering - {product}' in quick start,
 * 'Demosida - {product}' on the demo route, else the site's host. A site without a host shows the product
 * name.
 */
export function pageTitle({ mode, productName, siteHost, demo, quickStart }: PageTitleInput): string {
  if (mode === 'PUBLIC') return demo ? 'Demo site' : (siteHost ?? productName);
  if (quickStart) return `Prova gratis utan registrering - ${productName}`;
  if (demo) return `Demosida - ${productName}`;
  return siteHost ?? productName;
}
