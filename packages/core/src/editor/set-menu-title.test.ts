import { describe, expect, it } from 'vitest';
import { testSite } from './editor.fixture';
import { menuAnchorsOf } from './menu-anchors';
import { setMenuTitle } from './set-menu-title';

describe('setMenuTitle', () => {
  it('sets the menu title of one language and keeps the others', () => {
    let site = setMenuTitle(testSite(['a']), { moduleId: 'a', language: 'sv', menuTitle: 'Hitta hit' });
    site = setMenuTitle(site, { moduleId: 'a', language: 'en', menuTitle: 'Getting there' });
    expect(site.siteModules[0]?.menuTitle).toEqual({ sv: 'Hitta hit', en: 'Getting there' });
  });

  it('removes an emptied title, so the menu falls back to the module title', () => {
    let site = setMenuTitle(testSite(['a']), { moduleId: 'a', language: 'sv', menuTitle: 'Hitta hit' });
    site = setMenuTitle(site, { moduleId: 'a', language: 'sv', menuTitle: '' });
    expect(site.siteModules[0]?.menuTitle).toEqual({});
    expect(menuAnchorsOf(site.siteModules, 'sv').get('a')).toBe('information');
  });

  it('returns the same site when the title does not change', () => {
    const site = testSite(['a']);
    expect(setMenuTitle(site, { moduleId: 'a', language: 'sv', menuTitle: '' })).toBe(site);
  });

  it('gives modules with the same menu title unique anchors (slug with -2, -3)', () => {
    let site = testSite(['a', 'b', 'c']);
    for (const moduleId of ['a', 'b', 'c']) {
      site = setMenuTitle(site, { moduleId, language: 'sv', menuTitle: 'Fest & mat' });
    }
    expect([...menuAnchorsOf(site.siteModules, 'sv').values()]).toEqual([
      'fest-och-mat',
      'fest-och-mat-2',
      'fest-och-mat-3',
    ]);
  });

  it("gives an empty menu title and title the anchor '_'", () => {
    let site = setMenuTitle(testSite(['a']), { moduleId: 'a', language: 'sv', menuTitle: '' });
    site = { ...site, siteModules: site.siteModules.map((module) => ({ ...module, title: {} })) };
    expect(menuAnchorsOf(site.siteModules, 'sv').get('a')).toBe('_');
  });
});
