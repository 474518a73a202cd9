import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { seatingCounts } from '@eventsite/core/rules/seating';
import {
  SEATING_TABLE_SEATS_DEFAULT,
  SEATING_TABLES_MAX,
  seatedPersonKey,
  type SeatedPerson,
  type SeatingGuest,
  type SeatingPlan,
  type SeatingTable,
} from '@eventsite/core/schemas/seating';
import { CheckIcon, PlusIcon, SparklesIcon, XIcon } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { unplacedOf, type TableFields } from '../state/seating-draft';
import { DietMark, type DragData } from './person-chip';
import { RoomPlan } from './room-plan';
import { SeatingDownloads, VisibilitySettings } from './seating-settings';
import { TableCard } from './table-card';
import { tableInSentence, tableTitle } from './table-label';
import { TableDialog } from './table-dialog';
import { UnplacedPanel } from './unplaced-panel';
import { useSeatingAutosave, type SaveStatus } from './use-seating-autosave';
import styles from './seating.module.css';

type Editing = { kind: 'add' } | { kind: 'edit'; table: SeatingTable } | null;

function Counts({
  tables,
  unplaced,
}: {
  tables: readonly SeatingTable[];
  unplaced: readonly SeatedPerson[];
}) {
  const intl = useIntl();
  const counts = seatingCounts(tables, unplaced);
  const tiles = [
    ['placed', counts.placed],
    ['unplaced', counts.unplaced],
    ['freeSeats', counts.freeSeats],
  ] as const;
  return (
    <dl className={styles.counts} aria-label={intl.formatMessage({ id: 'seating.counts.label' })}>
      {tiles.map(([key, value]) => (
        <div key={key} className={`${styles.count} ${styles[`count_${key}`]}`} data-testid={`count-${key}`}>
          <dt>{intl.formatMessage({ id: `seating.counts.${key}` })}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SaveState({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <p className={`${styles.saveState} ${styles[`save_${status}`]}`} role="status">
      {status === 'saved' && <CheckIcon size={14} aria-hidden="true" />}
      {intl.formatMessage({ id: `seating.save.${status}` })}
      {status === 'failed' && (
        <Button variant="quiet" className={styles.retry} onClick={onRetry}>
          {intl.formatMessage({ id: 'seating.save.retry' })}
        </Button>
      )}
    </p>
  );
}

/** The next free table number, for a new table's suggested name. */
function nextTableName(tables: readonly SeatingTable[]): string {
  const numbers = tables.map((table) => Number(table.name)).filter(Number.isInteger);
  return String(Math.max(tables.length, ...numbers) + 1);
}

/**
 * The plan of one event (issue 35 item 1): who is unplaced, the room and its tables, the counts, "fill the
 * rest", when guests see it and the prints. People are placed by dragging, or by picking a person (or a
 * party) and then a table — with a keyboard or on a phone.
 */
export function SeatingEditor({
  siteId,
  eventId,
  eventDay,
  plan,
}: {
  siteId: string;
  eventId: string | null;
  eventDay: string | null;
  plan: SeatingPlan;
}) {
  const intl = useIntl();
  const { draft, dispatch, status, retry, conflict, dismissConflict } = useSeatingAutosave(
    siteId,
    eventId,
    plan,
  );
  // Those the server took off their seats since the last save, as read when the screen opened.
  const [removed, setRemoved] = useState(plan.removed);
  const [picked, setPicked] = useState<readonly SeatedPerson[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SeatingTable | null>(null);
  const [dragged, setDragged] = useState<SeatingGuest | null>(null);
  const roomRef = useRef<HTMLDivElement>(null);
  const unplacedHeading = () => document.getElementById('seating-unplaced');

  const guests = conflict?.guests ?? plan.guests;
  const guestByKey = useMemo(() => new Map(guests.map((guest) => [seatedPersonKey(guest), guest])), [guests]);
  const guestOf = (person: SeatedPerson): SeatingGuest =>
    guestByKey.get(seatedPersonKey(person)) ?? { ...person, party: '', diets: [] };
  const unplaced = unplacedOf(guests, draft.tables);
  const pickedKeys = new Set(picked.map(seatedPersonKey));
  const pickedSeated = picked.some((person) =>
    draft.tables.some((table) =>
      table.places.some((place) => seatedPersonKey(place) === seatedPersonKey(person)),
    ),
  );
  const canTake = (people: readonly SeatedPerson[]) => (table: SeatingTable) => {
    const moving = new Set(people.map(seatedPersonKey));
    const staying = table.places.filter((person) => !moving.has(seatedPersonKey(person))).length;
    return people.length > 0 && staying + people.length <= table.seats;
  };

  const place = (people: readonly SeatedPerson[], table: SeatingTable | null) => {
    if (table && !canTake(people)(table)) return;
    dispatch({ type: 'place', people, tableId: table?.id ?? null });
    setPicked([]);
  };
  /** A picked person placed: the focus goes back to those waiting, so a keyboard goes on with the next. */
  const placePicked = (table: SeatingTable | null) => {
    place(picked, table);
    requestAnimationFrame(() => unplacedHeading()?.focus());
  };
  const pick = (people: readonly SeatedPerson[]) => {
    const same =
      people.length === picked.length && people.every((person) => pickedKeys.has(seatedPersonKey(person)));
    setPicked(same ? [] : people);
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A finger holds a moment before dragging, so the page still scrolls under it.
    useSensor(TouchSensor, { activationConstraint: { delay: 220, tolerance: 8 } }),
  );
  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData | undefined;
    setDragged(data?.kind === 'person' ? data.guest : null);
  };
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setDragged(null);
    const data = active.data.current as DragData | undefined;
    if (data?.kind === 'table') {
      const room = roomRef.current?.getBoundingClientRect();
      const table = draft.tables.find((candidate) => candidate.id === data.tableId);
      if (!room || !table || room.width === 0 || room.height === 0) return;
      dispatch({
        type: 'moveTable',
        tableId: table.id,
        x: table.x + (delta.x / room.width) * 100,
        y: table.y + (delta.y / room.height) * 100,
      });
      return;
    }
    if (data?.kind !== 'person' || !over) return;
    const tableId = (over.data.current as { tableId: string | null } | undefined)?.tableId ?? null;
    const table = draft.tables.find((candidate) => candidate.id === tableId) ?? null;
    if (tableId !== null && !table) return;
    place([data.guest], table);
  };

  const saveTable = (fields: TableFields) => {
    if (editing?.kind === 'edit') dispatch({ type: 'editTable', tableId: editing.table.id, fields });
    else dispatch({ type: 'addTable', id: `table-${crypto.randomUUID()}`, fields });
    setEditing(null);
  };
  const fillable = unplaced.length > 0 && draft.tables.some((table) => table.places.length < table.seats);
  const chooseOnPlan = (table: SeatingTable) => {
    if (picked.length > 0) placePicked(table);
    else setEditing({ kind: 'edit', table });
  };
  const pickedNames = picked.map((person) => person.member).join(', ');

  return (
    <>
      {conflict && (
        <div className={styles.conflict} role="alert">
          <p>
            <strong>{intl.formatMessage({ id: 'seating.conflict.title' })}</strong>{' '}
            {intl.formatMessage({ id: 'seating.conflict.text' })}
          </p>
          <Button variant="quiet" className={styles.noticeClose} onClick={dismissConflict}>
            {intl.formatMessage({ id: 'seating.notice.close' })}
          </Button>
        </div>
      )}
      {removed.length > 0 && (
        <div className={styles.removed} role="status" data-testid="removed-notice">
          <ul>
            {removed.map((person) => (
              <li key={seatedPersonKey(person)}>
                {intl.formatMessage(
                  { id: 'seating.removed' },
                  { name: person.member, table: tableInSentence(intl, person.table) },
                )}
              </li>
            ))}
          </ul>
          <Button variant="quiet" className={styles.noticeClose} onClick={() => setRemoved([])}>
            {intl.formatMessage({ id: 'seating.notice.close' })}
          </Button>
        </div>
      )}
      <Counts tables={draft.tables} unplaced={unplaced} />
      <div className={styles.actionBar}>
        <Button
          disabled={draft.tables.length >= SEATING_TABLES_MAX}
          onClick={() => setEditing({ kind: 'add' })}
        >
          <PlusIcon size={18} aria-hidden="true" />
          {intl.formatMessage({ id: 'seating.addTable' })}
        </Button>
        <Button variant="secondary" disabled={!fillable} onClick={() => dispatch({ type: 'fill', unplaced })}>
          <SparklesIcon size={18} aria-hidden="true" />
          {intl.formatMessage({ id: 'seating.fill' })}
        </Button>
        <SaveState status={status} onRetry={retry} />
      </div>
      {guests.length === 0 && (
        <p className={styles.emptyCard}>{intl.formatMessage({ id: 'seating.noGuests' })}</p>
      )}
      <DndContext
        sensors={sensors}
        // The target is what the pointer is over: a small round table on the drawing takes a drop there.
        collisionDetection={pointerWithin}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <div className={styles.board}>
          <UnplacedPanel
            guests={unplaced.map(guestOf)}
            pickedKeys={pickedKeys}
            onPickPerson={(guest) => pick([guest])}
            onPickParty={(people) => pick(people)}
          />
          <div className={styles.tablesColumn}>
            <RoomPlan
              tables={draft.tables}
              roomRef={roomRef}
              picking={picked.length > 0}
              canTake={canTake(picked)}
              onChoose={chooseOnPlan}
              onMove={(table, x, y) => dispatch({ type: 'moveTable', tableId: table.id, x, y })}
            />
            <section aria-labelledby="seating-tables">
              <h2 id="seating-tables" className={styles.sectionTitle}>
                {intl.formatMessage({ id: 'seating.tables.title' }, { count: draft.tables.length })}
              </h2>
              {draft.tables.length === 0 ? (
                <p className={styles.hint}>{intl.formatMessage({ id: 'seating.tables.empty' })}</p>
              ) : (
                <ul className={styles.tables}>
                  {draft.tables.map((table) => (
                    <TableCard
                      key={table.id}
                      table={table}
                      guestOf={guestOf}
                      pickedKeys={pickedKeys}
                      picking={picked.length > 0}
                      canTake={canTake(picked)(table)}
                      onPick={(person) => pick([person])}
                      onPlace={() => placePicked(table)}
                      onEdit={() => setEditing({ kind: 'edit', table })}
                      onDelete={() => setDeleting(table)}
                    />
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
        <DragOverlay>
          {dragged && (
            <span className={`${styles.person} ${styles.overlay}`}>
              <span className={`${styles.personButton} ${styles.picked}`}>{dragged.member}</span>
              <DietMark diets={dragged.diets} />
            </span>
          )}
        </DragOverlay>
      </DndContext>
      {picked.length > 0 && (
        <div
          className={styles.pickBar}
          role="region"
          aria-label={intl.formatMessage({ id: 'seating.pick.label' })}
          data-testid="pick-bar"
        >
          <div className={styles.pickHead}>
            <p className={styles.pickText} aria-live="polite">
              {intl.formatMessage({ id: 'seating.pick.text' }, { names: pickedNames, count: picked.length })}
            </p>
            <div className={styles.pickActions}>
              {pickedSeated && (
                <Button variant="quiet" onClick={() => placePicked(null)}>
                  {intl.formatMessage({ id: 'seating.pick.unplace' })}
                </Button>
              )}
              <Button variant="quiet" onClick={() => setPicked([])}>
                <XIcon size={16} aria-hidden="true" />
                {intl.formatMessage({ id: 'seating.pick.cancel' })}
              </Button>
            </div>
          </div>
          <ul className={styles.pickTables}>
            {draft.tables.map((table) => (
              <li key={table.id}>
                <Button
                  variant="secondary"
                  className={styles.pickTable}
                  disabled={!canTake(picked)(table)}
                  onClick={() => placePicked(table)}
                >
                  {intl.formatMessage(
                    { id: 'seating.pick.table' },
                    { table: tableTitle(intl, table.name), free: table.seats - table.places.length },
                  )}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.settings}>
        <VisibilitySettings
          visibility={draft.visibility}
          eventDay={eventDay}
          onChange={(visibility) => dispatch({ type: 'setVisibility', visibility })}
        />
        <SeatingDownloads
          siteId={siteId}
          eventId={eventId}
          ready={status === 'saved'}
          placed={draft.tables.reduce((sum, table) => sum + table.places.length, 0)}
        />
      </div>
      {editing && (
        <TableDialog
          key={editing.kind === 'edit' ? editing.table.id : 'new'}
          table={editing.kind === 'edit' ? editing.table : null}
          suggestedName={nextTableName(draft.tables)}
          defaultSeats={SEATING_TABLE_SEATS_DEFAULT}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={saveTable}
        />
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={intl.formatMessage(
          { id: 'seating.delete.title' },
          { table: tableInSentence(intl, deleting?.name ?? '') },
        )}
        actions={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{intl.formatMessage({ id: 'seating.tableForm.cancel' })}</Button>
            </DialogClose>
            <Button
              onClick={() => {
                if (deleting) dispatch({ type: 'deleteTable', tableId: deleting.id });
                setDeleting(null);
              }}
            >
              {intl.formatMessage({ id: 'seating.delete.confirm' })}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'seating.delete.text' }, { count: deleting?.places.length ?? 0 })}</p>
      </Dialog>
    </>
  );
}
