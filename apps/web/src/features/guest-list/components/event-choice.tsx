import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProgrammeEvent } from './programme-events';
import styles from './event-invitations.module.css';

export interface EventChoiceProps {
  /** The programme's events in time order. */
  events: readonly ProgrammeEvent[];
  /** The chosen events' ids; null for all of them, including events added later. */
  value: readonly string[] | null;
  onChange: (value: string[] | null) => void;
}

/**
 * "Invited to" (issue 34 item 2): all events, the default, or chosen ones. The chosen ones are remembered
 * while the owner flips to all and back, so a slip of the finger loses nothing.
 */
export function EventChoice({ events, value, onChange }: EventChoiceProps) {
  const intl = useIntl();
  const name = useId();
  const [remembered, setRemembered] = useState<readonly string[]>(value ?? []);
  // Ids of events not shown here (e.g. in a hidden programme) are kept as they are.
  const toggle = (chosen: readonly string[], eventId: string, on: boolean) => {
    const next = on
      ? [...chosen.filter((id) => id !== eventId), eventId]
      : chosen.filter((id) => id !== eventId);
    setRemembered(next);
    onChange(next);
  };
  const noneChosen = value !== null && !events.some((event) => value.includes(event.id));

  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'guestList.events.invitedTo' })}</legend>
      <label className={styles.option}>
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
        <span className={styles.optionText}>
          <span className={styles.optionLabel}>{intl.formatMessage({ id: 'guestList.events.all' })}</span>
          <span className={styles.optionHint}>{intl.formatMessage({ id: 'guestList.events.allHint' })}</span>
        </span>
      </label>
      <label className={styles.option}>
        <input type="radio" name={name} checked={value !== null} onChange={() => onChange([...remembered])} />
        <span className={styles.optionText}>
          <span className={styles.optionLabel}>{intl.formatMessage({ id: 'guestList.events.chosen' })}</span>
        </span>
      </label>
      {value !== null && (
        <ul className={styles.events} aria-label={intl.formatMessage({ id: 'guestList.events.chosen' })}>
          {events.map((event) => (
            <li key={event.id}>
              <label className={styles.event}>
                <input
                  type="checkbox"
                  checked={value.includes(event.id)}
                  onChange={(change) => toggle(value, event.id, change.currentTarget.checked)}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionLabel}>{event.title}</span>
                  <span className={styles.optionHint}>{event.when}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {noneChosen && (
        <p className={styles.noneChosen} role="note">
          {intl.formatMessage({ id: 'guestList.events.noneChosen' })}
        </p>
      )}
    </fieldset>
  );
}
