/** One step towards the start (-1) or the end (1) of a list. */
export type MoveDirection = -1 | 1;

/**
 * The list with the item at `index` moved one step, clamped at the ends (`002` §4): moving the first item
 * up or the last one down returns the list unchanged.
 */
export function moveListItem<T>(items: readonly T[], index: number, direction: MoveDirection): T[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  moved.splice(target, 0, item as T);
  return moved;
}
