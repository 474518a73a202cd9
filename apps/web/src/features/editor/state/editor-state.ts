import type { SiteV2 } from '@eventsite/core/schemas/site';
import {
  editorHistoryReducer,
  initialEditorHistory,
  type EditorHistory,
  type EditorHistoryAction,
} from './editor-history';
import {
  editorUiReducer,
  initialEditorUi,
  type EditorDialog,
  type EditorUi,
  type EditorUiAction,
} from './editor-ui';

/** Everything the site editor holds: the site with its undo history, and what is shown around it. */
export interface EditorState {
  history: EditorHistory;
  ui: EditorUi;
}

export type EditorAction = EditorHistoryAction | EditorUiAction;

const HISTORY_ACTIONS = {
  change: true,
  undo: true,
  redo: true,
  stored: true,
  saved: true,
  reset: true,
} satisfies Record<EditorHistoryAction['type'], true>;

function isHistoryAction(action: EditorAction): action is EditorHistoryAction {
  return Object.hasOwn(HISTORY_ACTIONS, action.type);
}

export function initialEditorState({ site, dialog }: { site: SiteV2; dialog: EditorDialog }): EditorState {
  return { history: initialEditorHistory(site), ui: initialEditorUi(site, dialog) };
}

/** The editor's one reducer: the site's changes go to its history, the rest to what is shown around it. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (isHistoryAction(action)) {
    const history = editorHistoryReducer(state.history, action);
    return history === state.history ? state : { ...state, history };
  }
  const ui = editorUiReducer(state.ui, action);
  return ui === state.ui ? state : { ...state, ui };
}
