import {
  GUEST_BOOT_CHUNKS_ATTRIBUTE,
  GUEST_BOOT_ENTRY_ATTRIBUTE,
  GUEST_HYDRATED_EVENT,
} from '@eventsite/core/constants/guest-boot';

/**
 * A guest's page comes drawn from the server and is readable without scripts, which only make its
 * interactive parts work. Started before the page has loaded, the app's scripts and their hydration
 * compete on a phone with the header photo and the fonts that the guest sees first; started after, they
 * cost the first screen nothing. The server puts this script in place of the app's entry and names the
 * entry and its chunks in its attributes (`public-page-assets.ts`).
 */
const boot = document.querySelector<HTMLScriptElement>(`script[${GUEST_BOOT_ENTRY_ATTRIBUTE}]`);

/** What shows that a guest wants to use the page now: the app then starts at once. */
const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

/** Controls that only work with the app; links and fields work without it. */
const APP_CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

let started = false;
/** The control a guest tapped before the app ran: without this its tap would be silently lost. */
let heldControl: HTMLElement | null = null;

function startApp(): void {
  if (started || !boot) return;
  started = true;
  for (const href of (boot.getAttribute(GUEST_BOOT_CHUNKS_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = boot.getAttribute(GUEST_BOOT_ENTRY_ATTRIBUTE);
  if (!entry) return;
  // Without the app no tap can be made again: taps are then left to the browser.
  import(/* @vite-ignore */ entry).catch(stopHoldingTaps);
}

/** After the frame that shows the loaded page, so that its largest paint is done first. */
function startAfterNextPaint(): void {
  requestAnimationFrame(() => setTimeout(startApp, 0));
}

/** Holds a tap on a control until the app has taken over the page, then taps it again for the guest. */
function holdTap(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>(APP_CONTROLS);
  if (!control) return;
  // A button in a form would otherwise send the form without the app, reloading the page.
  event.preventDefault();
  heldControl = control;
  startApp();
}

function stopHoldingTaps(): void {
  document.removeEventListener('click', holdTap, { capture: true });
}

function tapHeldControl(): void {
  stopHoldingTaps();
  const control = heldControl;
  heldControl = null;
  if (control?.isConnected) control.click();
}

if (document.readyState === 'complete') startAfterNextPaint();
else window.addEventListener('load', startAfterNextPaint, { once: true });
// A photo that loads slowly holds the load event back; a guest who starts using the page waits for no photo.
for (const type of FIRST_USE_EVENTS) {
  window.addEventListener(type, startApp, { once: true, passive: true, capture: true });
}
document.addEventListener('click', holdTap, { capture: true });
window.addEventListener(GUEST_HYDRATED_EVENT, tapHeldControl, { once: true });
