import type { RsvpRow } from './rsvp-answer-table';

export type SortDirection = 'ascending' | 'descending';

/** A column key of the answers table ('date', 'language' or a question's) and a direction. */
export interface RsvpSort {
  key: string;
  direction: SortDirection;
}

function valueOf(row: RsvpRow, key: string): string {
  if (key === 'date') return row.createdAt;
  if (key === 'language') return row.language;
  return row.cells[key]?.text ?? '';
}

const collator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });

/** Empty answers go last whichever the direction; equal ones keep their order. */
function compareRows(a: RsvpRow, b: RsvpRow, { key, direction }: RsvpSort): number {
  const first = valueOf(a, key);
  const second = valueOf(b, key);
  if (first === '' || second === '') return Number(first === '') - Number(second === '');
  const order = key === 'date' ? Date.parse(first) - Date.parse(second) : collator.compare(first, second);
  return direction === 'ascending' ? order : -order;
}

/**
 * The rows sorted by a column (`002` §2.5 "sortable columns") while the guests of a submission stay together:
 * each group is sorted within, and the groups by their first guest. Without a sort the rows keep their order.
 */
export function sortRsvpRows(rows: readonly RsvpRow[], sort: RsvpSort | null): RsvpRow[] {
  if (!sort) return [...rows];
  const groups = new Map<string, RsvpRow[]>();
  for (const row of rows) groups.set(row.groupIdentifier, [...(groups.get(row.groupIdentifier) ?? []), row]);
  const sortedGroups = [...groups.values()].map((group) =>
    [...group].sort((a, b) => compareRows(a, b, sort)),
  );
  sortedGroups.sort(([a], [b]) => (a && b ? compareRows(a, b, sort) : 0));
  return sortedGroups.flat();
}
