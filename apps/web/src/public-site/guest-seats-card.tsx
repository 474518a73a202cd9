import type { GuestSeat } from '@eventsite/core/schemas/seating';
import { householdSeating, seatText } from '../modules/shared/seat-words';
import styles from './guest-seats-card.module.css';

/** A round table with its chairs, drawn in the site's accent; decorative. */
function TableDrawing() {
  return (
    <svg className={styles.drawing} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle className={styles.tableTop} cx="24" cy="24" r="10" />
      {[
        [24, 7],
        [38.7, 15.5],
        [38.7, 32.5],
        [24, 41],
        [9.3, 32.5],
        [9.3, 15.5],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} className={styles.chair} cx={cx} cy={cy} r="3.25" />
      ))}
    </svg>
  );
}

export interface GuestSeatsCardProps {
  seats: readonly GuestSeat[];
  /** The household's members on the guest list: one member is spoken to as "du". */
  members: readonly string[];
  language: string;
}

/**
 * Where a personal link's household sits (issue 35 item 4), first on the page: one sentence when it sits at
 * one table, else each member's table. The server sends seats only once the owner shows the plan.
 */
export function GuestSeatsCard({ seats, members, language }: GuestSeatsCardProps) {
  const seating = householdSeating(seats, members, language);
  if (seating === null) return null;
  const label = seatText('seating', language);
  return (
    <aside className={styles.band} aria-label={label}>
      <div className={styles.room}>
        <div className={styles.card}>
          <TableDrawing />
          <div className={styles.words}>
            <p className={styles.label}>{label}</p>
            {seating.kind === 'together' ? (
              <p className={styles.sentence}>
                {seating.sentence.before}
                <strong className={styles.table}>{seating.sentence.table}</strong>
                {seating.sentence.after}
              </p>
            ) : (
              <>
                <p className={styles.sentence}>{seating.heading}</p>
                <ul className={styles.seats}>
                  {seating.seats.map((seat, index) => (
                    <li key={`${index}-${seat.member}`} className={styles.seat}>
                      <span className={styles.member}>{seat.member}</span>
                      <strong className={styles.table}>{seat.table}</strong>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      </div>
    </aside>
  );
}
