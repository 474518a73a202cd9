import { answeredByApp } from './guest-boot-react';
import { GUEST_COUNTDOWN_TARGET_ATTRIBUTE } from '@eventsite/core/constants/guest-boot';
import { countdownParts, type CountdownParts } from '@eventsite/core/rules/countdown-parts';
import { COUNTDOWN_TICK_MS } from '@eventsite/core/constants/countdown';

/**
 * Shows each countdown's numbers before the app runs (issue 40), on a slow phone many seconds after the
 * page is read. The number's own text node is written, never replaced: the app hydrates that node and
 * writes it from then on. Each timer is left alone once the app has hydrated it.
 */
export function drawCountdownsUntilTheAppRuns(): void {
  const timers = Array.from(document.querySelectorAll<HTMLElement>(`[${GUEST_COUNTDOWN_TARGET_ATTRIBUTE}]`));
  if (timers.length === 0) return;
  const draw = (): boolean => {
    let waiting = false;
    for (const timer of timers) {
      if (answeredByApp(timer)) continue;
      waiting = true;
      const parts = countdownParts(
        new Date(),
        new Date(Number(timer.getAttribute(GUEST_COUNTDOWN_TARGET_ATTRIBUTE))),
      );
      for (const part of Array.from(timer.querySelectorAll<HTMLElement>('[data-unit]'))) {
        const unit = part.dataset.unit as keyof CountdownParts;
        const number = part.firstElementChild;
        const text = number?.firstChild;
        if (!(number instanceof HTMLElement) || !(text instanceof Text) || !(unit in parts)) continue;
        text.data = unit === 'days' ? String(parts[unit]) : String(parts[unit]).padStart(2, '0');
        number.style.setProperty('--digits', String(text.data.length));
        number.removeAttribute('data-pending');
      }
    }
    return waiting;
  };
  if (!draw()) return;
  const timer = window.setInterval(() => {
    if (!draw()) window.clearInterval(timer);
  }, COUNTDOWN_TICK_MS);
}
