import { describe, expect, it } from 'vitest';
import { RSVP_NO_WORDS, RSVP_YES_WORDS } from '../constants/rsvp';
import { normalizeAnswerText, recognizeYesOrNo } from './rsvp-yes-no';

describe('recognizeYesOrNo', () => {
  it('knows every listed word of `002` §9', () => {
    expect(RSVP_YES_WORDS).toEqual(['ja', 'ja!', 'ja självklart!', 'yes', 'yes!']);
    expect(RSVP_NO_WORDS).toEqual(['nej', 'nej tyvärr', 'nej jag kan tyvärr inte komma', 'no']);
    for (const word of RSVP_YES_WORDS) expect(recognizeYesOrNo(word), word).toBe('yes');
    for (const word of RSVP_NO_WORDS) expect(recognizeYesOrNo(word), word).toBe('no');
  });

  it.each([
    ['JA', 'yes'],
    ['Ja!', 'yes'],
    ['ja.', 'yes'],
    ['  Ja självklart  ', 'yes'],
    ['JA, SJÄLVKLART!!', 'yes'],
    ['Yes', 'yes'],
    ['YES!', 'yes'],
    ['"yes"', 'yes'],
    ['Nej', 'no'],
    ['NEJ!', 'no'],
    ['Nej, tyvärr.', 'no'],
    ['nej tyvärr…', 'no'],
    ['Nej, jag kan tyvärr inte komma.', 'no'],
    ['NEJ JAG KAN TYVÄRR INTE KOMMA', 'no'],
    ['No.', 'no'],
    ['NO', 'no'],
  ] as const)('reads %j as %s, whatever the case and punctuation', (text, expected) => {
    expect(recognizeYesOrNo(text)).toBe(expected);
  });

  it.each([
    '',
    'kanske',
    'jaa',
    'nope',
    'ja kanske',
    'Nej tack',
    'Anna Andersson',
    'ja självklart kommer vi',
  ])('reads %j as neither', (text) => {
    expect(recognizeYesOrNo(text)).toBeNull();
  });

  it('reads a missing answer as neither', () => {
    expect(recognizeYesOrNo(null)).toBeNull();
    expect(recognizeYesOrNo(undefined)).toBeNull();
  });
});

describe('normalizeAnswerText', () => {
  it('lower-cases, drops punctuation and collapses spaces', () => {
    expect(normalizeAnswerText('  Nej,   Tyvärr! ')).toBe('nej tyvärr');
    expect(normalizeAnswerText('Åsa-Lena')).toBe('åsa lena');
  });
});
