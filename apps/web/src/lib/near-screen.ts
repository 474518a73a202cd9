/**
 * How far outside the screen counts as near: two screen heights above and below it. A guest scrolling down
 * finds a section's or a form's code there by the time they reach it, while a phone that stays at the top
 * fetches nothing for what lies far below (issue 40's bytes).
 */
const NEAR_MARGIN = '200% 0px';

/**
 * Calls `onNear` once, when `target` first comes near the screen; returns what stops watching. Without
 * IntersectionObserver it calls it at once, so that nothing waits for a signal that never comes.
 */
export function onceNearScreen(target: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(target);
  return () => observer.disconnect();
}
