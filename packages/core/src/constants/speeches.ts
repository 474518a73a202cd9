/** A speech's planned length in minutes: at least one, at most this (issue 36). */
export const SPEECH_MINUTES_MAX = 30;
/** What the sign-up suggests: about 3 minutes for most guests, 5 for close family (issue 36 "Why"). */
export const DEFAULT_SPEECH_MINUTES = 3;
/** One or two toastmasters per speech module (issue 36 item 2). */
export const TOASTMASTERS_MAX = 2;
/** Sign-ups close this many days before the event unless the owner sets a deadline (issue 36 item 1). */
export const SPEECH_DEADLINE_DAYS_BEFORE = 7;
/** Speakers get a reminder of their slot this many days before the event (issue 36 item 4). */
export const SPEECH_REMINDER_DAYS_BEFORE = 2;
/** The slots (courses, breaks) a module offers at most. */
export const SPEECH_SLOTS_MAX = 12;
/** The minutes a toastmaster plans for a slot at most. */
export const SPEECH_SLOT_MINUTES_MAX = 240;
/** Sign-ups per speech module at most, so a script cannot fill the desk. */
export const SPEECH_SIGNUPS_MAX = 200;
/** A speaker's name, relation and song title, in characters. */
export const SPEECH_NAME_MAX = 120;
/** A note from a speaker, or the toastmaster's note on a speech, in characters. */
export const SPEECH_NOTE_MAX = 1000;

/** What a speaker may need (issue 36 item 1). */
export const SPEECH_NEEDS = ['microphone', 'projector', 'music', 'songSheets'] as const;
export type SpeechNeed = (typeof SPEECH_NEEDS)[number];
