import { SPEECH_SLOT_MINUTES_MAX } from '@eventsite/core/constants/speeches';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { DeskTexts } from '../desk-texts';
import styles from './desk.module.css';

/** The droppable id of a column; speeches are dropped on by their own ids. */
export function columnDropId(column: string): string {
  return `column:${column}`;
}

export interface OrderColumnProps {
  column: string;
  title: string;
  texts: DeskTexts;
  speechIds: string[];
  /** The slot's minutes against its plan; absent for the unplaced speeches. */
  minutes?: { used: number; planned: number; over: boolean; onPlanned: (minutes: number) => void };
  emptyText: string;
  /** A dragged speech would land here. */
  highlighted: boolean;
  children: ReactNode;
}

/** A slot of the evening (or the unplaced speeches): its sum of minutes against its plan and its speeches. */
export function OrderColumn({
  column,
  title,
  texts,
  speechIds,
  minutes,
  emptyText,
  highlighted,
  children,
}: OrderColumnProps) {
  const { setNodeRef } = useDroppable({ id: columnDropId(column) });
  const headingId = useId();
  const plannedId = useId();
  const classes = [
    styles.column,
    minutes ? '' : styles.unplacedColumn,
    minutes?.over ? styles.overColumn : '',
    highlighted ? styles.columnOver : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section ref={setNodeRef} className={classes} aria-labelledby={headingId} data-column={column}>
      <header className={styles.columnHeader}>
        <h3 id={headingId} className={styles.columnTitle}>
          {title}
        </h3>
        {minutes ? (
          <div className={styles.minutesRow}>
            <span className={minutes.over ? styles.sumOver : styles.sum} data-testid="slot-sum">
              {texts.minutesOf(minutes.used, minutes.planned)}
            </span>
            <label className={styles.planned} htmlFor={plannedId}>
              <span>{texts.plannedMinutes}</span>
              <input
                id={plannedId}
                type="number"
                inputMode="numeric"
                min={0}
                max={SPEECH_SLOT_MINUTES_MAX}
                value={minutes.planned}
                onChange={(event) => {
                  const value = Math.round(Number(event.target.value));
                  if (Number.isFinite(value)) {
                    minutes.onPlanned(Math.max(0, Math.min(SPEECH_SLOT_MINUTES_MAX, value)));
                  }
                }}
              />
            </label>
          </div>
        ) : (
          <span className={styles.sum}>{texts.speechCount(speechIds.length)}</span>
        )}
        {minutes?.over && (
          <p className={styles.overWarning} role="status">
            <TriangleAlert aria-hidden size={16} />
            {texts.overBy(minutes.used - minutes.planned)}
          </p>
        )}
      </header>
      <SortableContext id={column} items={speechIds} strategy={verticalListSortingStrategy}>
        <ol className={styles.speeches}>
          {children}
          {speechIds.length === 0 && <li className={styles.columnEmpty}>{emptyText}</li>}
        </ol>
      </SortableContext>
    </section>
  );
}
