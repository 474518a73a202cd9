import { useCallback, useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '@eventsite/core/constants/countdown';
import { countdownParts, type CountdownParts } from '@eventsite/core/rules/countdown-parts';

/** The clock in whole ticks, so that two reads within one second agree (React compares them). */
function readClock(): number {
  return Math.floor(Date.now() / COUNTDOWN_TICK_MS) * COUNTDOWN_TICK_MS;
}

/** The server's page and the browser's first (hydrating) render show no time, so that they match. */
function readNoClock(): null {
  return null;
}

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * The time left to `targetTime` (ms since the epoch), refreshed every second while `live` (`001` §9);
 * null while the page is drawn on the server or hydrated, as neither may read the clock. The timer stops
 * once the target is reached; a still picture (`live` false) shows the time of its render.
 */
export function useCountdown(targetTime: number, live: boolean): CountdownParts | null {
  const subscribeToTicks = useCallback(
    (onTick: () => void) => {
      const timer = window.setInterval(() => {
        onTick();
        if (Date.now() >= targetTime) window.clearInterval(timer);
      }, COUNTDOWN_TICK_MS);
      return () => window.clearInterval(timer);
    },
    [targetTime],
  );
  const now = useSyncExternalStore(live ? subscribeToTicks : subscribeToNothing, readClock, readNoClock);
  return now === null ? null : countdownParts(new Date(now), new Date(targetTime));
}
