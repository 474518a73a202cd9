import { MARKET_TOP_LEVEL_DOMAINS } from '@eventsite/core/constants/addresses';
import { MARKET_PHONE_PAYMENT_METHOD } from '@eventsite/core/constants/payment-methods';
import type { Market } from '@eventsite/core/constants/platform';
import { useIntl } from 'react-intl';
import { useAppConfig } from './app-context';

// A type, not an interface: react-intl's message values want an index signature, which only a type gives.
export type MarketMessageValues = {
  /** For a message's `{market, select, …}`: a place, a name or a currency that differs by market. */
  market: Market;
  /** The market's phone payment app, Swish or MobilePay (`decisions.md` §8). */
  phoneApp: string;
  /** The market's top-level domains, its own first: '.dk, .com, .eu or .nu'. */
  topLevelDomains: string;
};

/**
 * The values of the messages that name something of the market rather than of the language, so a Dane who
 * reads English still sees MobilePay and .dk, and a Swede who reads Danish still sees Swish and .se.
 */
export function useMarketMessageValues(): MarketMessageValues {
  const intl = useIntl();
  const { market } = useAppConfig();
  return {
    market,
    phoneApp: intl.formatMessage({ id: `payment.method.${MARKET_PHONE_PAYMENT_METHOD[market]}` }),
    topLevelDomains: intl.formatList(
      MARKET_TOP_LEVEL_DOMAINS[market].map((tld) => `.${tld}`),
      { type: 'disjunction' },
    ),
  };
}
