import { householdNameQuestionId } from '@eventsite/core/rules/household-name-question';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { FormElement } from '@eventsite/core/schemas/form';
import type { GuestHousehold } from '@eventsite/core/schemas/household';
import type { PublicSite } from '@eventsite/core/schemas/public-site';
import type { EventAttendance } from '@eventsite/core/schemas/rsvp';
import type { ScheduleEvent } from '@eventsite/core/schemas/site-modules';
import type { FormAnswers } from '../shared/form-answers';
import { attendanceText } from './attendance-texts';
import styles from './attendance-summary.module.css';
import type { EventChoices } from './event-attendance';
import { programmeEventsOf } from './programme-events';

/** The events one person comes to, in the programme's order ('Vigsel, Middag'), or that they come to none. */
export function comingToText(
  events: readonly ScheduleEvent[],
  attendance: readonly EventAttendance[],
  language: string,
): string {
  const coming = events.filter((event) =>
    attendance.some((entry) => entry.eventId === event.id && entry.attending),
  );
  return coming.length === 0
    ? attendanceText('comingToNone', language)
    : coming.map((event) => translateText(event.title, language)).join(', ');
}

/** One person's choices as the answer lists them. */
function attendanceOf(choices: EventChoices): EventAttendance[] {
  return Object.entries(choices).map(([eventId, attending]) => ({ eventId, attending }));
}

export interface AttendanceSummaryProps {
  site: PublicSite;
  household: GuestHousehold | null;
  elements: readonly FormElement[];
  guests: readonly FormAnswers[];
  attendances: readonly EventChoices[];
  /** 'Person', numbered for a guest whose name the form does not hold. */
  guestIndexTitle: string;
  language: string;
}

/**
 * Per person, the events of the programme they said they come to (issue 34 item 4), under the RSVP's
 * confirmation; nothing when no event was asked.
 */
export function AttendanceSummary({
  site,
  household,
  elements,
  guests,
  attendances,
  guestIndexTitle,
  language,
}: AttendanceSummaryProps) {
  const events = programmeEventsOf(site, household);
  const nameId = householdNameQuestionId(elements);
  const rows = guests.flatMap((answers, index) => {
    const attendance = attendanceOf(attendances[index] ?? {});
    if (attendance.length === 0) return [];
    const name = nameId === null ? '' : (answers[nameId] ?? '').trim();
    return [
      { name: name || `${guestIndexTitle} ${index + 1}`, text: comingToText(events, attendance, language) },
    ];
  });
  if (rows.length === 0) return null;
  return (
    <section className={styles.summary} aria-label={attendanceText('summaryHeading', language)}>
      <h3 className={styles.heading}>{attendanceText('summaryHeading', language)}</h3>
      <dl className={styles.list}>
        {rows.map((row, index) => (
          <div key={index} className={styles.row}>
            <dt>{row.name}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
