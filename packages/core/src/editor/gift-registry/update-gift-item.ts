import type { GiftItem } from '../../schemas/gift-registry';
import type { GiftRegistryModule } from '../../schemas/site-modules';
import { giftItemIndex } from './gift-item-index';

/** The registry with an edited item in place of the one with its id. */
export function updateGiftItem(module: GiftRegistryModule, item: GiftItem): GiftRegistryModule {
  const index = giftItemIndex(module, item.id);
  return {
    ...module,
    giftRegistry: module.giftRegistry.map((existing, i) => (i === index ? item : existing)),
  };
}
