import {
  GUEST_BOOT_CHUNKS_ATTRIBUTE,
  GUEST_BOOT_ENTRY_ATTRIBUTE,
  GUEST_BOOT_HOLDING_ATTRIBUTE,
  GUEST_HYDRATED_EVENT,
  GUEST_SECTION_HYDRATED_EVENT,
  GUEST_SECTION_WAITING_ATTRIBUTE,
} from '@eventsite/core/constants/guest-boot';
import { drawCountdownsUntilTheAppRuns } from './guest-boot-countdown';
import { foldTheMenuUntilTheAppRuns } from './guest-boot-menu';
import { answeredByApp } from './guest-boot-react';

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

/** Controls that only work with the app (links work without it; fields keep what is written in them). */
const APP_CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

let started = false;
/** Whether the app runs the page: then only the sections it has not hydrated yet need their taps held. */
let appRuns = false;
/** What a guest did before the app ran, to do again once it runs: without this it would be silently lost. */
let heldAction: (() => void) | null = null;
/** The control whose tap is held: it shows that it is working until the app makes the tap again. */
let heldControl: HTMLElement | null = null;
/** Marks the held control for the eye (global.css) and for screen readers. */
const HELD_TAP_ATTRIBUTE = 'data-held-tap';

function markHeld(control: HTMLElement | null): void {
  if (heldControl !== null) {
    heldControl.removeAttribute(HELD_TAP_ATTRIBUTE);
    heldControl.removeAttribute('aria-busy');
  }
  heldControl = control;
  control?.setAttribute(HELD_TAP_ATTRIBUTE, '');
  control?.setAttribute('aria-busy', 'true');
}

type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** What a guest wrote or chose in fields before the app ran, by field, to hand over to the app. */
const heldValues = new Map<TextField, string>();

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
  import(/* @vite-ignore */ entry).catch(stopHolding);
}

/** After the frame that shows the loaded page, so that its largest paint is done first. */
function startAfterNextPaint(): void {
  requestAnimationFrame(() => setTimeout(startApp, 0));
}

/**
 * Whether the app has yet to answer `element`. Once it runs the page, that is an element in a section whose
 * code waited for the guest to come near (`LazyGuestSection`) and has not hydrated it yet.
 */
function waitsForApp(element: Element): boolean {
  if (answeredByApp(element)) return false;
  return !appRuns || element.closest(`[${GUEST_SECTION_WAITING_ATTRIBUTE}]`) !== null;
}

/**
 * Once the app runs, React would hydrate the section for the event if it could and answer it, or else
 * drop it: the event is then the boot's alone, made again when the section runs.
 */
function keepFromApp(event: Event): void {
  if (appRuns) event.stopPropagation();
}

/** Holds a tap on a control until the app has taken over the page, then taps it again for the guest. */
function holdTap(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>(APP_CONTROLS);
  if (!control || !waitsForApp(control)) return;
  // A button in a form would otherwise send the form without the app, reloading the page.
  event.preventDefault();
  keepFromApp(event);
  heldAction = () => control.isConnected && control.click();
  markHeld(control);
  startApp();
}

/** Holds a form sent with Enter (no tap on a button) until the app can send it. */
function holdSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !waitsForApp(form)) return;
  event.preventDefault();
  keepFromApp(event);
  heldAction = () => form.isConnected && form.requestSubmit();
  markHeld(null);
  startApp();
}

/** Keeps what a guest writes before the app runs: hydration would otherwise take the field's old value. */
function holdValue(event: Event): void {
  const field = event.target;
  const isTextField =
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement ||
    (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
  if (!isTextField || !waitsForApp(field)) return;
  holdField(field);
}

function holdField(field: TextField): void {
  heldValues.set(field, field.value);
  // A choice (the RSVP's number of guests) asks the app to act on it: it shows at once that it is working.
  if (field instanceof HTMLSelectElement) markHeld(field);
  startApp();
}

/** A choice made before this script ran (its select no longer shows the server's option) is held too. */
function holdEarlyChoices(): void {
  for (const select of document.querySelectorAll('select')) {
    const chosen = select.selectedOptions[0];
    if (chosen !== undefined && !chosen.defaultSelected && !answeredByApp(select)) holdField(select);
  }
}

/**
 * Writes a held value again as if typed, so the app's own change handler takes it. The value goes through
 * the element's native setter, as the browser's typing does, first emptied so that the app sees a change
 * whatever value it holds.
 */
function handOverValue(field: TextField, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  for (const next of field instanceof HTMLSelectElement ? [value] : ['', value]) {
    setValue?.call(field, next);
    field.dispatchEvent(new Event(type, { bubbles: true }));
  }
}

function stopHolding(): void {
  document.removeEventListener('click', holdTap, { capture: true });
  document.removeEventListener('submit', holdSubmit, { capture: true });
  document.removeEventListener('input', holdValue, { capture: true });
  document.removeEventListener('change', holdValue, { capture: true });
}

function handOverToApp(): void {
  appRuns = true;
  // Before the choices and the tap are made again, so the controls' busy state is the app's own from then on.
  markHeld(null);
  // Taken out first: a value in a section that still waits is held again as it is written.
  const values = [...heldValues];
  heldValues.clear();
  for (const [field, value] of values) if (field.isConnected) handOverValue(field, value);
  const action = heldAction;
  heldAction = null;
  action?.();
}

/**
 * The server keeps one page per language, not per address, so its language links lead to `/{code}` alone. A
 * guest who switches language before the app runs keeps the address's query as the app's links do (`001` §2
 * "Public route"): a personal link's `?g=` still fills in the RSVP in the other language.
 */
function keepQueryOnLanguageLinks(): void {
  const { search } = window.location;
  if (search === '') return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    link.setAttribute('href', `${link.pathname}${search}`);
  }
}

keepQueryOnLanguageLinks();
drawCountdownsUntilTheAppRuns();
foldTheMenuUntilTheAppRuns();
if (document.readyState === 'complete') startAfterNextPaint();
else window.addEventListener('load', startAfterNextPaint, { once: true });
// A photo that loads slowly holds the load event back; a guest who starts using the page waits for no photo.
for (const type of FIRST_USE_EVENTS) {
  window.addEventListener(type, startApp, { once: true, passive: true, capture: true });
}
document.addEventListener('click', holdTap, { capture: true });
document.addEventListener('submit', holdSubmit, { capture: true });
document.addEventListener('input', holdValue, { capture: true });
document.addEventListener('change', holdValue, { capture: true });
holdEarlyChoices();
document.documentElement.setAttribute(GUEST_BOOT_HOLDING_ATTRIBUTE, '');
// In a task of its own: the signal comes from the app's effects, while React is still finishing its work.
window.addEventListener(GUEST_HYDRATED_EVENT, () => setTimeout(handOverToApp, 0), { once: true });
// A section that waited for the guest to come near runs now: what was held in it is made (`waitsForApp`).
window.addEventListener(GUEST_SECTION_HYDRATED_EVENT, handOverToApp);
