import type { Market } from '@eventsite/core/constants/platform';

/** The phone app guests pay the hosts with in the market (issue 37); a brand's name, the same in every language. */
export function paymentMethodName(market: Market): string {
  return market === 'se' ? 'Swish' : 'MobilePay';
}
