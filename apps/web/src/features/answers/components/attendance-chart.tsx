import type { RsvpAttendance } from '@eventsite/core/rules/rsvp-answer-counts';
import type { RsvpQuestionColumn } from '@eventsite/core/rules/rsvp-answer-table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages';
import styles from './attendance-chart.module.css';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type Part = 'yes' | 'no' | 'other';

/** The ring: one arc per part, drawn in order round from the top. */
function Ring({ attendance, label }: { attendance: RsvpAttendance; label: string }) {
  const parts: Part[] = ['yes', 'no', 'other'];
  let offset = 0;
  return (
    <svg className={styles.ring} viewBox="0 0 140 140" role="img" aria-label={label}>
      <circle className={styles.track} cx="70" cy="70" r={RADIUS} />
      {attendance.guests > 0 &&
        parts.map((part) => {
          const length = (attendance[part] / attendance.guests) * CIRCUMFERENCE;
          const arc = (
            <circle
              key={part}
              className={styles[part]}
              cx="70"
              cy="70"
              r={RADIUS}
              strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
              strokeDashoffset={-offset}
              data-part={part}
            />
          );
          offset += length;
          return attendance[part] > 0 ? arc : null;
        })}
      <text className={styles.total} x="70" y="72" textAnchor="middle">
        {attendance.guests}
      </text>
    </svg>
  );
}

export interface AttendanceChartProps {
  attendance: RsvpAttendance;
  /** The question the yes and no answers were read from. */
  question: RsvpQuestionColumn | undefined;
  /** The chosen event's title: the numbers are the guests' answers for it (issue 34 item 5). */
  event?: string;
}

/**
 * The yes/no chart of `002` §2.5: the recognised yes and no answers (§9), the others, and every guest; for
 * one event of the programme, who comes, who does not and who has not answered for it.
 */
export function AttendanceChart({ attendance, question, event }: AttendanceChartProps) {
  const intl = useIntl();
  const summary =
    event === undefined
      ? intl.formatMessage({ id: 'answers.chart.summary' }, { ...attendance })
      : intl.formatMessage({ id: 'answers.chart.eventSummary' }, { ...attendance, event });
  const legend: { part: Part; id: MessageId }[] =
    event === undefined
      ? [
          { part: 'yes', id: 'answers.chart.yes' },
          { part: 'no', id: 'answers.chart.no' },
          { part: 'other', id: 'answers.chart.other' },
        ]
      : [
          { part: 'yes', id: 'answers.chart.coming' },
          { part: 'no', id: 'answers.chart.notComing' },
          { part: 'other', id: 'answers.chart.notAnswered' },
        ];

  return (
    <section className={styles.chart} aria-labelledby="attendance-title">
      <Ring attendance={attendance} label={summary} />
      <div className={styles.headline}>
        <h2 id="attendance-title" className={styles.title}>
          <FormattedMessage id="answers.chart.title" />
        </h2>
        <p className={styles.guests} data-testid="attendance-guests">
          <FormattedMessage id="answers.chart.guests" values={{ count: attendance.guests }} />
        </p>
      </div>
      <dl className={styles.legend}>
        {legend
          .filter(({ part }) => part !== 'other' || attendance.other > 0)
          .map(({ part, id }) => (
            <div key={part} className={styles.legendItem} data-testid={`attendance-${part}`}>
              <dt>
                <span className={`${styles.swatch} ${styles[`${part}Swatch`]}`} aria-hidden="true" />
                <FormattedMessage id={id} />
              </dt>
              <dd className={styles.count}>{attendance[part]}</dd>
            </div>
          ))}
      </dl>
      <p className={styles.source}>
        {event !== undefined ? (
          <FormattedMessage id="answers.chart.fromEvent" values={{ event }} />
        ) : question ? (
          <FormattedMessage id="answers.chart.from" values={{ question: question.label }} />
        ) : (
          <FormattedMessage id="answers.chart.noQuestion" />
        )}
      </p>
    </section>
  );
}
