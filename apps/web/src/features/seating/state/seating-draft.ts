import { fillSeating } from '@eventsite/core/rules/seating';
import { newTablePosition } from '@eventsite/core/rules/seating-layout';
import {
  SEATING_TABLES_MAX,
  seatedPersonKey,
  type SeatedPerson,
  type SeatingPlan,
  type SeatingTable,
  type SeatingTableShape,
  type SeatingVisibility,
} from '@eventsite/core/schemas/seating';

/** What the owner edits of a plan; who is unplaced follows from it and the guests (`unplacedOf`). */
export interface SeatingDraft {
  tables: SeatingTable[];
  visibility: SeatingVisibility;
}

export interface TableFields {
  name: string;
  shape: SeatingTableShape;
  seats: number;
}

export type SeatingAction =
  /** People onto a table (all of them or none, within its seats), or off their tables with `tableId` null. */
  | { type: 'place'; people: readonly SeatedPerson[]; tableId: string | null }
  | { type: 'addTable'; id: string; fields: TableFields }
  | { type: 'editTable'; tableId: string; fields: TableFields }
  /** A table deleted: its people wait unplaced again. */
  | { type: 'deleteTable'; tableId: string }
  | { type: 'moveTable'; tableId: string; x: number; y: number }
  /** "Fill the rest" (core `fillSeating`). */
  | { type: 'fill'; unplaced: readonly SeatedPerson[] }
  | { type: 'setVisibility'; visibility: SeatingVisibility }
  /** The plan stored elsewhere replaces this one (a conflict). */
  | { type: 'replace'; draft: SeatingDraft };

export function draftOf(plan: Pick<SeatingPlan, 'tables' | 'visibility'>): SeatingDraft {
  return { tables: plan.tables, visibility: plan.visibility };
}

/** The coming people without a seat, in the guests' order. */
export function unplacedOf(guests: readonly SeatedPerson[], tables: readonly SeatingTable[]): SeatedPerson[] {
  const placed = new Set(tables.flatMap((table) => table.places.map(seatedPersonKey)));
  return guests
    .filter((guest) => !placed.has(seatedPersonKey(guest)))
    .map(({ householdId, member }) => ({ householdId, member }));
}

const clamp = (value: number) => Math.min(97, Math.max(3, Math.round(value * 10) / 10));

function place(
  tables: SeatingTable[],
  people: readonly SeatedPerson[],
  tableId: string | null,
): SeatingTable[] {
  const moving = new Set(people.map(seatedPersonKey));
  const target = tables.find((table) => table.id === tableId);
  if (tableId !== null) {
    if (!target) return tables;
    const staying = target.places.filter((person) => !moving.has(seatedPersonKey(person)));
    if (staying.length + people.length > target.seats) return tables;
  }
  const placed = tables.map((table) => {
    const others = table.places.filter((person) => !moving.has(seatedPersonKey(person)));
    if (table.id !== tableId)
      return others.length === table.places.length ? table : { ...table, places: others };
    return {
      ...table,
      places: [...others, ...people.map(({ householdId, member }) => ({ householdId, member }))],
    };
  });
  return placed.every((table, index) => table === tables[index]) ? tables : placed;
}

/** The seating screen's edits, one pure step each (like the editor's actions); a refused edit returns `draft`. */
export function seatingReducer(draft: SeatingDraft, action: SeatingAction): SeatingDraft {
  switch (action.type) {
    case 'place': {
      const tables = place(draft.tables, action.people, action.tableId);
      return tables === draft.tables ? draft : { ...draft, tables };
    }
    case 'addTable':
      if (draft.tables.length >= SEATING_TABLES_MAX) return draft;
      return {
        ...draft,
        tables: [
          ...draft.tables,
          { id: action.id, ...action.fields, ...newTablePosition(draft.tables, action.fields), places: [] },
        ],
      };
    case 'editTable': {
      const edited = draft.tables.find((table) => table.id === action.tableId);
      if (!edited || action.fields.seats < edited.places.length) return draft;
      return {
        ...draft,
        tables: draft.tables.map((table) => (table === edited ? { ...table, ...action.fields } : table)),
      };
    }
    case 'deleteTable':
      return { ...draft, tables: draft.tables.filter((table) => table.id !== action.tableId) };
    case 'moveTable':
      return {
        ...draft,
        tables: draft.tables.map((table) =>
          table.id === action.tableId ? { ...table, x: clamp(action.x), y: clamp(action.y) } : table,
        ),
      };
    case 'fill':
      return { ...draft, tables: fillSeating(draft.tables, action.unplaced) };
    case 'setVisibility':
      return { ...draft, visibility: action.visibility };
    case 'replace':
      return action.draft;
  }
}
