import { giftRegistryModuleSchema } from '../../schemas/site-modules';
import type { GiftRegistryModule } from '../../schemas/site-modules';

/** A registry with three wishes (tests only). */
export function testRegistry(): GiftRegistryModule {
  return giftRegistryModuleSchema.parse({
    id: 'gifts',
    siteModuleType: 'GiftRegistry',
    giftRegistry: [
      { id: 'a', title: { sv: 'Vas' } },
      { id: 'b', title: { sv: 'Glas' }, quantity: 6 },
      { id: 'c', title: { sv: 'Resa' }, reservable: false, quantity: null },
    ],
  });
}

export const itemIds = (module: GiftRegistryModule) => module.giftRegistry.map((item) => item.id);
