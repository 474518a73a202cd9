import { lazy, type ComponentType, type ReactNode } from 'react';

/** Until it opens, a section of the server's page waits for its code. */
export interface NearViewportGate {
  openNow(): void;
  /**
   * Draws its children once the gate is open. Until then it suspends as a lazy component does, so that in
   * a boundary being hydrated React keeps the server's markup and loads none of the children's code (with
   * `use`, React would instead hold the whole page's hydration back until the promise settles).
   */
  Content: ComponentType<{ children: ReactNode }>;
}

export function closedGate(): NearViewportGate {
  let openNow = () => {};
  const opened = new Promise<{ default: ComponentType<{ children: ReactNode }> }>((resolve) => {
    openNow = () => resolve({ default: ({ children }) => children });
  });
  return { openNow, Content: lazy(() => opened) };
}
