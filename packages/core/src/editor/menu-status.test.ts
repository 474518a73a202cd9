import { describe, expect, it } from 'vitest';
import { testModule } from './editor.fixture';
import { menuStatusOf } from './menu-status';

describe('menuStatusOf', () => {
  const module = testModule('a');

  it('says hidden first, then hidden in menu', () => {
    expect(menuStatusOf({ ...module, hide: true, hideInMenu: true }, 'sv')).toBe('HIDDEN');
    expect(menuStatusOf({ ...module, hideInMenu: true }, 'sv')).toBe('HIDDEN_IN_MENU');
  });

  it('prefers the menu title over the title', () => {
    expect(menuStatusOf({ ...module, menuTitle: { sv: 'Info' } }, 'sv')).toBe('MENU_TITLE');
    expect(menuStatusOf(module, 'sv')).toBe('TITLE');
  });

  it('says no title when neither shows in the language', () => {
    expect(menuStatusOf({ ...module, title: {}, menuTitle: { sv: '  ' } }, 'sv')).toBe('NO_TITLE');
  });

  it('reads the language as guests do, falling back to English and then Swedish', () => {
    expect(menuStatusOf({ ...module, menuTitle: { sv: 'Info' } }, 'de')).toBe('MENU_TITLE');
  });
});
