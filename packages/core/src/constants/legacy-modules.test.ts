import { describe, expect, it } from 'vitest';
import { LEGACY_ID_PREFIXES, LEGACY_MAIL_RECEIVER_CATEGORIES, LEGACY_MAP_THEMES } from './legacy-modules';
import { MAP_THEMES } from './map';

describe('legacy model constants (001 §3, 002 §3)', () => {
  it('names the id prefixes', () => {
    expect(LEGACY_ID_PREFIXES).toEqual({
      module: 'CLIENTID',
      textField: 'textField',
      radioGroup: 'RadioGroup',
      radioGroupOption: 'RadioGroupOption',
      giftRegistryItem: 'giftRegistryItem',
    });
  });

  it('has rsvp and speech receivers and lower-case map themes', () => {
    expect(LEGACY_MAIL_RECEIVER_CATEGORIES).toEqual(['rsvp', 'speech']);
    expect(LEGACY_MAP_THEMES.map((theme) => theme.toUpperCase()).sort()).toEqual([...MAP_THEMES].sort());
  });
});
