import type { PageFacts } from '@eventsite/core/schemas/public-page';
import { createContext, useContext } from 'react';

/**
 * What the server worked out for the page it rendered (core `PageFacts`), taken over while the browser
 * hydrates it; null where the browser works everything out itself (the editor, a page it drew).
 */
export const PageFactsContext = createContext<PageFacts | null>(null);

export function usePageFacts(): PageFacts | null {
  return useContext(PageFactsContext);
}
