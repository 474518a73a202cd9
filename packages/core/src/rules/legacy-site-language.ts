import type { Market } from '../constants/platform';

/**
 * Older sites have no languages (`001` §2): their texts are in the market's language. Its own module, free of
 * schemas, so that the guest's first load can ask it without loading the version-1 model.
 */
export function legacySiteLanguageOf(market: Market): 'sv' | 'da' {
  return market === 'dk' ? 'da' : 'sv';
}
