import type { SpeechSignupView } from '@eventsite/core/api/speeches';
import { minutesPerSlot } from '@eventsite/core/rules/speech-running-order';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState } from 'react';
import type { DeskTexts } from '../desk-texts';
import {
  columnOf,
  moveSpeech,
  setNote,
  setPlannedMinutes,
  speechIdsIn,
  stepSpeech,
  UNPLACED,
  type RunningOrderDraft,
} from '../running-order-draft';
import { columnDropId, OrderColumn } from './order-column';
import { SpeechCard, type ColumnChoice } from './speech-card';
import styles from './desk.module.css';

/**
 * Under the finger or the mouse: a card is as tall as half a phone's screen, so its corners say little of
 * where it is meant to go. The keyboard has no pointer and moves between the nearest corners.
 */
const collisionDetection: CollisionDetection = (args) => {
  const hits = args.pointerCoordinates ? pointerWithin(args) : [];
  return hits.length > 0 ? hits : closestCorners(args);
};

export interface RunningOrderBoardProps {
  texts: DeskTexts;
  draft: RunningOrderDraft;
  onDraft: (draft: RunningOrderDraft) => void;
  speeches: readonly SpeechSignupView[];
  /** Each slot's title by id, in the site's language. */
  slotNames: ReadonlyMap<string, string>;
}

/**
 * The running order: the unplaced speeches and one column per slot. A speech moves by dragging its handle
 * (a held finger on a phone, so that the page still scrolls; arrow keys once picked up with the keyboard)
 * or by its buttons. It joins another column when dropped: moving it there while dragging would shift the
 * stacked columns of a phone under the finger.
 */
export function RunningOrderBoard({ texts, draft, onDraft, speeches, slotNames }: RunningOrderBoardProps) {
  // The column a dragged speech would land in: highlighted, while the columns keep their places.
  const [overColumn, setOverColumn] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(speeches.map((speech) => [speech._id, speech]));
  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.name ?? '';
  const columnName = (column: string) =>
    column === UNPLACED ? texts.unplaced : (slotNames.get(column) ?? '');
  const columns: ColumnChoice[] = [
    ...draft.slots.map((slot) => ({ id: slot.slotId, name: columnName(slot.slotId) })),
    { id: UNPLACED, name: texts.unplaced },
  ];

  /** The column and index a drop over `overId` (a speech or a column) means. */
  const target = (overId: UniqueIdentifier, current: RunningOrderDraft) => {
    const id = String(overId);
    const dropColumn = columns.find((choice) => columnDropId(choice.id) === id);
    if (dropColumn) return { column: dropColumn.id, index: speechIdsIn(current, dropColumn.id).length };
    const column = columnOf(current, id);
    return column === null ? null : { column, index: speechIdsIn(current, column).indexOf(id) };
  };
  const placeName = (overId: UniqueIdentifier | undefined) => {
    if (overId === undefined) return '';
    const place = target(overId, draft);
    return place === null ? '' : `${columnName(place.column)} ${place.index + 1}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.pickedUp(nameOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? texts.movedOver(nameOf(active.id), placeName(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? texts.dropped(nameOf(active.id), placeName(over.id)) : undefined,
    onDragCancel: ({ active }) => texts.cancelled(nameOf(active.id)),
  };

  const onDragOver = ({ over }: DragOverEvent) => {
    setOverColumn(over ? (target(over.id, draft)?.column ?? null) : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setOverColumn(null);
    if (!over) return;
    const to = target(over.id, draft);
    if (to !== null) onDraft(moveSpeech(draft, String(active.id), to.column, to.index));
  };

  const minutes = new Map(minutesPerSlot(draft.slots, speeches).map((slot) => [slot.slotId, slot]));
  const card = (column: string, ids: string[]) =>
    ids.flatMap((id, index) => {
      const speech = byId.get(id);
      if (!speech) return [];
      return [
        <SpeechCard
          key={id}
          speech={speech}
          texts={texts}
          wishedSlot={speech.slot === null ? null : (slotNames.get(speech.slot) ?? null)}
          column={column}
          columns={columns}
          index={index}
          count={ids.length}
          note={draft.notes[id] ?? ''}
          onNote={(note) => onDraft(setNote(draft, id, note))}
          onStep={(step) => onDraft(stepSpeech(draft, id, step))}
          onMoveTo={(to) => onDraft(moveSpeech(draft, id, to, speechIdsIn(draft, to).length))}
        />,
      ];
    });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      // The page scrolls only at the screen's very edge, so a slot near it can still be aimed at.
      autoScroll={{ threshold: { x: 0, y: 0.1 } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.dragInstructions } }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setOverColumn(null)}
    >
      <div className={styles.board}>
        {speeches.length > 0 && (
          <OrderColumn
            column={UNPLACED}
            highlighted={overColumn === UNPLACED}
            title={texts.unplaced}
            texts={texts}
            speechIds={draft.unplaced}
            emptyText={texts.unplacedEmpty}
          >
            {card(UNPLACED, draft.unplaced)}
          </OrderColumn>
        )}
        <div className={styles.slots}>
          {draft.slots.map((slot) => {
            const sum = minutes.get(slot.slotId);
            return (
              <OrderColumn
                key={slot.slotId}
                column={slot.slotId}
                highlighted={overColumn === slot.slotId}
                title={columnName(slot.slotId)}
                texts={texts}
                speechIds={slot.speechIds}
                minutes={{
                  used: sum?.minutes ?? 0,
                  planned: slot.plannedMinutes,
                  over: sum?.over ?? false,
                  onPlanned: (planned) => onDraft(setPlannedMinutes(draft, slot.slotId, planned)),
                }}
                emptyText={texts.slotEmpty}
              >
                {card(slot.slotId, slot.speechIds)}
              </OrderColumn>
            );
          })}
        </div>
      </div>
    </DndContext>
  );
}
