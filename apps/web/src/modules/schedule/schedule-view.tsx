import { scheduleCalendarPath } from '@eventsite/core/rules/schedule-calendar-path';
import { formatEventDay, formatEventTime } from '@eventsite/core/rules/schedule-event-when';
import { eventsWithInvited, visibleScheduleEvents } from '@eventsite/core/rules/schedule-events';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { ScheduleEvent, ScheduleModule } from '@eventsite/core/schemas/site-modules';
import { RichText } from '../../components/rich-text/rich-text';
import { CalendarIcon, MapPinIcon } from '../../components/ui/icons';
import { type ModuleContext, type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { mapsSearchUrl } from '../location/maps-search-url';
import { EditPlaceholder } from '../shared/edit-placeholder';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import { personalLinkToken, usePersonalLinkHousehold } from '../shared/personal-link-household';
import { scheduleText } from './schedule-view-texts';
import styles from './schedule-view.module.css';

/** What links an event to the guest's calendar: the site and, through a personal link, its token. */
interface CalendarLinks {
  siteId: string;
  token: string | null;
}

function calendarHref(links: CalendarLinks, eventId: string, language: string): string {
  const path = scheduleCalendarPath(links.siteId, eventId, links.token);
  return `${path}${path.includes('?') ? '&' : '?'}language=${encodeURIComponent(language)}`;
}

function EventTimes({ event, context }: { event: ScheduleEvent; context: ModuleContext }) {
  const { language, market } = context;
  const end = event.endsAt;
  // An end on a later day (a party past midnight) names its day, so the hours are not read backwards.
  const endDay =
    end !== null && end.slice(0, 10) !== event.startsAt.slice(0, 10)
      ? `${formatEventDay(end, language, market)} `
      : '';
  return (
    <p className={styles.time}>
      <time className={styles.start} dateTime={event.startsAt}>
        {formatEventTime(event.startsAt, language, market)}
      </time>
      {end !== null && (
        <>
          <span className={styles.until} aria-hidden="true">
            –
          </span>
          <time className={styles.end} dateTime={end}>
            {endDay}
            {formatEventTime(end, language, market)}
          </time>
        </>
      )}
    </p>
  );
}

function EventItem({
  event,
  context,
  headingLevel,
  calendar,
}: {
  event: ScheduleEvent;
  context: ModuleContext;
  headingLevel: 3 | 4;
  calendar: CalendarLinks | null;
}) {
  const { language } = context;
  const title = translateText(event.title, language);
  const place = translateText(event.place, language);
  const dressCode = translateText(event.dressCode, language);
  const text = translateRichText(event.text, language);
  const address = event.address.trim();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className={styles.event}>
      <EventTimes event={event} context={context} />
      <div className={styles.body}>
        {title !== '' && <Heading className={styles.title}>{title}</Heading>}
        {context.mode === 'EDIT' && !event.openToAll && (
          <p className={styles.invitedOnly}>{scheduleText('invitedOnly', language)}</p>
        )}
        {(place !== '' || address !== '') && (
          <p className={styles.place}>
            {place !== '' && <span className={styles.placeName}>{place}</span>}
            {address !== '' && (
              <a
                className={styles.address}
                href={mapsSearchUrl(address)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={scheduleText('openMap', language, { address })}
              >
                <MapPinIcon />
                {address}
              </a>
            )}
          </p>
        )}
        {dressCode !== '' && (
          <p className={styles.dressCode}>{scheduleText('dressCode', language, { dressCode })}</p>
        )}
        {text !== null && <RichText document={text} className={styles.text} />}
        {calendar !== null && (
          <a
            className={styles.calendarLink}
            href={calendarHref(calendar, event.id, language)}
            download="event.ics"
            aria-label={title === '' ? undefined : `${scheduleText('addEvent', language)}: ${title}`}
          >
            <CalendarIcon />
            {scheduleText('addEvent', language)}
          </a>
        )}
      </div>
    </li>
  );
}

/** The events of one day, in time order, as the page lists them. */
interface ScheduleDay {
  date: string;
  events: ScheduleEvent[];
}

function byDay(events: readonly ScheduleEvent[]): ScheduleDay[] {
  const days: ScheduleDay[] = [];
  for (const event of events) {
    const date = event.startsAt.slice(0, 10);
    const last = days.at(-1);
    if (last?.date === date) last.events.push(event);
    else days.push({ date, events: [event] });
  }
  return days;
}

/**
 * The programme (issue 34 item 1): its events in time order as a timeline, each with its times, place and
 * address (linking to a maps search), dress code and text. A guest without a personal link sees the open
 * events only (the shared page holds no other); through a link, the household's own by-invitation events
 * join them once read, and the calendar links carry the link's token. The owner's edit view shows them all.
 */
export function ScheduleView({ module, context }: ModuleViewProps<ScheduleModule>) {
  const { language, mode } = context;
  const household = usePersonalLinkHousehold(context.site._id, mode === 'PUBLIC');
  const title = translateText(module.title, language);
  const text = translateRichText(module.text, language);

  const shown = mode === 'EDIT' ? module : { ...module, events: visibleScheduleEvents(module.events, null) };
  const events = eventsWithInvited(shown, household?.invitedEvents ?? []);

  if (events.length === 0) {
    if (mode !== 'EDIT') return null;
    return (
      <div className={layout.contentMedium}>
        <ModuleHeading title={title} />
        <EditPlaceholder icon={<CalendarIcon />}>
          {scheduleText('scheduleEmpty', ownerLanguageOf(context))}
        </EditPlaceholder>
      </div>
    );
  }

  const calendar: CalendarLinks | null =
    mode === 'PUBLIC' && context.live
      ? { siteId: context.site._id, token: household === null ? null : personalLinkToken() }
      : null;
  const days = byDay(events);
  const severalDays = days.length > 1;

  return (
    <div className={layout.contentMedium}>
      <ModuleHeading title={title} />
      {text !== null && <RichText document={text} className={`${layout.text} ${styles.intro}`} />}
      <div className={styles.days}>
        {days.map((day) => {
          const dayLabel = formatEventDay(day.date, language, context.market);
          return (
            <div key={day.date} className={styles.day}>
              {severalDays ? (
                <h3 className={styles.dayLabel}>{dayLabel}</h3>
              ) : (
                <p className={styles.dayLabel}>{dayLabel}</p>
              )}
              <ol className={styles.timeline}>
                {day.events.map((event) => (
                  <EventItem
                    key={event.id}
                    event={event}
                    context={context}
                    headingLevel={severalDays ? 4 : 3}
                    calendar={calendar}
                  />
                ))}
              </ol>
            </div>
          );
        })}
      </div>
      {calendar !== null && events.length > 1 && (
        <p className={styles.programmeCalendar}>
          <a
            className={layout.button}
            href={calendarHref(calendar, 'programme', language)}
            download="programme.ics"
          >
            <CalendarIcon />
            {scheduleText('addProgramme', language)}
          </a>
        </p>
      )}
    </div>
  );
}
