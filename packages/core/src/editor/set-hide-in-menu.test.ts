import { describe, expect, it } from 'vitest';
import { testSite } from './editor.fixture';
import { setHideInMenu } from './set-hide-in-menu';

describe('setHideInMenu', () => {
  it('leaves a module out of the menu and lists it again, without hiding it', () => {
    const site = setHideInMenu(testSite(['a', 'b']), { moduleId: 'a', hideInMenu: true });
    expect(site.siteModules.map((module) => [module.hideInMenu, module.hide])).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(setHideInMenu(site, { moduleId: 'a', hideInMenu: false }).siteModules[0]?.hideInMenu).toBe(false);
  });

  it('returns the same site when nothing changes', () => {
    const site = testSite(['a']);
    expect(setHideInMenu(site, { moduleId: 'a', hideInMenu: false })).toBe(site);
  });
});
