import { TRACKER_LOOKUP } from '@eventsite/core/constants/polling';
import { reportError, Severity } from './report-error';

/*
 * Event tracking for the ad and analytics trackers (`000` §7): an event is pushed onto the tag manager's
 * data layer, which the tracker's script puts on the page. The script may load after the app, so it is
 * looked for 10 times, 500 ms apart; never in local development; a tracker that never comes is logged.
 */

interface TrackerWindow {
  dataLayer?: unknown;
}

function dataLayerOf(target: TrackerWindow): { push: (entry: object) => unknown } | null {
  const layer = target.dataLayer;
  return Array.isArray(layer) ? layer : null;
}

export interface TrackEventOptions {
  localDevelopment: boolean;
  target?: TrackerWindow;
  wait?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends an event with its data; resolves true when a tracker took it. */
export async function trackEvent(
  name: string,
  data: Record<string, unknown>,
  { localDevelopment, target = window as TrackerWindow, wait = pause }: TrackEventOptions,
): Promise<boolean> {
  if (localDevelopment) return false;
  for (let attempt = 1; attempt <= TRACKER_LOOKUP.attempts; attempt += 1) {
    const layer = dataLayerOf(target);
    if (layer) {
      layer.push({ event: name, ...data });
      return true;
    }
    if (attempt < TRACKER_LOOKUP.attempts) await wait(TRACKER_LOOKUP.intervalMs);
  }
  reportError(new Error(`No tracker for the event ${name}`), Severity.warning, { event: name });
  return false;
}
