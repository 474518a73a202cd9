import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router';
import { ANSWER_EVENT_PARAMETER, type AnswersData } from './use-answers-data';
import styles from './event-filter.module.css';

/** The current address's query with the event chosen, or with none for every guest. */
function searchWithEvent(search: string, eventId: string | null): string {
  const params = new URLSearchParams(search);
  if (eventId === null) params.delete(ANSWER_EVENT_PARAMETER);
  else params.set(ANSWER_EVENT_PARAMETER, eventId);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * With a programme whose events ask "coming / not coming" (issue 34 item 5), whose answers are shown: every
 * guest's, or one event's coming guests. Chips in time order, each with how many come; on a phone one row
 * that scrolls sideways rather than wrapping into a heap.
 */
export function EventFilter({ data }: { data: AnswersData }) {
  const intl = useIntl();
  const { search } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const chosenId = data.event?.id ?? null;

  // On a phone the row scrolls: the chosen event, say one opened by its link, is brought into view, again
  // once the web fonts have given the chips their widths.
  const shown = data.events.length > 0;
  useLayoutEffect(() => {
    const centreChosen = () => {
      const row = list.current;
      const chosen = row?.querySelector('[aria-current="true"]');
      if (!row || !chosen) return;
      const rowBox = row.getBoundingClientRect();
      const chipBox = chosen.getBoundingClientRect();
      if (chipBox.right > rowBox.right || chipBox.left < rowBox.left) {
        row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
      }
    };
    centreChosen();
    // Test DOMs have no font loading.
    if ('fonts' in document) void document.fonts.ready.then(centreChosen);
  }, [chosenId, shown]);

  if (data.events.length === 0) return null;
  const label = intl.formatMessage({ id: 'answers.events.label' });
  const choices = [
    {
      id: null,
      title: intl.formatMessage({ id: 'answers.events.all' }),
      count: data.allAnswers.table.rows.length,
    },
    ...data.events.map((event) => ({ id: event.id, title: event.title, count: event.coming })),
  ];

  return (
    <nav className={styles.filter} aria-label={label}>
      <p className={styles.label} aria-hidden="true">
        {label}
      </p>
      <ul className={styles.list} ref={list}>
        {choices.map((choice) => {
          const chosen = choice.id === chosenId;
          return (
            <li key={choice.id ?? ''} className={styles.item}>
              <RouterLink
                to={{ search: searchWithEvent(search, choice.id) }}
                className={chosen ? `${styles.chip} ${styles.chosen}` : styles.chip}
                aria-current={chosen ? 'true' : undefined}
                aria-label={intl.formatMessage(
                  { id: choice.id === null ? 'answers.events.allChoice' : 'answers.events.choice' },
                  { event: choice.title, count: choice.count },
                )}
                replace
              >
                <span className={styles.title}>{choice.title}</span>
                <span className={styles.count} aria-hidden="true">
                  {choice.count}
                </span>
              </RouterLink>
            </li>
          );
        })}
      </ul>
      {data.event && (
        <p className={styles.showing} role="status">
          <FormattedMessage
            id="answers.events.showing"
            values={{ event: data.event.title, count: data.event.coming }}
          />
        </p>
      )}
    </nav>
  );
}
