/** The countdown refreshes every second (`001` §9). */
export const COUNTDOWN_TICK_MS = 1000;

/** The countdown date input accepts dates in this range (`002` §5, §9). */
export const COUNTDOWN_DATE_MIN = '1900-01-01';
export const COUNTDOWN_DATE_MAX = '2099-01-01';

/** A new or demo countdown targets six months ahead at 15:00 (`000` §9, `001` §9, `002` §9). */
export const DEFAULT_COUNTDOWN_TARGET = { monthsAhead: 6, hour: 15, minute: 0 } as const;
