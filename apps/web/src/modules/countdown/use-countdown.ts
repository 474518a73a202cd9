import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@eventsite/core/constants/countdown';
import { countdownParts, type CountdownParts } from '@eventsite/core/rules/countdown';

function isOver(parts: CountdownParts): boolean {
  return parts.days === 0 && parts.hours === 0 && parts.minutes === 0 && parts.seconds === 0;
}

/**
 * The time left to `targetTime` (ms since the epoch), refreshed every second while `live` (`001` §9).
 * The timer stops once everything is zero; a still picture (`live` false) shows the time of its render.
 */
export function useCountdown(targetTime: number, live: boolean): CountdownParts {
  const [now, setNow] = useState(() => new Date());
  const parts = countdownParts(now, new Date(targetTime));
  const over = isOver(parts);

  useEffect(() => {
    if (!live || over) return;
    const timer = window.setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [live, over, targetTime]);

  return parts;
}
