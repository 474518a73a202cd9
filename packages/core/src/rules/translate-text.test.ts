import { describe, expect, it } from 'vitest';
import { translateText } from './translate-text';

describe('translateText', () => {
  it('reads the chosen language first', () => {
    expect(translateText({ sv: 'Hej', en: 'Hello', da: 'Hej da' }, 'da')).toBe('Hej da');
  });

  it('falls back to English before Swedish', () => {
    expect(translateText({ sv: 'Hej', en: 'Hello' }, 'da')).toBe('Hello');
  });

  it('falls back to Swedish when English is missing', () => {
    expect(translateText({ da: 'Hej da', sv: 'Hej' }, 'fi')).toBe('Hej');
  });

  it('falls back to the first available key in insertion order', () => {
    expect(translateText({ fi: 'Hei', no: 'Hei no' }, 'da')).toBe('Hei');
  });

  it('gives an empty string when nothing is available', () => {
    expect(translateText({}, 'sv')).toBe('');
    expect(translateText(null, 'sv')).toBe('');
    expect(translateText(undefined, 'sv')).toBe('');
  });

  it('treats an empty string as missing and falls through', () => {
    expect(translateText({ da: '', en: '', sv: 'Hej' }, 'da')).toBe('Hej');
    expect(translateText({ sv: '', fi: '', no: 'Hei no' }, 'sv')).toBe('Hei no');
    expect(translateText({ sv: '' }, 'sv')).toBe('');
  });

  it('ignores keys whose value is undefined', () => {
    expect(translateText({ en: undefined, sv: 'Hej' }, 'en')).toBe('Hej');
  });
});
