import { translateText } from '@eventsite/core/rules/translate-text';
import type { GiftRegistryModule } from '@eventsite/core/schemas/site-modules';
import { giftRegistryText, type GiftRegistryTextKey } from './gift-registry-texts';

/** The module's customisable button and label texts (`001` §3 "Gift registry module"). */
export type GiftRegistryTextField = keyof Pick<
  GiftRegistryModule,
  | 'reserveButton'
  | 'cancelReservationButton'
  | 'labelReserveQuantity'
  | 'labelReservePassword'
  | 'labelCancelReservationQuantity'
  | 'labelCancelReservationPassword'
>;

/** A module's own word for a field, or the default (`001` §3 "Gift registry module"). */
export function giftRegistryWord(
  module: GiftRegistryModule,
  [field, fallback]: [GiftRegistryTextField, GiftRegistryTextKey],
  language: string,
): string {
  return translateText(module[field], language) || giftRegistryText(fallback, language);
}
