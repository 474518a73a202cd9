import { createContext, useContext, type ReactNode } from 'react';
import type { SiteLanguageCode } from '@eventsite/core/constants/languages';

/** What every field and dialog of an open editor shares, given once by the editor instead of by props. */
export interface EditorContextValue {
  /** The site language the owner edits texts in (translate mode chooses another one). */
  language: SiteLanguageCode;
  /** Where images go: `/api/sites/{siteId}` for a saved site, `/api/sites/quick-start` without one. */
  imageApiBase: string;
  /** The owner tries the editor without a saved site: uploads are marked as demo images. */
  quickStart: boolean;
}

const EditorContext = createContext<EditorContextValue | null>(null);

export function EditorContextProvider({
  value,
  children,
}: {
  value: EditorContextValue;
  children: ReactNode;
}) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

/** The open editor's language and image settings; a field outside an editor is a programming error. */
export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditorContext needs an EditorContextProvider');
  return value;
}
