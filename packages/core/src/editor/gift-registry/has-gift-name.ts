import { translateText } from '../../rules/translate-text';
import type { GiftItem } from '../../schemas/gift-registry';

/** A wish is known to guests by its name: one is needed in the language being written. */
export function hasGiftName(item: Pick<GiftItem, 'title'>, language: string): boolean {
  return translateText(item.title, language).trim() !== '';
}
