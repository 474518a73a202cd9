import { describe, expect, it } from 'vitest';
import { SEATING_TABLE_SEATS_DEFAULT, type SeatingTableShape } from '../schemas/seating';
import { newTablePosition, SEATING_ROOM_ASPECT, tableFootprint } from './seating-layout';

interface Placed {
  shape: SeatingTableShape;
  seats: number;
  x: number;
  y: number;
}

/** Two tables' drawn boxes overlap (sizes in per cent of the room's width, y turned into the same unit). */
function touching(a: Placed, b: Placed): boolean {
  const sa = tableFootprint(a);
  const sb = tableFootprint(b);
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y) / SEATING_ROOM_ASPECT;
  return dx < (sa.width + sb.width) / 2 && dy < (sa.height + sb.height) / 2;
}

function addAll(shapes: { shape: SeatingTableShape; seats: number }[]): Placed[] {
  return shapes.reduce<Placed[]>(
    (tables, table) => [...tables, { ...table, ...newTablePosition(tables, table) }],
    [],
  );
}

const round = { shape: 'round' as const, seats: SEATING_TABLE_SEATS_DEFAULT };

describe('newTablePosition (issue 35)', () => {
  it('keeps two round tables and a long one apart (the screenshots had them touching)', () => {
    const tables = addAll([round, { ...round, seats: 10 }, { shape: 'long', seats: 12 }]);
    for (const [index, table] of tables.entries()) {
      for (const other of tables.slice(index + 1)) expect(touching(table, other)).toBe(false);
    }
  });

  it('spreads twelve tables over the room rather than into its top-left corner', () => {
    const tables = addAll(
      Array.from({ length: 12 }, (_, index) =>
        index % 4 === 3 ? { shape: 'long' as const, seats: 10 } : round,
      ),
    );
    for (const [index, table] of tables.entries()) {
      for (const other of tables.slice(index + 1)) expect(touching(table, other)).toBe(false);
    }
    expect(Math.max(...tables.map((table) => table.x))).toBeGreaterThanOrEqual(75);
    expect(Math.max(...tables.map((table) => table.y))).toBeGreaterThan(60);
  });

  it('keeps a table of the most seats inside the room and clear of one moved there already', () => {
    const moved: Placed = { ...round, x: 50, y: 50 };
    const big = { shape: 'long' as const, seats: 40 };
    const position = newTablePosition([moved], big);
    const placed = { ...big, ...position };
    expect(touching(placed, moved)).toBe(false);
    const half = tableFootprint(big).width / 2;
    expect(position.x - half).toBeGreaterThanOrEqual(0);
    expect(position.x + half).toBeLessThanOrEqual(100);
  });

  it('still gives a place when the room is full', () => {
    const tables = addAll(Array.from({ length: 100 }, () => round));
    expect(tables).toHaveLength(100);
    for (const table of tables) {
      expect(table.x).toBeGreaterThanOrEqual(0);
      expect(table.y).toBeLessThanOrEqual(100);
    }
  });
});
