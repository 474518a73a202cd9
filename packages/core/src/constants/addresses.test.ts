import { describe, expect, it } from 'vitest';
import { defaultTopLevelDomainOf, MARKET_TOP_LEVEL_DOMAINS, RESERVED_SUBDOMAIN_LABELS } from './addresses';

describe('address constants (000 §5, decisions §3)', () => {
  it('offers .se, .nu, .com and .eu in Sweden, default .se', () => {
    expect(MARKET_TOP_LEVEL_DOMAINS.se).toEqual(['se', 'nu', 'com', 'eu']);
    expect(defaultTopLevelDomainOf('se')).toBe('se');
  });

  it('offers .dk first among .dk, .com, .eu and .nu in Denmark (decisions.md §8)', () => {
    expect(MARKET_TOP_LEVEL_DOMAINS.dk).toEqual(['dk', 'com', 'eu', 'nu']);
    expect(defaultTopLevelDomainOf('dk')).toBe('dk');
  });

  it('reserves the labels decisions §3 names', () => {
    for (const label of ['www', 'api', 'app', 'demo', 'admin', 'mail']) {
      expect(RESERVED_SUBDOMAIN_LABELS).toContain(label);
    }
  });
});
