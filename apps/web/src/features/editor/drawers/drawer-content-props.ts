import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { SiteV2 } from '@eventsite/core/schemas/site';

/**
 * The props of the Design and Mer drawers' contents (`002` §2.4). Each drawer's content is the default export
 * of `features/editor/drawers/<name>-drawer.tsx` (`design-drawer.tsx`, `more-drawer.tsx`); the editor loads
 * it when the drawer first opens.
 */
export interface DrawerContentProps {
  site: SiteV2;
  /** Editing a demo draft without an account: settings that need a published site only explain that. */
  quickStart: boolean;
  /** Records a change of the site as one undoable step; the live preview shows it and the site is dirty. */
  onChange: (next: SiteV2) => void;
  /** Takes a site the server already stored (guest password, noindex): replaces it without making it dirty. */
  onStored: (next: SiteV2) => void;
  /** The site language the owner edits texts in; other than the first only in translate mode. */
  editLanguage: SiteLanguageCode;
  onEditLanguageChange: (language: SiteLanguageCode) => void;
  translateMode: boolean;
  onTranslateModeChange: (on: boolean) => void;
  /** Closes the drawer, e.g. after following a link out of it. */
  onClose: () => void;
}
