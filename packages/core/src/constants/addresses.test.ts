import { describe, expect, it } from 'vitest';
import {
  CUSTOM_DOMAIN_TOP_LEVEL_DOMAINS,
  DEFAULT_CUSTOM_DOMAIN_TOP_LEVEL_DOMAIN,
  RESERVED_SUBDOMAIN_LABELS,
} from './addresses';

describe('address constants (000 §5, decisions §3)', () => {
  it('offers .se, .nu, .com and .eu, default .se', () => {
    expect(CUSTOM_DOMAIN_TOP_LEVEL_DOMAINS).toEqual(['se', 'nu', 'com', 'eu']);
    expect(DEFAULT_CUSTOM_DOMAIN_TOP_LEVEL_DOMAIN).toBe('se');
  });

  it('reserves the labels decisions §3 names', () => {
    for (const label of ['www', 'api', 'app', 'demo', 'admin', 'mail']) {
      expect(RESERVED_SUBDOMAIN_LABELS).toContain(label);
    }
  });
});
