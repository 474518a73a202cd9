import { describe, expect, it } from 'vitest';
import { publicSiteAddress } from './public-site-address';

describe('publicSiteAddress', () => {
  it('keeps this page’s scheme and port', () => {
    expect(publicSiteAddress('anna.festsidan.se', { protocol: 'https:', port: '' })).toBe(
      'https://anna.festsidan.se/',
    );
    expect(publicSiteAddress('anna.party.localhost', { protocol: 'http:', port: '4417' })).toBe(
      'http://anna.party.localhost:4417/',
    );
  });
});
