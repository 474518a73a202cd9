import type { GiftRegistryModule } from '../../schemas/site-modules';

/** Where an item is in the registry; editing a missing gift item is an error (`002` §4). */
export function giftItemIndex(module: GiftRegistryModule, itemId: string): number {
  const index = module.giftRegistry.findIndex((item) => item.id === itemId);
  if (index === -1) throw new Error(`The gift registry has no item ${itemId}`);
  return index;
}
