import { useCallback, useState, useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '@eventsite/core/constants/countdown';
import { countdownParts, type CountdownParts } from '@eventsite/core/rules/countdown';

function isOver(parts: CountdownParts): boolean {
  return parts.days === 0 && parts.hours === 0 && parts.minutes === 0 && parts.seconds === 0;
}

/** The clock read to the second, so that the reading only changes when the countdown would. */
function currentSecond(): number {
  return Math.floor(Date.now() / 1000);
}

/** The server's page is kept and served later, so it shows no time at all (see `CountdownView`). */
function noSecond(): null {
  return null;
}

/**
 * The time left to `targetTime` (ms since the epoch), refreshed every second while `live` (`001` §9).
 * The timer stops once everything is zero; a still picture (`live` false) shows the time of its render.
 * Null on the server and while the browser takes its page over, then the time at once.
 */
export function useCountdown(targetTime: number, live: boolean): CountdownParts | null {
  const [ticking, setTicking] = useState(live);
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (!ticking) return () => undefined;
      const timer = window.setInterval(onTick, COUNTDOWN_TICK_MS);
      return () => window.clearInterval(timer);
    },
    [ticking],
  );
  const second = useSyncExternalStore(subscribe, currentSecond, noSecond);
  const parts = second === null ? null : countdownParts(new Date(second * 1000), new Date(targetTime));
  const shouldTick = live && parts !== null && !isOver(parts);
  if (shouldTick !== ticking && parts !== null) setTicking(shouldTick);
  return parts;
}
