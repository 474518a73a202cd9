import { describe, expect, it } from 'vitest';
import { testSite } from './editor.fixture';
import { setModuleHidden } from './set-module-hidden';

describe('setModuleHidden', () => {
  it('hides a module and shows it again', () => {
    const hidden = setModuleHidden(testSite(['a', 'b']), { moduleId: 'b', hide: true });
    expect(hidden.siteModules.map((module) => module.hide)).toEqual([false, true]);
    const shown = setModuleHidden(hidden, { moduleId: 'b', hide: false });
    expect(shown.siteModules.map((module) => module.hide)).toEqual([false, false]);
  });

  it('returns the same site when nothing changes', () => {
    const site = testSite(['a']);
    expect(setModuleHidden(site, { moduleId: 'a', hide: false })).toBe(site);
  });
});
