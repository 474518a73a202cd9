import type { GiftItem } from '../../schemas/gift-registry';
import type { GiftRegistryModule } from '../../schemas/site-modules';

/** The registry with an item added at the end of the list; ids stay unique. */
export function addGiftItem(module: GiftRegistryModule, item: GiftItem): GiftRegistryModule {
  if (module.giftRegistry.some((existing) => existing.id === item.id)) {
    throw new Error(`The gift registry already has an item ${item.id}`);
  }
  return { ...module, giftRegistry: [...module.giftRegistry, item] };
}
