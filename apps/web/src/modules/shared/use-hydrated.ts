import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server's page is drawn and being hydrated, true once the browser runs it. A control
 * that works only with scripts stays disabled until then, so a guest's early choice is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
