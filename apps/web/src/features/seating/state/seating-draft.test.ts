import { SEATING_ROOM_ASPECT, tableFootprint } from '@eventsite/core/rules/seating-layout';
import type { SeatingTable } from '@eventsite/core/schemas/seating';
import { describe, expect, it } from 'vitest';
import { seatingReducer, unplacedOf, type SeatingDraft } from './seating-draft';

const anna = { householdId: 'berg', member: 'Anna Berg' };
const bo = { householdId: 'berg', member: 'Bo Berg' };
const cia = { householdId: 'holm', member: 'Cia Holm' };

function table(id: string, seats: number, places: SeatingTable['places'] = []): SeatingTable {
  return { id, name: id, shape: 'round', seats, x: 50, y: 50, places };
}

const draft = (tables: SeatingTable[]): SeatingDraft => ({
  tables,
  visibility: { from: null, searchable: false },
});

describe('seatingReducer (issue 35 item 1)', () => {
  it('moves a person from one table to another, and off every table', () => {
    const start = draft([table('1', 2, [anna]), table('2', 2)]);
    const moved = seatingReducer(start, { type: 'place', people: [anna], tableId: '2' });
    expect(moved.tables.map((entry) => entry.places)).toEqual([[], [anna]]);
    const off = seatingReducer(moved, { type: 'place', people: [anna], tableId: null });
    expect(off.tables.map((entry) => entry.places)).toEqual([[], []]);
  });

  it('places a party whole or not at all, never over the seats', () => {
    const start = draft([table('1', 2, [cia])]);
    expect(seatingReducer(start, { type: 'place', people: [anna, bo], tableId: '1' })).toBe(start);
    expect(
      seatingReducer(draft([table('1', 2)]), { type: 'place', people: [anna, bo], tableId: '1' }).tables[0]
        ?.places,
    ).toEqual([anna, bo]);
  });

  it('returns a deleted table’s people to the unplaced, in the guests’ order', () => {
    const start = draft([table('1', 4, [cia, anna]), table('2', 2, [bo])]);
    const deleted = seatingReducer(start, { type: 'deleteTable', tableId: '1' });
    expect(unplacedOf([anna, bo, cia], deleted.tables)).toEqual([anna, cia]);
  });

  it('refuses fewer seats than the people at a table, and keeps a moved table inside the room', () => {
    const start = draft([table('1', 4, [anna, bo])]);
    const fields = { name: '1', shape: 'long' as const, seats: 1 };
    expect(seatingReducer(start, { type: 'editTable', tableId: '1', fields })).toBe(start);
    const moved = seatingReducer(start, { type: 'moveTable', tableId: '1', x: 140, y: -8 });
    expect(moved.tables[0]).toMatchObject({ x: 97, y: 3 });
  });

  it('puts each new table where it touches none already drawn (round 1 and 2 touched, long 3 lay over 2)', () => {
    const added = [
      { name: '1', shape: 'round' as const, seats: 8 },
      { name: '2', shape: 'round' as const, seats: 10 },
      { name: '3', shape: 'long' as const, seats: 12 },
    ].reduce(
      (current, fields) => seatingReducer(current, { type: 'addTable', id: fields.name, fields }),
      draft([]),
    );
    const apart = (a: SeatingTable, b: SeatingTable) =>
      Math.abs(a.x - b.x) >= (tableFootprint(a).width + tableFootprint(b).width) / 2 ||
      Math.abs(a.y - b.y) / SEATING_ROOM_ASPECT >= (tableFootprint(a).height + tableFootprint(b).height) / 2;
    const [one, two, three] = added.tables as [SeatingTable, SeatingTable, SeatingTable];
    expect([apart(one, two), apart(one, three), apart(two, three)]).toEqual([true, true, true]);
  });
});
