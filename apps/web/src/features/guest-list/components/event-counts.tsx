import type { EventCounts as EventCountsData } from '@eventsite/core/schemas/household';
import { useIntl } from 'react-intl';
import type { ProgrammeEvent } from './programme-events';
import styles from './event-invitations.module.css';

const KEYS = ['invited', 'yes', 'no', 'notAnswered'] as const;

/**
 * The answers per event of the programme (issue 34 item 2): for each event, the guests invited, coming, not
 * coming and not answered, with the households under each number.
 */
export function EventCounts({
  events,
  counts,
}: {
  events: readonly ProgrammeEvent[];
  counts: readonly EventCountsData[];
}) {
  const intl = useIntl();
  const rows = events.flatMap((event) => {
    const found = counts.find((entry) => entry.eventId === event.id);
    return found ? [{ event, counts: found }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <section className={styles.eventCounts} aria-labelledby="event-counts-title">
      <h2 id="event-counts-title" className={styles.eventCountsTitle}>
        {intl.formatMessage({ id: 'guestList.eventCounts.title' })}
      </h2>
      <ul className={styles.eventCountList}>
        {rows.map(({ event, counts: eventCounts }) => (
          <li key={event.id} className={styles.eventCount} data-testid="event-count">
            <p className={styles.eventCountHead}>
              <span className={styles.eventCountTitle}>{event.title}</span>
              <span className={styles.optionHint}>{event.when}</span>
            </p>
            <dl className={styles.eventNumbers}>
              {KEYS.map((key) => (
                <div key={key} className={`${styles.eventNumber} ${styles[`eventNumber_${key}`]}`}>
                  <dt>{intl.formatMessage({ id: `guestList.counts.${key}` })}</dt>
                  <dd>
                    <span className={styles.people}>
                      {intl.formatMessage(
                        { id: 'guestList.eventCounts.people' },
                        { count: eventCounts.people[key] },
                      )}
                    </span>
                    <span className={styles.households}>
                      {intl.formatMessage(
                        { id: 'guestList.eventCounts.households' },
                        { count: eventCounts.households[key] },
                      )}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
