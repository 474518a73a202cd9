import { describe, expect, it } from 'vitest';
import { idsOf, testSite } from './editor.fixture';
import { moveModule } from './move-module';

describe('moveModule', () => {
  it('moves a module one step up or down', () => {
    const site = testSite(['a', 'b', 'c']);
    expect(idsOf(moveModule(site, { moduleId: 'b', direction: -1 }))).toEqual(['b', 'a', 'c']);
    expect(idsOf(moveModule(site, { moduleId: 'b', direction: 1 }))).toEqual(['a', 'c', 'b']);
  });

  it('is clamped at the ends and then returns the same site', () => {
    const site = testSite(['a', 'b', 'c']);
    expect(moveModule(site, { moduleId: 'a', direction: -1 })).toBe(site);
    expect(moveModule(site, { moduleId: 'c', direction: 1 })).toBe(site);
  });

  it('does not change the given site', () => {
    const site = testSite(['a', 'b']);
    moveModule(site, { moduleId: 'a', direction: 1 });
    expect(idsOf(site)).toEqual(['a', 'b']);
  });

  it('refuses a module the site does not have', () => {
    expect(() => moveModule(testSite(['a']), { moduleId: 'x', direction: 1 })).toThrow(/no module x/);
  });
});
