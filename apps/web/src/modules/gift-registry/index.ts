import type { ModuleDefinition } from '../module-definition';
import { GiftRegistryView } from './gift-registry-view';

export const giftRegistryModule: ModuleDefinition<'GiftRegistry'> = {
  type: 'GiftRegistry',
  View: GiftRegistryView,
};
