import { describe, expect, it } from 'vitest';
import { addGiftItem } from './add-gift-item';
import { deleteGiftItem } from './delete-gift-item';
import { itemIds, testRegistry } from './gift-registry.fixture';
import { moveGiftItem } from './move-gift-item';
import { newGiftItem } from './new-gift-item';
import { updateGiftItem } from './update-gift-item';

describe('addGiftItem', () => {
  it('adds the item at the end', () => {
    expect(itemIds(addGiftItem(testRegistry(), newGiftItem('d')))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses an id the registry already has', () => {
    expect(() => addGiftItem(testRegistry(), newGiftItem('a'))).toThrow(/already/);
  });
});

describe('updateGiftItem', () => {
  it('replaces the item with the same id in its place', () => {
    const registry = testRegistry();
    const edited = { ...registry.giftRegistry[1]!, quantity: 8 };
    const updated = updateGiftItem(registry, edited);
    expect(itemIds(updated)).toEqual(['a', 'b', 'c']);
    expect(updated.giftRegistry[1]?.quantity).toBe(8);
  });

  it('refuses an item the registry does not have (002 §4)', () => {
    expect(() => updateGiftItem(testRegistry(), newGiftItem('x'))).toThrow(/no item x/);
  });
});

describe('moveGiftItem (one step, clamped)', () => {
  it('moves an item up or down', () => {
    expect(itemIds(moveGiftItem(testRegistry(), 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(itemIds(moveGiftItem(testRegistry(), 'b', 1))).toEqual(['a', 'c', 'b']);
  });

  it('keeps the first first and the last last', () => {
    expect(itemIds(moveGiftItem(testRegistry(), 'a', -1))).toEqual(['a', 'b', 'c']);
    expect(itemIds(moveGiftItem(testRegistry(), 'c', 1))).toEqual(['a', 'b', 'c']);
  });
});

describe('deleteGiftItem', () => {
  it('removes the item', () => {
    expect(itemIds(deleteGiftItem(testRegistry(), 'b'))).toEqual(['a', 'c']);
  });

  it('refuses an item the registry does not have', () => {
    expect(() => deleteGiftItem(testRegistry(), 'x')).toThrow(/no item x/);
  });
});
