import {
  GUEST_HYDRATED_EVENT,
  GUEST_SECTION_HYDRATED_EVENT,
  GUEST_SECTION_WAITING_ATTRIBUTE,
} from '@eventsite/core/constants/guest-boot';
import {
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { onceNearScreen } from './near-screen';
import { closedGate } from './near-viewport-gate';

/**
 * How long the page waits for its lazily loaded sections after the rest has hydrated. A chunk that fails
 * or never comes must not keep the guest boot holding every tap: after this the held tap is made anyway.
 */
export const PENDING_SECTIONS_TIMEOUT_MS = 8_000;

/** The lazily loaded sections drawn by the server whose code has not hydrated them yet, by `useId`. */
const pendingSections = new Set<string>();
/** Those whose boundary has hydrated, so that a remount of the section does not count it pending again. */
const hydratedSections = new Set<string>();
let outerTreeHydrated = false;
let signalled = false;
let fallbackTimer: ReturnType<typeof setTimeout> | undefined;

/** Tells the guest boot (`guest-boot.ts`) that the app runs the page now, so a tap it held is made again. */
function signalHydrated(): void {
  if (signalled) return;
  signalled = true;
  clearTimeout(fallbackTimer);
  pendingSections.clear();
  hydratedSections.clear();
  window.dispatchEvent(new Event(GUEST_HYDRATED_EVENT));
}

/**
 * In a task of its own: React's development mode unmounts and mounts every effect once on the spot, and a
 * section that is only being remounted must not count as settled in between.
 */
function signalWhenSettled(): void {
  setTimeout(() => {
    if (outerTreeHydrated && pendingSections.size === 0) signalHydrated();
  }, 0);
}

function settleSection(id: string): void {
  pendingSections.delete(id);
  signalWhenSettled();
}

/**
 * Sends the signal once the tree it is in has been committed and every lazily loaded section in it has
 * hydrated too (`LazyGuestSection`), or after `PENDING_SECTIONS_TIMEOUT_MS`: put it inside the Suspense
 * boundary of what a guest uses, since a boundary hydrates after the tree around it.
 */
export function HydratedSignal(): null {
  useEffect(() => {
    outerTreeHydrated = true;
    if (!signalled && fallbackTimer === undefined) {
      fallbackTimer = setTimeout(signalHydrated, PENDING_SECTIONS_TIMEOUT_MS);
    }
    signalWhenSettled();
  }, []);
  return null;
}

interface SectionHydratedProps {
  id: string;
  onHydrated: (hydrated: true) => void;
}

/**
 * Settles its section once the section's boundary has hydrated: its effects run only then. After the page
 * has signalled, it tells the guest boot instead, which holds taps in the section until then.
 */
function SectionHydrated({ id, onHydrated }: SectionHydratedProps): null {
  useEffect(() => {
    onHydrated(true);
    if (signalled) {
      // In a task of its own, as the page's signal: React is still finishing its work.
      setTimeout(() => window.dispatchEvent(new Event(GUEST_SECTION_HYDRATED_EVENT)), 0);
      return;
    }
    hydratedSections.add(id);
    settleSection(id);
  }, [id, onHydrated]);
  return null;
}

const subscribeToNothing = () => () => {};

interface LazyGuestSectionProps {
  /**
   * The class of the element the section is drawn in. With it, a section the server drew fetches its code
   * only once it nears the screen (`onceNearScreen`); the page then counts as hydrated without the sections
   * that were off the screen.
   */
  className?: string;
  /** What shows while the section's code loads in a page the browser draws itself (not one it hydrates). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * The Suspense boundary of a lazily loaded part of a guest's page that the server draws. Until its chunk
 * arrives the browser keeps the server's markup there, which answers no tap: the page counts as hydrated
 * only once this boundary is (if it was on the screen), so that the guest boot holds a tap on it until then
 * instead of losing it; a tap in a section that runs later is held until it does
 * (`GUEST_SECTION_WAITING_ATTRIBUTE`).
 */
export function LazyGuestSection({ className, fallback = null, children }: LazyGuestSectionProps) {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  // True on the server and while hydrating: only a section the server drew waits for the guest to near it.
  const drawnByServer = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // Never on the server (which has no IntersectionObserver), nor in a browser without one.
  const [gate] = useState(() =>
    className !== undefined && drawnByServer && typeof IntersectionObserver !== 'undefined'
      ? closedGate()
      : null,
  );
  const element = useRef<HTMLDivElement>(null);
  // The page's signal waits for a section drawn at once, and for one on the screen (below).
  const drawnAtOnce = gate === null;
  // During render, before the outer tree's commit sends the signal; never on the server, whose module
  // state all requests share.
  if (drawnAtOnce && !hydrated && !signalled && typeof window !== 'undefined') pendingSections.add(id);
  useLayoutEffect(() => {
    if (gate === null || element.current === null) return;
    // The section around it: the element itself often draws no box (`display: contents`), which the
    // screen's geometry cannot place.
    const target = element.current.parentElement ?? element.current;
    // Before the page's signal is sent (in a passive effect).
    const { top, bottom } = target.getBoundingClientRect();
    if (!signalled && !hydratedSections.has(id) && bottom > 0 && top < window.innerHeight)
      pendingSections.add(id);
    // A tap lands on what is on the screen, open by then; the boot script holds one on a section still waiting.
    return onceNearScreen(target, gate.openNow);
  }, [gate, id]);
  useEffect(() => {
    if (drawnAtOnce && !signalled && !hydratedSections.has(id)) pendingSections.add(id);
    // A section taken away before its chunk came (an error boundary's fallback) keeps nothing waiting.
    return () => settleSection(id);
  }, [drawnAtOnce, id]);
  const boundary = (
    <Suspense fallback={fallback}>
      {gate ? <gate.Content>{children}</gate.Content> : children}
      <SectionHydrated id={id} onHydrated={setHydrated} />
    </Suspense>
  );
  /*
   * React throws a boundary's server markup away and draws its fallback when the boundary receives new
   * props before its code has come (a personal link's household read after hydration, any re-render
   * above): the guest would see the section vanish, and a held tap would be made on markup that is gone.
   * Until it has hydrated, the boundary is given the very element it was first drawn with, which React
   * leaves alone; the props of now follow at once after.
   */
  const [firstBoundary] = useState(boundary);
  const shown = hydrated ? boundary : firstBoundary;
  if (className === undefined) return shown;
  return (
    <div ref={element} className={className} {...(hydrated ? {} : { [GUEST_SECTION_WAITING_ATTRIBUTE]: '' })}>
      {shown}
    </div>
  );
}
