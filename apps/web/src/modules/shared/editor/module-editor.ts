import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { SiteModuleType } from '@eventsite/core/constants/module-types';
import type { FormRecipients, SiteV2 } from '@eventsite/core/schemas/site';
import type { SiteModule, SiteModuleOf } from '@eventsite/core/schemas/site-modules';

/** What an edit dialog may change besides its own module. */
export interface SiteChanges {
  /** The form and RSVP editors edit who receives their answers (`002` §3 `formRecipients`). */
  formRecipients?: FormRecipients;
}

/**
 * The props of every module's edit dialog (`002` §2.3). A module type's dialog is the default export of
 * `modules/<type>/editor/<type>-editor.tsx`, loaded through its `ModuleEditorDefinition` only when the owner
 * opens it.
 *
 * A dialog edits a draft of the module and hands the result to `onApply` when the owner confirms, which
 * the editor records as one undoable step; `onClose` leaves without a change.
 */
export interface ModuleEditorProps<M extends SiteModule = SiteModule> {
  module: M;
  /** The site as it is now: its languages, recipients, design and whether it has RSVPs. */
  site: SiteV2;
  /** The site language the owner edits texts in (translate mode chooses another one). */
  language: SiteLanguageCode;
  /** Where images go: `/api/sites/{siteId}` for a saved site, `/api/sites/quick-start` without one. */
  imageApiBase: string;
  quickStart: boolean;
  onApply: (module: M, changes?: SiteChanges) => void;
  onClose: () => void;
}

/**
 * A module type's definition for the owner's editor (`modules/<type>/editor/index.ts`), the other half of
 * its `ModuleDefinition`: what the site editor shows of the type and how it edits one.
 */
export interface ModuleEditorDefinition<T extends SiteModuleType> {
  type: T;
  /** The edit dialog; its code loads when the owner first opens it. */
  Editor: LazyExoticComponent<ComponentType<ModuleEditorProps<SiteModuleOf<T>>>>;
  /** The type's picture in the add-module dialog, the menu editor and the module's tab. */
  Icon: LucideIcon;
}

/** Every module type's editor definition, keyed by its type, so the compiler asks for each type. */
export type ModuleEditorDefinitions = { [T in SiteModuleType]: ModuleEditorDefinition<T> };
