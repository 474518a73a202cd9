import { useDroppable } from '@dnd-kit/core';
import {
  seatedPersonKey,
  type SeatedPerson,
  type SeatingGuest,
  type SeatingTable,
} from '@eventsite/core/schemas/seating';
import { PencilIcon, TrashIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { PersonChip } from './person-chip';
import { tableInSentence, tableTitle } from './table-label';
import styles from './seating.module.css';

/** One table as a list: its name, shape and seats, its people, and its edit and delete buttons. */
export function TableCard({
  table,
  guestOf,
  pickedKeys,
  picking,
  canTake,
  onPick,
  onPlace,
  onEdit,
  onDelete,
}: {
  table: SeatingTable;
  guestOf: (person: SeatedPerson) => SeatingGuest;
  pickedKeys: ReadonlySet<string>;
  picking: boolean;
  canTake: boolean;
  onPick: (person: SeatedPerson) => void;
  onPlace: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const drop = useDroppable({ id: `list:${table.id}`, data: { tableId: table.id } });
  const free = table.seats - table.places.length;
  return (
    <li
      ref={drop.setNodeRef}
      className={[
        styles.tableCard,
        drop.isOver ? (canTake ? styles.over : styles.refused) : '',
        picking && canTake ? styles.takes : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-testid="table-card"
    >
      <div className={styles.tableHead}>
        <h3 className={styles.tableName}>{tableTitle(intl, table.name)}</h3>
        <span className={free === 0 ? `${styles.seatCount} ${styles.seatsFull}` : styles.seatCount}>
          {intl.formatMessage(
            { id: table.shape === 'round' ? 'seating.table.roundSeats' : 'seating.table.longSeats' },
            { taken: table.places.length, seats: table.seats },
          )}
        </span>
        <div
          className={styles.tableActions}
          role="group"
          aria-label={intl.formatMessage(
            { id: 'seating.table.actions' },
            { table: tableTitle(intl, table.name) },
          )}
        >
          <Button variant="quiet" className={styles.iconButton} onClick={onEdit}>
            <PencilIcon size={16} aria-hidden="true" />
            <span className={styles.iconLabel}>{intl.formatMessage({ id: 'seating.table.edit' })}</span>
          </Button>
          <Button variant="quiet" className={`${styles.iconButton} ${styles.danger}`} onClick={onDelete}>
            <TrashIcon size={16} aria-hidden="true" />
            <span className={styles.iconLabel}>{intl.formatMessage({ id: 'seating.table.delete' })}</span>
          </Button>
        </div>
      </div>
      {table.places.length === 0 ? (
        <p className={styles.tableEmpty}>{intl.formatMessage({ id: 'seating.table.empty' })}</p>
      ) : (
        <ul
          className={styles.people}
          aria-label={intl.formatMessage(
            { id: 'seating.table.people' },
            { table: tableInSentence(intl, table.name) },
          )}
        >
          {table.places.map((person) => (
            <li key={seatedPersonKey(person)}>
              <PersonChip
                guest={guestOf(person)}
                picked={pickedKeys.has(seatedPersonKey(person))}
                onPick={() => onPick(person)}
              />
            </li>
          ))}
        </ul>
      )}
      {picking && (
        <Button
          variant={canTake ? 'secondary' : 'quiet'}
          className={styles.placeHere}
          disabled={!canTake}
          onClick={onPlace}
        >
          {intl.formatMessage({ id: 'seating.table.placeHere' }, { free })}
        </Button>
      )}
    </li>
  );
}
