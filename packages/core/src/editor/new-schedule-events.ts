import type { SiteLanguageCode } from '../constants/languages';
import type { Brand } from '../constants/platform';
import { onDayOf } from '../rules/schedule-times';
import type { ScheduleEventInput } from '../schemas/site-modules';
import type { TranslatableText } from '../schemas/translatable-text';
import { wordsIn } from './new-module-content';

interface SampleEvent {
  starts: string;
  title: TranslatableText;
}

/** What each brand's day usually holds (issue 34 item 1): the owner renames, moves and adds from here. */
const SAMPLE_EVENTS: Record<Brand, readonly SampleEvent[]> = {
  wedding: [
    { starts: '14:00', title: { sv: 'Vigsel', en: 'Ceremony', da: 'Vielse' } },
    { starts: '17:00', title: { sv: 'Middag', en: 'Dinner', da: 'Middag' } },
    { starts: '21:00', title: { sv: 'Fest', en: 'Party', da: 'Fest' } },
  ],
  party: [
    { starts: '18:00', title: { sv: 'Middag', en: 'Dinner', da: 'Middag' } },
    { starts: '22:00', title: { sv: 'Efterfest', en: 'After-party', da: 'Efterfest' } },
  ],
  event: [
    {
      starts: '09:00',
      title: { sv: 'Registrering och kaffe', en: 'Registration and coffee', da: 'Registrering og kaffe' },
    },
    { starts: '10:00', title: { sv: 'Första passet', en: 'First session', da: 'Første session' } },
    { starts: '13:00', title: { sv: 'Andra passet', en: 'Second session', da: 'Anden session' } },
  ],
};

/**
 * A new programme's sample events (issue 34 item 1), so it is not empty: the brand's usual day on the
 * day of `date` (the site's countdown, 'YYYY-MM-DDTHH:mm'), titled in the site's languages, open to all.
 */
export function newScheduleEvents(
  brand: Brand,
  date: string,
  languages: readonly SiteLanguageCode[],
  newId: () => string,
): ScheduleEventInput[] {
  return SAMPLE_EVENTS[brand].map((event) => ({
    id: newId(),
    title: wordsIn(event.title, languages),
    startsAt: onDayOf(date, event.starts),
  }));
}
