import type { SiteModule, Speech2Module, SpeechSlot } from '../schemas/site-modules';

/** The one slot offered when the module names none and the site has no programme. */
export const WHOLE_EVENING_SLOT_ID = 'evening';

const WHOLE_EVENING_TITLE = { sv: 'Under kvällen', en: 'During the evening', da: 'I løbet af aftenen' };

/**
 * The slots a speaker can ask for (issue 36 item 1): the module's own, else the programme's events that
 * every visitor sees (an invitation-only event's title must not reach the shared page), else the evening.
 */
export function speechSlotsOf(module: Speech2Module, siteModules: readonly SiteModule[]): SpeechSlot[] {
  if (module.slots.length > 0) return module.slots;
  const schedule = siteModules.find(
    (candidate) => candidate.siteModuleType === 'Schedule' && !candidate.hide,
  );
  const events =
    schedule?.siteModuleType === 'Schedule' ? schedule.events.filter((event) => event.openToAll) : [];
  if (events.length > 0)
    return events.map((event) => ({ id: event.id, title: event.title, plannedMinutes: 0 }));
  return [{ id: WHOLE_EVENING_SLOT_ID, title: { ...WHOLE_EVENING_TITLE }, plannedMinutes: 0 }];
}
