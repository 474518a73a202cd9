import { useDraggable } from '@dnd-kit/core';
import type { SeatingGuest } from '@eventsite/core/schemas/seating';
import { seatedPersonKey } from '@eventsite/core/schemas/seating';
import { LeafIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import styles from './seating.module.css';

/** A diet answer's mark: an icon whose text shows on hover and on focus, and is read out with the name. */
export function DietMark({ diets }: { diets: readonly string[] }) {
  const intl = useIntl();
  if (diets.length === 0) return null;
  const text = intl.formatMessage({ id: 'seating.diet' }, { diets: diets.join(', ') });
  return (
    <span className={styles.diet} role="img" aria-label={text} tabIndex={0}>
      <LeafIcon size={14} strokeWidth={2.25} aria-hidden="true" />
      <span className={styles.dietTip} aria-hidden="true">
        {text}
      </span>
    </span>
  );
}

/** The drag's payload: a person, or a table moved on the room drawing. */
export type DragData = { kind: 'person'; guest: SeatingGuest } | { kind: 'table'; tableId: string };

/**
 * One person who comes: a button that picks them (then a table is picked, for keyboards and phones) and a
 * handle to drag them onto a table with a mouse or a held finger. dnd-kit's keyboard attributes are left
 * out: Enter and Space pick the person.
 */
export function PersonChip({
  guest,
  picked,
  onPick,
}: {
  guest: SeatingGuest;
  picked: boolean;
  onPick: () => void;
}) {
  const data: DragData = { kind: 'person', guest };
  const { listeners, setNodeRef, isDragging } = useDraggable({
    id: `person:${seatedPersonKey(guest)}`,
    data,
  });
  return (
    <span className={`${styles.person} ${isDragging ? styles.dragging : ''}`} data-testid="person">
      <button
        ref={setNodeRef}
        type="button"
        className={picked ? `${styles.personButton} ${styles.picked}` : styles.personButton}
        aria-pressed={picked}
        {...listeners}
        onClick={onPick}
      >
        {guest.member}
      </button>
      <DietMark diets={guest.diets} />
    </span>
  );
}
