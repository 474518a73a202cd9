import type { SpeechSignupView } from '@eventsite/core/api/speeches';
import { minutesPerSlot } from '@eventsite/core/rules/speech-running-order';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useRef } from 'react';
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
 * or by its buttons. While it is dragged over another column it moves there, so the columns make room.
 */
export function RunningOrderBoard({ texts, draft, onDraft, speeches, slotNames }: RunningOrderBoardProps) {
  const beforeDrag = useRef<RunningOrderDraft | null>(null);
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

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const id = String(active.id);
    const to = target(over.id, draft);
    if (to === null || to.column === columnOf(draft, id)) return;
    onDraft(moveSpeech(draft, id, to.column, to.index));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    beforeDrag.current = null;
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
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.dragInstructions } }}
      onDragStart={() => {
        beforeDrag.current = draft;
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        if (beforeDrag.current) onDraft(beforeDrag.current);
        beforeDrag.current = null;
      }}
    >
      <div className={styles.board}>
        {speeches.length > 0 && (
          <OrderColumn
            column={UNPLACED}
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
