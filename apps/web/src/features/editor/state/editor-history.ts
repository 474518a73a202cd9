import type { SiteV2 } from '@eventsite/core/schemas/site';

/** How many steps undo can go back; older ones are forgotten. */
export const MAX_UNDO_STEPS = 100;

/** The site being edited, its undo and redo stacks, and whether it has changes not yet saved (`000` §4). */
export interface EditorHistory {
  site: SiteV2;
  /** Earlier sites, the most recent last. */
  past: SiteV2[];
  /** Undone sites, the next to redo last. */
  future: SiteV2[];
  /** Set by any change, cleared by a successful save. */
  dirty: boolean;
}

export type EditorHistoryAction =
  /** An editor action's result, recorded as one undoable step. */
  | { type: 'change'; site: SiteV2 }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A site the server already stored a setting of (guest password, noindex): not a step, not dirty. */
  | { type: 'stored'; site: SiteV2 }
  /** A successful save: `sent` is what was sent, `site` what the server answered. */
  | { type: 'saved'; sent: SiteV2; site: SiteV2 }
  /** Starts over from a site, e.g. the server's after a conflict. */
  | { type: 'reset'; site: SiteV2 };

export function initialEditorHistory(site: SiteV2): EditorHistory {
  return { site, past: [], future: [], dirty: false };
}

type SiteKey = keyof SiteV2;

/** The top-level fields whose values differ between two sites. */
function changedKeys(before: SiteV2, after: SiteV2): SiteKey[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as SiteKey[]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/**
 * Carries fields the server set (its new `siteVersion`, whether a guest password is set) into every site of the stacks,
 * so that undoing past a save or a stored setting never brings back a stale version or setting.
 */
function withServerFields(history: EditorHistory, from: SiteV2, keys: readonly SiteKey[]): EditorHistory {
  if (keys.length === 0) return history;
  const patch = Object.fromEntries(keys.map((key) => [key, from[key]])) as Partial<SiteV2>;
  const patched = (site: SiteV2): SiteV2 => ({ ...site, ...patch });
  return { ...history, past: history.past.map(patched), future: history.future.map(patched) };
}

/** The editor's one reducer: every change of the site goes through it (`000` §4, undo and redo). */
export function editorHistoryReducer(state: EditorHistory, action: EditorHistoryAction): EditorHistory {
  switch (action.type) {
    case 'change': {
      if (action.site === state.site) return state;
      return {
        site: action.site,
        past: [...state.past, state.site].slice(-MAX_UNDO_STEPS),
        future: [],
        dirty: true,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return {
        site: previous,
        past: state.past.slice(0, -1),
        future: [...state.future, state.site],
        dirty: true,
      };
    }
    case 'redo': {
      const next = state.future.at(-1);
      if (next === undefined) return state;
      return {
        site: next,
        past: [...state.past, state.site],
        future: state.future.slice(0, -1),
        dirty: true,
      };
    }
    case 'stored': {
      const keys = changedKeys(state.site, action.site);
      return withServerFields({ ...state, site: action.site }, action.site, keys);
    }
    case 'saved': {
      const keys = changedKeys(action.sent, action.site);
      if (state.site === action.sent) {
        return withServerFields({ ...state, site: action.site, dirty: false }, action.site, keys);
      }
      // The owner changed something while the save ran: keep those changes, on the new version.
      const patch = Object.fromEntries(keys.map((key) => [key, action.site[key]])) as Partial<SiteV2>;
      return withServerFields({ ...state, site: { ...state.site, ...patch } }, action.site, keys);
    }
    case 'reset':
      return initialEditorHistory(action.site);
  }
}

export function canUndo(history: EditorHistory): boolean {
  return history.past.length > 0;
}

export function canRedo(history: EditorHistory): boolean {
  return history.future.length > 0;
}
