import { lazy, type ComponentType, type ReactNode } from 'react';

/**
 * How far outside the screen a server-drawn section starts to fetch its code: two screen heights, so that
 * a guest scrolling down finds it running, while a phone that stays at the top fetches nothing for the
 * sections far below (issue 40's bytes).
 */
const NEAR_MARGIN = '200% 0px';

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

/**
 * Opens `gate` when `target` comes within two screen heights of the screen; returns what stops watching.
 * A guest's tap or focus lands on what is on the screen, which is open by then; the boot script holds a tap
 * on a section until it runs (`GUEST_SECTION_WAITING_ATTRIBUTE`).
 */
export function openWhenNear(target: Element, gate: NearViewportGate): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      gate.openNow();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(target);
  return () => observer.disconnect();
}
