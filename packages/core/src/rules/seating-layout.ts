import type { SeatingTable, SeatingTableShape } from '../schemas/seating';

/**
 * The room drawing's widest shape (the web's wide screens; phones draw it 4:3, the printed plan about 8:5).
 * Spacing tables for the widest room keeps them apart in the taller ones too, where heights in per cent of
 * the room shrink.
 */
export const SEATING_ROOM_ASPECT = 16 / 9;

/** Free room kept between two tables, in per cent of the room's width. */
const TABLE_GAP = 3;
/** Grid cells about this wide (per cent of the room's width): a default round table and room around it. */
const CELL = 18;

type Footprint = Pick<SeatingTable, 'shape' | 'seats'>;
type Placed = Footprint & Pick<SeatingTable, 'x' | 'y'>;

/**
 * A table's size on the room drawing in per cent of the room's width, as the web draws it (seating.module.css:
 * round `6cqw + seats × 0.75cqw`, long `6cqw + seats × 1.6cqw` by `7.5cqw`), with the CSS minimums as they
 * are at a 390 px phone's 358 px room, where they weigh most.
 */
export function tableFootprint(table: { shape: SeatingTableShape; seats: number }): {
  width: number;
  height: number;
} {
  if (table.shape === 'round') {
    const side = Math.max(12.5, 6 + table.seats * 0.75);
    return { width: side, height: side };
  }
  return { width: Math.max(18, 6 + table.seats * 1.6), height: 11.5 };
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A table's box in per cent of the room's width both ways (so both axes share one unit), widened by half a gap. */
function boxOf(table: Placed): Box {
  const size = tableFootprint(table);
  const halfWidth = size.width / 2 + TABLE_GAP / 2;
  const halfHeight = size.height / 2 + TABLE_GAP / 2;
  const y = table.y / SEATING_ROOM_ASPECT;
  return {
    left: table.x - halfWidth,
    right: table.x + halfWidth,
    top: y - halfHeight,
    bottom: y + halfHeight,
  };
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

function grid(columns: number, rows: number): { x: number; y: number }[] {
  const cells: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      cells.push({
        x: Math.round(((column + 0.5) / columns) * 1000) / 10,
        y: Math.round(((row + 0.5) / rows) * 1000) / 10,
      });
    }
  }
  return cells;
}

/**
 * Where a new table lands on the room drawing (issue 35): the first cell, row by row, of a grid over the room
 * (cells about a default table wide, as tall as wide at the room's shape) where it fits inside the room clear
 * of every table already there; when that grid is full, grids twice and four times as fine; when nothing is
 * free, the cell where it overlaps least. The printed plan uses the same per cent, so it gets the same spread.
 */
export function newTablePosition(tables: readonly Placed[], table: Footprint): { x: number; y: number } {
  const columns = Math.round(100 / CELL);
  const rows = Math.max(1, Math.round(100 / SEATING_ROOM_ASPECT / CELL));
  const taken = tables.map(boxOf);
  const roomHeight = 100 / SEATING_ROOM_ASPECT;
  const size = tableFootprint(table);
  const inside = (box: Box) =>
    box.left + TABLE_GAP / 2 >= 0 &&
    box.right - TABLE_GAP / 2 <= 100 &&
    box.top + TABLE_GAP / 2 >= 0 &&
    box.bottom - TABLE_GAP / 2 <= roomHeight;
  const candidates = [1, 2, 4].flatMap((fine) => grid(columns * fine, rows * fine));
  let best = candidates[0]!;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const cell of candidates) {
    const box = boxOf({ ...table, ...cell });
    const cost = taken.reduce((sum, other) => sum + overlap(box, other), 0);
    if (cost === 0 && inside(box)) return cell;
    // Sticking out of the room counts like covering a table of the same area.
    const outside = inside(box) ? 0 : size.width * size.height;
    if (cost + outside < bestCost) {
      best = cell;
      bestCost = cost + outside;
    }
  }
  return best;
}
