import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import type { DrawerName } from '../drawer-contents';
import type { RejectedDraft } from './rejected-draft-store';

/** A dialog the editor shows over the site; one at a time. */
export type EditorDialog =
  | { type: 'add'; beforeModuleId: string | null }
  | { type: 'delete'; moduleId: string }
  | { type: 'edit'; moduleId: string }
  | { type: 'menu' }
  | { type: 'conflict'; current: SiteV2 }
  | { type: 'draft'; draft: RejectedDraft }
  | null;

/**
 * What the editor shows around the site (`000` §2.4, `002` §2.4): editing or previewing, the open drawer,
 * the selected module, the open dialog, and the site language texts are written in.
 */
export interface EditorUi {
  editing: boolean;
  drawer: DrawerName | null;
  selectedModuleId: string | null;
  dialog: EditorDialog;
  /** The language chosen to edit in; `editLanguageOf` falls back to the first while the site lacks it. */
  editLanguage: SiteLanguageCode;
  translateMode: boolean;
}

export type EditorUiAction =
  | { type: 'edit' }
  /** Shows the site as guests see it: no drawer, no module selected. */
  | { type: 'preview' }
  | { type: 'toggleDrawer'; drawer: DrawerName }
  | { type: 'closeDrawer' }
  | { type: 'selectModule'; moduleId: string | null }
  | { type: 'openDialog'; dialog: NonNullable<EditorDialog> }
  | { type: 'closeDialog' }
  /** A module was added from the add dialog: the dialog closes and the new module is selected. */
  | { type: 'moduleAdded'; moduleId: string }
  /** The selected module was deleted from the delete dialog. */
  | { type: 'moduleDeleted' }
  | { type: 'setEditLanguage'; language: SiteLanguageCode }
  | { type: 'setTranslateMode'; on: boolean }
  /**
   * The owner picked a language in the canvas's language switcher. A language other than the first is
   * written in translate mode (`002` §2.4), so choosing it turns it on; a code the site lacks changes nothing.
   */
  | { type: 'chooseLanguage'; language: string; languages: readonly SiteLanguageCode[] };

export function initialEditorUi(site: SiteV2, dialog: EditorDialog = null): EditorUi {
  return {
    editing: true,
    drawer: null,
    selectedModuleId: null,
    dialog,
    editLanguage: firstLanguageOf(site),
    translateMode: false,
  };
}

function firstLanguageOf(site: SiteV2): SiteLanguageCode {
  return site.availableLanguages[0]?.languageCode ?? 'sv';
}

/** The language texts are edited in: the chosen one while the site has it, else its first. */
export function editLanguageOf(ui: EditorUi, site: SiteV2): SiteLanguageCode {
  return site.availableLanguages.some((entry) => entry.languageCode === ui.editLanguage)
    ? ui.editLanguage
    : firstLanguageOf(site);
}

export function editorUiReducer(ui: EditorUi, action: EditorUiAction): EditorUi {
  switch (action.type) {
    case 'edit':
      return { ...ui, editing: true };
    case 'preview':
      return { ...ui, editing: false, drawer: null, selectedModuleId: null };
    case 'toggleDrawer':
      return { ...ui, drawer: ui.drawer === action.drawer ? null : action.drawer };
    case 'closeDrawer':
      return { ...ui, drawer: null };
    case 'selectModule':
      return { ...ui, selectedModuleId: action.moduleId };
    case 'openDialog':
      return { ...ui, dialog: action.dialog };
    case 'closeDialog':
      return { ...ui, dialog: null };
    case 'moduleAdded':
      return { ...ui, dialog: null, selectedModuleId: action.moduleId };
    case 'moduleDeleted':
      return { ...ui, dialog: null, selectedModuleId: null };
    case 'setEditLanguage':
      return { ...ui, editLanguage: action.language };
    case 'setTranslateMode':
      return { ...ui, translateMode: action.on };
    case 'chooseLanguage': {
      const chosen = action.languages.find((code) => code === action.language);
      if (chosen === undefined) return ui;
      return { ...ui, editLanguage: chosen, translateMode: chosen !== action.languages[0] };
    }
  }
}
