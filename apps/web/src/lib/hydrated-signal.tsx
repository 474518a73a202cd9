import { GUEST_HYDRATED_EVENT } from '@eventsite/core/constants/guest-boot';
import { useEffect } from 'react';

/** Tells the guest boot (`guest-boot.ts`) that the app runs the page now, so a tap it held is made again. */
function signalHydrated(): void {
  window.dispatchEvent(new Event(GUEST_HYDRATED_EVENT));
}

/**
 * Sends the signal once the tree it is in has been committed: put inside the Suspense boundary of what a
 * guest uses, since a boundary hydrates after the tree around it.
 */
export function HydratedSignal(): null {
  useEffect(signalHydrated, []);
  return null;
}
