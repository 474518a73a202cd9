import type { GiftRegistryModule } from '../../schemas/site-modules';
import { giftItemIndex } from './gift-item-index';

/** The registry without an item. */
export function deleteGiftItem(module: GiftRegistryModule, itemId: string): GiftRegistryModule {
  const index = giftItemIndex(module, itemId);
  return { ...module, giftRegistry: module.giftRegistry.filter((_, i) => i !== index) };
}
