import { describe, expect, it } from 'vitest';
import {
  customDomainOf,
  isValidDnsLabel,
  normaliseAddressName,
  parseCustomDomain,
  subdomainHost,
  subdomainLabelOf,
  subdomainLabelProblem,
} from './address-names';

describe('normaliseAddressName', () => {
  it.each([
    ['Anna & Erik', 'anna-erik'],
    ['  Åsa Öberg  ', 'asa-oberg'],
    ['Søren_Ærø', 'soren-aero'],
    ['--party--2031', 'party-2031'],
    ['Café!', 'cafe'],
    ['anna-', 'anna-'],
  ])('%j → %j', (input, output) => {
    expect(normaliseAddressName(input)).toBe(output);
  });

  it('keeps at most 63 characters', () => {
    expect(normaliseAddressName('a'.repeat(80))).toHaveLength(63);
  });
});

describe('isValidDnsLabel', () => {
  it.each(['a', 'anna', 'anna-erik', '2031', 'a'.repeat(63)])('accepts %j', (label) => {
    expect(isValidDnsLabel(label)).toBe(true);
  });

  it.each(['', '-anna', 'anna-', 'Anna', 'anna.erik', 'a'.repeat(64), 'xn--abc', 'åsa', 'an na'])(
    'refuses %j',
    (label) => {
      expect(isValidDnsLabel(label)).toBe(false);
    },
  );
});

describe('subdomainLabelProblem (decisions §3)', () => {
  it('accepts a free-standing label', () => {
    expect(subdomainLabelProblem('annas-fest')).toBeNull();
  });

  it.each(['www', 'api', 'app', 'demo', 'admin', 'mail'])('reserves %j', (label) => {
    expect(subdomainLabelProblem(label)).toBe('reserved');
  });

  it('calls a bad label invalid before reserved', () => {
    expect(subdomainLabelProblem('-www')).toBe('invalid');
  });
});

describe('subdomain hosts', () => {
  it('puts the label under the brand domain and reads it back', () => {
    expect(subdomainHost('anna', 'festsidan.se')).toBe('anna.festsidan.se');
    expect(subdomainLabelOf('anna.festsidan.se', 'festsidan.se')).toBe('anna');
  });

  it.each(['festsidan.se', 'a.b.festsidan.se', 'anna.example.se', 'annafestsidan.se'])(
    'finds no label in %j',
    (host) => {
      expect(subdomainLabelOf(host, 'festsidan.se')).toBeNull();
    },
  );
});

describe('custom domains (000 §5)', () => {
  it('joins and splits a name and an offered top-level domain', () => {
    expect(customDomainOf({ name: 'annaocherik', topLevelDomain: 'nu' })).toBe('annaocherik.nu');
    expect(parseCustomDomain('annaocherik.eu', 'se')).toEqual({ name: 'annaocherik', topLevelDomain: 'eu' });
  });

  it('takes .dk in Denmark and not .se (decisions.md §8)', () => {
    expect(parseCustomDomain('annaogerik.dk', 'dk')).toEqual({ name: 'annaogerik', topLevelDomain: 'dk' });
    expect(parseCustomDomain('annaogerik.se', 'dk')).toBeNull();
  });

  it.each(['annaocherik.dk', 'www.annaocherik.se', 'annaocherik', '-anna.se', 'Anna.se'])(
    'refuses %j',
    (domain) => {
      expect(parseCustomDomain(domain, 'se')).toBeNull();
    },
  );
});
