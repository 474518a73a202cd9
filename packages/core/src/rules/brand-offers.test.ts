import { describe, expect, it } from 'vitest';
import { brandOfferProblems } from './brand-offers';

const logo = { name: 'LeafsBox' as const, name1: 'Anna', name2: 'Erik', additionalText: '14.06.2031' };
const modules = [
  { siteModuleType: 'Header' },
  { siteModuleType: 'GiftRegistry' },
  { siteModuleType: 'Speech2' },
];

describe('brandOfferProblems (000 §1)', () => {
  it('finds nothing in a wedding site with theme12, an event logo, a gift registry and a speech sign-up', () => {
    expect(
      brandOfferProblems({ theme: 'theme12', eventLogo: logo, siteModules: modules }, 'wedding'),
    ).toEqual([]);
  });

  it('refuses theme12 and event logos outside the wedding brand', () => {
    expect(brandOfferProblems({ theme: 'theme12', eventLogo: logo }, 'party').map((p) => p.path)).toEqual([
      'theme',
      'eventLogo',
    ]);
    expect(brandOfferProblems({ theme: 'theme11', eventLogo: null }, 'party')).toEqual([]);
  });

  it('refuses gift registry and speech modules for the event brand, naming each', () => {
    expect(brandOfferProblems({ theme: 'theme4', siteModules: modules }, 'event').map((p) => p.path)).toEqual(
      ['siteModules.1.siteModuleType', 'siteModules.2.siteModuleType'],
    );
    expect(brandOfferProblems({ theme: 'theme4', siteModules: modules }, 'party')).toEqual([]);
  });
});
