/**
 * The attributes of a guest page's one script tag (apps/web `guest-boot.ts`), which starts the app's entry
 * and fetches its chunks only once the page has loaded and painted: the entry's URL, and its chunks' URLs
 * separated by spaces. A file of its own, so that the boot script shares no chunk with the app.
 */
export const GUEST_BOOT_ENTRY_ATTRIBUTE = 'data-entry';
export const GUEST_BOOT_CHUNKS_ATTRIBUTE = 'data-chunks';
/**
 * Set on `<html>` once the boot script holds a guest's taps and choices for the app: from then on the
 * server's page answers them (with feedback at once), before the app runs.
 */
export const GUEST_BOOT_HOLDING_ATTRIBUTE = 'data-guest-boot-holding';
/** What the app sends on `window` once it runs the page, so that the boot makes a held tap again. */
export const GUEST_HYDRATED_EVENT = 'eventsite:hydrated';
/**
 * A countdown's target (ms since the epoch) on its timer: the boot script shows the numbers from it before
 * the app runs, since the server's page, kept for every guest, cannot know them.
 */
export const GUEST_COUNTDOWN_TARGET_ATTRIBUTE = 'data-countdown-target';
/**
 * On a lazily loaded section of a guest's page whose code has not hydrated it yet (apps/web
 * `LazyGuestSection`): a section far below waits until the guest nears it, so the page runs before it
 * does, and the boot script goes on holding taps in it until it runs.
 */
export const GUEST_SECTION_WAITING_ATTRIBUTE = 'data-guest-section-waiting';
/** What the app sends on `window` once such a section runs, after the page has: a tap held in it is made then. */
export const GUEST_SECTION_HYDRATED_EVENT = 'eventsite:section-hydrated';
