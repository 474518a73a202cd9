import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { SeatingTable } from '@eventsite/core/schemas/seating';
import type { CSSProperties, KeyboardEvent, RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { DragData } from './person-chip';
import { tableInSentence, tableTitle } from './table-label';
import styles from './seating.module.css';

const ARROW_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function PlanTable({
  table,
  picking,
  canTake,
  onChoose,
  onMove,
}: {
  table: SeatingTable;
  picking: boolean;
  canTake: boolean;
  onChoose: () => void;
  onMove: (x: number, y: number) => void;
}) {
  const intl = useIntl();
  const data: DragData = { kind: 'table', tableId: table.id };
  const drag = useDraggable({ id: `move:${table.id}`, data });
  const drop = useDroppable({ id: `plan:${table.id}`, data: { tableId: table.id } });
  const full = table.places.length >= table.seats;
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? 5 : 1;
    onMove(table.x + step[0] * by, table.y + step[1] * by);
  };
  return (
    <button
      type="button"
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      className={[
        styles.planTable,
        table.shape === 'round' ? styles.round : styles.long,
        full ? styles.full : '',
        drop.isOver ? (canTake ? styles.over : styles.refused) : '',
        picking && canTake ? styles.takes : '',
        drag.isDragging ? styles.moving : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={
        {
          left: `${table.x}%`,
          top: `${table.y}%`,
          // Centred by `translate`, which dnd-kit leaves alone when it measures a drop target without its
          // `transform` (the drag's offset).
          translate: '-50% -50%',
          transform: drag.transform ? `translate(${drag.transform.x}px, ${drag.transform.y}px)` : undefined,
          '--seats': table.seats,
        } as CSSProperties
      }
      aria-label={intl.formatMessage(
        { id: picking ? 'seating.plan.placeAt' : 'seating.plan.table' },
        {
          table: picking ? tableInSentence(intl, table.name) : tableTitle(intl, table.name),
          taken: table.places.length,
          seats: table.seats,
        },
      )}
      aria-disabled={picking && !canTake ? true : undefined}
      aria-describedby={picking ? undefined : 'seating-plan-keys'}
      {...drag.listeners}
      onKeyDown={move}
      onClick={onChoose}
      data-testid="plan-table"
    >
      <span className={styles.planName}>{table.name}</span>
      <span className={styles.planSeats} aria-hidden="true">
        {table.places.length}/{table.seats}
      </span>
    </button>
  );
}

/**
 * The room drawn from above (issue 35 item 1): each table at its place in per cent of the room, dragged to
 * move or moved with the arrow keys (Shift for longer steps); a click picks it while a person is picked,
 * else opens it for editing.
 */
export function RoomPlan({
  tables,
  roomRef,
  picking,
  canTake,
  onChoose,
  onMove,
}: {
  tables: readonly SeatingTable[];
  roomRef: RefObject<HTMLDivElement | null>;
  picking: boolean;
  canTake: (table: SeatingTable) => boolean;
  onChoose: (table: SeatingTable) => void;
  onMove: (table: SeatingTable, x: number, y: number) => void;
}) {
  const intl = useIntl();
  return (
    <section className={styles.roomSection} aria-labelledby="seating-room">
      <h2 id="seating-room" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'seating.plan.title' })}
      </h2>
      <p id="seating-plan-keys" className={styles.hint}>
        {intl.formatMessage({ id: 'seating.plan.hint' })}
      </p>
      <div className={styles.room} ref={roomRef} data-testid="room">
        {tables.length === 0 ? (
          <p className={styles.roomEmpty}>{intl.formatMessage({ id: 'seating.plan.empty' })}</p>
        ) : (
          tables.map((table) => (
            <PlanTable
              key={table.id}
              table={table}
              picking={picking}
              canTake={canTake(table)}
              onChoose={() => onChoose(table)}
              onMove={(x, y) => onMove(table, x, y)}
            />
          ))
        )}
      </div>
    </section>
  );
}
