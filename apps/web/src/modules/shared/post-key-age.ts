/** The server takes a send under a younger key for a bot's and stores nothing (`decisions.md` §3). */
export const POST_KEY_MIN_AGE_MS = 3000;

/**
 * Resolves once a key that arrived at `arrivedAt` (`Date.now()`) is old enough to send with. A module of
 * its own, so that component tests, which send at once, can leave the wait out.
 */
export function waitUntilPostKeyIsOldEnough(arrivedAt: number): Promise<void> {
  const remainingMs = arrivedAt + POST_KEY_MIN_AGE_MS - Date.now();
  if (remainingMs <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, remainingMs));
}
