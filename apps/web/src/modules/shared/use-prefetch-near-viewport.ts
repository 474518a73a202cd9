import { useEffect, useRef } from 'react';

/**
 * How near the screen counts as near: two screens' height above and below it. A guest scrolling towards a
 * form passes through that on a slow phone for its few kilobytes of code to arrive before their tap,
 * while a form further down than that is not fetched for a guest who only reads the top of the page.
 */
const NEAR_VIEWPORT = '200% 0px';

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
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        latestPrefetch.current();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return element;
}
