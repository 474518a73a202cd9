import type { Market } from './platform';

/**
 * The carriers shown for shipment methods, per market (`002` §9 "several method names map to display
 * carriers", `decisions.md` §8): a method's name starts with its carrier's name.
 */
export const SHIPMENT_CARRIERS: Readonly<Record<Market, readonly string[]>> = {
  se: ['PostNord', 'DHL', 'Budbee', 'Instabox'],
  dk: ['PostNord DK', 'GLS', 'DAO'],
};
