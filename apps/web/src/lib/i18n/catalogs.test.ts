import { describe, expect, it } from 'vitest';
import { LOADING_TEXT } from './boot-texts';
import da from './messages/da.json';
import en from './messages/en.json';
import sv from './messages/sv.json';

const catalogues: Record<string, Record<string, string>> = { sv, en, da };

/** The ICU placeholders of a message, e.g. `{mail}`, which every translation must keep. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)/g)].map((match) => match[1] ?? '').sort();
}

describe('the message catalogues', () => {
  it('have exactly the same keys', () => {
    const swedishKeys = Object.keys(sv).sort();
    expect(Object.keys(en).sort()).toEqual(swedishKeys);
    expect(Object.keys(da).sort()).toEqual(swedishKeys);
  });

  it.each(Object.keys(catalogues))('%s has no empty messages', (language) => {
    const empty = Object.entries(catalogues[language] ?? {}).filter(([, message]) => message.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keep the placeholders of every message', () => {
    for (const [id, message] of Object.entries(sv)) {
      expect(placeholders(en[id as keyof typeof en]), `en ${id}`).toEqual(placeholders(message));
      expect(placeholders(da[id as keyof typeof da]), `da ${id}`).toEqual(placeholders(message));
    }
  });

  it('use the spec texts verbatim', () => {
    expect(sv['common.loading']).toBe('Laddar...');
    expect([sv['errorDialog.title'], en['errorDialog.title'], da['errorDialog.title']]).toEqual([
      'Fel',
      'Error',
      'Fejl',
    ]);
    expect([
      sv['errorDialog.unknownError'],
      en['errorDialog.unknownError'],
      da['errorDialog.unknownError'],
    ]).toEqual(['Ett okänt fel har uppstått.', 'A unknown error occured.', 'En ukendt fejl opstod.']);
    expect([sv['errorDialog.logIn'], en['errorDialog.logIn'], da['errorDialog.logIn']]).toEqual([
      'Logga in',
      'Log in',
      'Log ind',
    ]);
    expect([sv['errorDialog.close'], en['errorDialog.close'], da['errorDialog.close']]).toEqual([
      'Stäng',
      'Close',
      'Luk',
    ]);
  });

  it('agree with the loading text shown before a catalogue has loaded', () => {
    expect(LOADING_TEXT).toEqual({
      sv: sv['common.loading'],
      en: en['common.loading'],
      da: da['common.loading'],
    });
  });
});
