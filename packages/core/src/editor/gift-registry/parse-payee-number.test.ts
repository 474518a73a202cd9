import { describe, expect, it } from 'vitest';
import { parsePayeeNumber } from './parse-payee-number';

describe('parsePayeeNumber', () => {
  it('normalises a Swedish mobile or 123-number in Sweden', () => {
    expect(parsePayeeNumber('se', '070-123 45 67')).toEqual({ ok: true, number: '46701234567' });
    expect(parsePayeeNumber('se', '123 456 78 90')).toEqual({ ok: true, number: '1234567890' });
  });

  it('normalises a Danish number in Denmark', () => {
    expect(parsePayeeNumber('dk', '12 34 56 78')).toEqual({ ok: true, number: '4512345678' });
    expect(parsePayeeNumber('dk', '+45 12345678')).toEqual({ ok: true, number: '4512345678' });
  });

  it('is null when empty', () => {
    expect(parsePayeeNumber('se', '  ')).toEqual({ ok: true, number: null });
  });

  it('refuses a number of the wrong kind', () => {
    expect(parsePayeeNumber('se', '08-123 456 78')).toEqual({ ok: false });
    expect(parsePayeeNumber('se', '12345678')).toEqual({ ok: false });
    expect(parsePayeeNumber('dk', '070-123 45 67')).toEqual({ ok: false });
  });
});
