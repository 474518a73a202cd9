import { useIntl } from 'react-intl';
import { invitedEvents, type ProgrammeEvent } from './programme-events';
import styles from './event-invitations.module.css';

/** On a household's row, the events it is invited to: 'All' when it is invited to all of them. */
export function HouseholdEvents({
  events,
  invited,
}: {
  events: readonly ProgrammeEvent[];
  invited: readonly string[] | null;
}) {
  const intl = useIntl();
  if (events.length === 0) return null;
  const chosen = invitedEvents(events, invited);
  return (
    <p className={styles.householdEvents} data-testid="household-events">
      <span className={styles.householdEventsLabel}>
        {intl.formatMessage({ id: 'guestList.events.invitedTo' })}
      </span>
      {chosen === null ? (
        <span className={`${styles.eventChip} ${styles.eventChip_all}`}>
          {intl.formatMessage({ id: 'guestList.events.allShort' })}
        </span>
      ) : chosen.length === 0 ? (
        <span className={`${styles.eventChip} ${styles.eventChip_none}`}>
          {intl.formatMessage({ id: 'guestList.events.none' })}
        </span>
      ) : (
        chosen.map((event) => (
          <span key={event.id} className={styles.eventChip}>
            {event.title}
          </span>
        ))
      )}
    </p>
  );
}
