import { lazy, type ComponentType, type ReactNode } from 'react';

/**
 * How far outside the screen a server-drawn section starts to fetch its code: two screen heights, so that
 * a guest scrolling down finds it running, while a phone that stays at the top fetches nothing for the
 * sections far below (issue 40's bytes).
 */
const NEAR_MARGIN_SCREENS = 2;
/** What a guest does to a section that asks for its code at once, wherever the section is. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

/** Whether a section may draw its code: once open, it stays open. */
export interface NearViewportGate {
  readonly open: boolean;
  openNow(): void;
  /**
   * Draws its children once the gate is open. Until then it suspends as a lazy component does, so that in
   * a boundary being hydrated React keeps the server's markup and loads none of the children's code (with
   * `use`, React would instead hold the whole page's hydration back until the promise settles).
   */
  readonly Content: ComponentType<{ children: ReactNode }>;
}

function Children({ children }: { children: ReactNode }) {
  return children;
}

export function closedGate(): NearViewportGate {
  let resolve: () => void = () => {};
  const opened = new Promise<{ default: typeof Children }>((settle) => {
    resolve = () => settle({ default: Children });
  });
  const gate = {
    open: false,
    openNow() {
      gate.open = true;
      resolve();
    },
    Content: lazy(() => opened),
  };
  return gate;
}

export const OPEN_GATE: NearViewportGate = { open: true, openNow: () => {}, Content: Children };

/**
 * What shows where `element` is: a section's element often draws no box of its own (`display: contents`,
 * the module's layout being its section's), which the screen's geometry then cannot place.
 */
function placed(element: Element): Element {
  return getComputedStyle(element).display === 'contents' ? (element.parentElement ?? element) : element;
}

/** Whether some of `element` is on the screen now (a layout read: call it where layout is clean). */
export function onScreen(element: Element): boolean {
  const { top, bottom } = placed(element).getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

function near(target: Element): boolean {
  const { top, bottom } = target.getBoundingClientRect();
  const margin = window.innerHeight * NEAR_MARGIN_SCREENS;
  return bottom > -margin && top < window.innerHeight + margin;
}

/**
 * Opens `gate` when `element` comes within two screen heights of the screen, or when the guest presses,
 * focuses or types in it (a tap always hydrates what it lands on); returns what stops watching. The
 * guest's acts are heard on the document before React's root, which stops an event on a section it cannot
 * hydrate yet.
 */
export function openWhenNear(element: Element, gate: NearViewportGate): () => void {
  if (gate.open) return () => {};
  const target = placed(element);
  if (near(target)) {
    gate.openNow();
    return () => {};
  }
  const open = () => {
    stop();
    gate.openNow();
  };
  const openOnAct = (event: Event) =>
    event.target instanceof Node && element.contains(event.target) && open();
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && open(),
    {
      rootMargin: `${NEAR_MARGIN_SCREENS * 100}% 0px`,
    },
  );
  function stop() {
    observer.disconnect();
    for (const type of INTERACTIONS) document.removeEventListener(type, openOnAct, { capture: true });
  }
  observer.observe(target);
  for (const type of INTERACTIONS)
    document.addEventListener(type, openOnAct, { capture: true, passive: true });
  return stop;
}
