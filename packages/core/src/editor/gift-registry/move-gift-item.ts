import type { GiftRegistryModule } from '../../schemas/site-modules';
import { moveListItem, type MoveDirection } from '../move-list-item';
import { giftItemIndex } from './gift-item-index';

/** The registry with an item moved one step up (-1) or down (1), clamped at the ends (`002` §4). */
export function moveGiftItem(
  module: GiftRegistryModule,
  itemId: string,
  direction: MoveDirection,
): GiftRegistryModule {
  const index = giftItemIndex(module, itemId);
  return { ...module, giftRegistry: moveListItem(module.giftRegistry, index, direction) };
}
