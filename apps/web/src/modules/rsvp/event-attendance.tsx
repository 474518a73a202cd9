import { useId, useMemo } from 'react';
import type { Market } from '@eventsite/core/constants/platform';
import { formatScheduleEventWhen } from '@eventsite/core/rules/schedule-event-when';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { GuestHousehold } from '@eventsite/core/schemas/household';
import type { PublicSite } from '@eventsite/core/schemas/public-site';
import type { ScheduleEvent } from '@eventsite/core/schemas/site-modules';
import { useFormState } from '../../components/ui/form';
import { attendanceText } from './attendance-texts';
import styles from './event-attendance.module.css';
import { askedEventsOf } from './programme-events';

/** One person's "coming / not coming" by event id; an event not yet answered is absent. */
export type EventChoices = Readonly<Record<string, boolean>>;

export interface EventAttendanceProps {
  site: PublicSite;
  /** The personal link's household, or null for a guest without one. */
  household: GuestHousehold | null;
  choices: EventChoices;
  onChoose: (eventId: string, attending: boolean) => void;
  language: string;
  market: Market;
}

interface EventChoiceProps {
  event: ScheduleEvent;
  choice: boolean | undefined;
  onChoose: (attending: boolean) => void;
  language: string;
  market: Market;
}

/** One event's choice: its title and time as the group's name, and "coming / not coming" side by side. */
function EventChoice({ event, choice, onChoose, language, market }: EventChoiceProps) {
  const name = useId();
  const { showValidation } = useFormState();
  const missing = showValidation && choice === undefined;
  const when = formatScheduleEventWhen(event, language, market);
  const title = translateText(event.title, language);
  return (
    <fieldset
      className={styles.event}
      aria-invalid={missing || undefined}
      aria-describedby={missing ? `${name}-error` : undefined}
    >
      <legend className={styles.eventLegend}>
        <span className={styles.title}>{title}</span>
        <span className={styles.when}>{when}</span>
      </legend>
      <div className={styles.choices}>
        {[true, false].map((attending) => (
          <label key={String(attending)} className={styles.choice}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={attending ? 'coming' : 'notComing'}
              checked={choice === attending}
              required
              onChange={() => onChoose(attending)}
            />
            <span className={styles.choiceText}>
              {attendanceText(attending ? 'coming' : 'notComing', language)}
            </span>
          </label>
        ))}
      </div>
      {missing && (
        <p id={`${name}-error`} className={styles.error}>
          {attendanceText('choiceMissing', language, { event: title || when })}
        </p>
      )}
    </fieldset>
  );
}

/**
 * One person's "coming / not coming" for each event of the programme the RSVP asks of them (issue 34 item
 * 4), required like the form's choices; nothing when no event asks. Loaded with the form.
 */
export default function EventAttendance({
  site,
  household,
  choices,
  onChoose,
  language,
  market,
}: EventAttendanceProps) {
  const events = useMemo(() => askedEventsOf(site, household), [site, household]);
  if (events.length === 0) return null;
  return (
    <fieldset className={styles.attendance}>
      <legend className={styles.legend}>{attendanceText('legend', language)}</legend>
      {events.map((event) => (
        <EventChoice
          key={event.id}
          event={event}
          choice={choices[event.id]}
          onChoose={(attending) => onChoose(event.id, attending)}
          language={language}
          market={market}
        />
      ))}
    </fieldset>
  );
}
