import type { FormRecipients, SiteV2 } from '@eventsite/core/schemas/site';
import type { SiteModule } from '@eventsite/core/schemas/site-modules';

/** What an edit dialog may change besides its own module. */
export interface SiteChanges {
  /** The form and RSVP editors edit who receives their answers (`002` §3 `formRecipients`). */
  formRecipients?: FormRecipients;
}

/**
 * The props of every module's edit dialog (`002` §2.3). A module type's dialog is the default export of
 * `modules/<type>/editor/<type>-editor.tsx`, loaded through its `ModuleEditorDefinition` only when the owner
 * opens it. The edited language and where images go come from `useEditorContext`.
 *
 * A dialog edits a draft of the module and hands the result to `onApply` when the owner confirms, which
 * the editor records as one undoable step; `onClose` leaves without a change.
 */
export interface ModuleEditorProps<M extends SiteModule = SiteModule> {
  module: M;
  /** The site as it is now: its languages, recipients, design and whether it has RSVPs. */
  site: SiteV2;
  onApply: (module: M, changes?: SiteChanges) => void;
  onClose: () => void;
}
