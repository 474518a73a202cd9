import type { SeatingPlan } from '@eventsite/core/schemas/seating';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { conflictingPlanOf, useSaveSeatingPlan } from '../api/seating-plan';
import { draftOf, seatingReducer, type SeatingAction, type SeatingDraft } from '../state/seating-draft';

/** How long the plan rests after an edit before it is saved, so a run of moves is one save. */
const SEATING_SAVE_DELAY_MS = 600;

export type SaveStatus = 'saved' | 'saving' | 'failed';

interface EditorState {
  draft: SeatingDraft;
  /** Edits made so far; a save remembers the count it carried. */
  edits: number;
}

function editorReducer(state: EditorState, action: SeatingAction): EditorState {
  const draft = seatingReducer(state.draft, action);
  if (draft === state.draft) return state;
  // The stored plan replacing this one is no edit of the owner's, so it is not saved back.
  return { draft, edits: action.type === 'replace' ? state.edits : state.edits + 1 };
}

/**
 * The owner's copy of a plan, saved as they work (issue 35 item 1): a pause after an edit saves it with the
 * revision last read; one save at a time, the next with the revision the last answered. When another tab or
 * device saved first (409), the stored plan replaces this copy and `conflict` holds it, so nothing is
 * overwritten unseen.
 */
export function useSeatingAutosave(siteId: string, eventId: string | null, plan: SeatingPlan) {
  const intl = useIntl();
  const showError = useErrorDialog();
  const { mutateAsync } = useSaveSeatingPlan(siteId, eventId);
  const [state, dispatch] = useReducer(editorReducer, plan, (read) => ({ draft: draftOf(read), edits: 0 }));
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [conflict, setConflict] = useState<SeatingPlan | null>(null);
  const latest = useRef(state);
  const revision = useRef(plan.revision);
  const savedEdits = useRef(0);
  const saving = useRef(false);

  useEffect(() => {
    latest.current = state;
  }, [state]);

  const flush = useCallback(async (): Promise<void> => {
    const { draft, edits } = latest.current;
    if (saving.current || edits === savedEdits.current) return;
    saving.current = true;
    setStatus('saving');
    try {
      const stored = await mutateAsync({ revision: revision.current, ...draft });
      revision.current = stored.revision;
      savedEdits.current = edits;
      setStatus('saved');
    } catch (error) {
      const stored = conflictingPlanOf(error);
      if (stored) {
        revision.current = stored.revision;
        savedEdits.current = latest.current.edits;
        dispatch({ type: 'replace', draft: draftOf(stored) });
        setConflict(stored);
        setStatus('saved');
      } else {
        setStatus('failed');
        showError(error, { summary: intl.formatMessage({ id: 'seating.saveFailed' }) });
      }
      return;
    } finally {
      saving.current = false;
    }
    // Edits made while the save ran go in the next one.
    if (latest.current.edits !== savedEdits.current) await flush();
  }, [mutateAsync, showError, intl]);

  useEffect(() => {
    if (state.edits === savedEdits.current) return;
    const timer = window.setTimeout(() => void flush(), SEATING_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.edits, flush]);

  // Leaving the screen within the pause still saves the last edit.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);
  useEffect(() => () => void flushRef.current(), []);

  const pending = state.edits !== savedEdits.current;
  return {
    draft: state.draft,
    dispatch,
    status: status === 'saved' && pending ? ('saving' as const) : status,
    retry: () => void flush(),
    conflict,
    dismissConflict: () => setConflict(null),
  };
}
