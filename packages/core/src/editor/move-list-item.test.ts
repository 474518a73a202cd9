import { describe, expect, it } from 'vitest';
import { moveListItem } from './move-list-item';

describe('moveListItem (002 §4: one step, clamped)', () => {
  const list = ['a', 'b', 'c'];

  it('moves an item one step up or down', () => {
    expect(moveListItem(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveListItem(list, 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is at the ends and for an index outside it', () => {
    expect(moveListItem(list, 0, -1)).toEqual(list);
    expect(moveListItem(list, 2, 1)).toEqual(list);
    expect(moveListItem(list, 5, -1)).toEqual(list);
  });

  it('returns a new list and leaves the given one alone', () => {
    const moved = moveListItem(list, 0, 1);
    expect(moved).not.toBe(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
