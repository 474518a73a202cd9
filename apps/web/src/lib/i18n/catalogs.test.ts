import { DEFAULT_GUEST_INDEX_TITLE } from '@eventsite/core/constants/default-texts';
import { PRINT_POSITIONS } from '@eventsite/core/constants/print-layouts';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOADING_TEXT } from './boot-texts';
import da from './messages/da/index';
import en from './messages/en/index';
import sv from './messages/sv/index';

const catalogues: Record<string, Record<string, string>> = { sv, en, da };

/** The arguments of a message (`{mail}`, the `days` of a plural), which every translation must keep. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) {
        names.add(element.value);
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/** Each language's area files, read raw: the merged catalogue would hide an id defined twice. */
const areaFiles = import.meta.glob<Record<string, string>>('./messages/*/*.json', {
  eager: true,
  import: 'default',
});

describe('the message catalogues', () => {
  it('define every id in one area file only', () => {
    for (const language of ['sv', 'en', 'da']) {
      const seen = new Map<string, string>();
      for (const [path, messages] of Object.entries(areaFiles)) {
        if (!path.startsWith(`./messages/${language}/`)) continue;
        for (const id of Object.keys(messages)) {
          expect(seen.get(id), `${id} in ${path}`).toBeUndefined();
          seen.set(id, path);
        }
      }
    }
  });

  it('have the same area files in every language', () => {
    const areas = (language: string) =>
      Object.keys(areaFiles)
        .filter((path) => path.startsWith(`./messages/${language}/`))
        .map((path) => path.split('/').pop())
        .sort();
    expect(areas('en')).toEqual(areas('sv'));
    expect(areas('da')).toEqual(areas('sv'));
  });

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

  it.each(Object.keys(catalogues))('%s names every position of a printed card', (language) => {
    // The print editor builds these ids from the positions (`prints.position.${position}`).
    const catalogue = catalogues[language] ?? {};
    const unnamed = PRINT_POSITIONS.filter((position) => !catalogue[`prints.position.${position}`]);
    expect(unnamed).toEqual([]);
  });

  it('agree with the loading text shown before a catalogue has loaded', () => {
    expect(LOADING_TEXT).toEqual({
      sv: sv['common.loading'],
      en: en['common.loading'],
      da: da['common.loading'],
    });
  });
});

describe('the RSVP editor’s example of a guest heading', () => {
  it.each(Object.entries(DEFAULT_GUEST_INDEX_TITLE))(
    'is the %s default heading, numbered',
    (language, title) => {
      expect(catalogues[language]?.['formEditor.rsvp.guestIndexTitleHint']).toContain(`${title} 2`);
    },
  );
});
