import { describe, expect, it } from 'vitest';
import { addModule } from './add-module';
import { idsOf, testModule, testSite } from './editor.fixture';

describe('addModule', () => {
  it('adds at the end when no module is chosen', () => {
    const site = testSite(['a', 'b']);
    expect(idsOf(addModule(site, { module: testModule('new') }))).toEqual(['a', 'b', 'new']);
  });

  it('inserts before the chosen module', () => {
    const site = testSite(['a', 'b', 'c']);
    expect(idsOf(addModule(site, { module: testModule('new'), beforeModuleId: 'b' }))).toEqual([
      'a',
      'new',
      'b',
      'c',
    ]);
    expect(idsOf(addModule(site, { module: testModule('new'), beforeModuleId: 'a' }))).toEqual([
      'new',
      'a',
      'b',
      'c',
    ]);
  });

  it('adds the first module of an empty site', () => {
    expect(idsOf(addModule(testSite([]), { module: testModule('first') }))).toEqual(['first']);
  });

  it('adds at the end when the chosen module is gone', () => {
    expect(idsOf(addModule(testSite(['a']), { module: testModule('new'), beforeModuleId: 'x' }))).toEqual([
      'a',
      'new',
    ]);
  });

  it('leaves the given site unchanged', () => {
    const site = testSite(['a']);
    addModule(site, { module: testModule('new') });
    expect(idsOf(site)).toEqual(['a']);
  });

  it('refuses a second module with the same id', () => {
    expect(() => addModule(testSite(['a']), { module: testModule('a') })).toThrow(/already/);
  });
});
