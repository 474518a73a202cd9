import { useEffect, useRef } from 'react';

export interface EditorShortcuts {
  undo: () => void;
  redo: () => void;
  save: () => void;
}

/** A keystroke meant for a text field or a dialog, which handle undo and saving their own way. */
function isForSomethingElse(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * The editor's keys: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+S saves (⌘ on a Mac). Ctrl+S is
 * always the editor's, so the browser never offers to save the page as a file.
 */
export function useEditorShortcuts(enabled: boolean, shortcuts: EditorShortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        const inDialog = event.target instanceof Element && event.target.closest('[role="dialog"]') !== null;
        if (!inDialog) latest.current.save();
        return;
      }
      if (isForSomethingElse(event.target)) return;
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        latest.current.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        latest.current.redo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
