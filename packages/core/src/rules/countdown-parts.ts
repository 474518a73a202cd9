/* A file of its own, importing nothing: the guest's boot script draws the countdown with it too. */

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole days, hours, minutes and seconds from `now` to `target` (`001` "Modules shown to guests"); all
 * zeros once the target has passed (or is not a valid date), never negative. Parts are rounded down, so the last second shows 0.
 */
export function countdownParts(now: Date, target: Date): CountdownParts {
  const remainingMs = target.getTime() - now.getTime();
  const totalSeconds = Number.isFinite(remainingMs) ? Math.max(0, Math.floor(remainingMs / 1000)) : 0;
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3_600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
  };
}
