import { formatPrice } from '@eventsite/core/rules/prices';
import { useCallback } from 'react';
import { useAppConfig } from './app-context';

/**
 * The one way the interface writes money: in the market's currency and manner ('499 kr' in Sweden,
 * '349,00 kr.' in Denmark, `decisions.md` §8), so a market never shows another market's currency. Amounts
 * shown together as one statement pass them all as `together` (see core's `formatPrice`).
 */
export function useFormatPrice(): (priceOre: number, together?: readonly number[]) => string {
  const { market } = useAppConfig();
  return useCallback(
    (priceOre: number, together?: readonly number[]) => formatPrice(market, priceOre, together),
    [market],
  );
}
