import { useEffect, useRef } from 'react';
import { onceNearScreen } from '../../lib/near-screen';

/**
 * Calls `prefetch` once, when the element the returned ref is given first comes near the screen (issue 40:
 * a form's code is there by the time the guest taps its button). Nothing happens where the browser has no
 * IntersectionObserver: the press still starts the download.
 */
export function usePrefetchNearViewport<T extends Element>(prefetch: () => void) {
  const element = useRef<T | null>(null);
  // The latest callback, read when the element comes near, so the observer is set up once.
  const latestPrefetch = useRef(prefetch);
  useEffect(() => {
    latestPrefetch.current = prefetch;
  });
  useEffect(() => {
    const target = element.current;
    if (target === null || typeof IntersectionObserver === 'undefined') return;
    return onceNearScreen(target, () => latestPrefetch.current());
  }, []);
  return element;
}
