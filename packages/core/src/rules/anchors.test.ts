import { describe, expect, it } from 'vitest';
import { anchorOf, anchorsOf } from './anchors';

describe('anchorOf', () => {
  it.each([
    ['Välkommen!', 'valkommen'],
    ['Mat & Dryck', 'mat-och-dryck'],
    ['Ö', 'o'],
    ['Åsa och Jörgen', 'asa-och-jorgen'],
    ['Café Über', 'cafe-uber'],
    ['Smørrebrød', 'smorrebrod'],
    ['Kærlighed', 'kaerlighed'],
    ['Straße', 'strasse'],
    ['OSA', 'osa'],
    ['Dag 2: Fest', 'dag-2-fest'],
    ['Anna’s tal', 'annas-tal'],
    ['Före – efter', 'fore-efter'],
    ['  --Hej--  ', 'hej'],
    ['a\tb\nc', 'a-b-c'],
    ['snake_case', 'snake_case'],
    ['&', 'och'],
  ])('%s → %s', (title, anchor) => {
    expect(anchorOf(title)).toBe(anchor);
  });

  it('gives _ for an empty title or one with only special characters', () => {
    expect(anchorOf('')).toBe('_');
    expect(anchorOf('   ')).toBe('_');
    expect(anchorOf('!?*')).toBe('_');
    expect(anchorOf('Привет')).toBe('_');
  });
});

describe('anchorsOf', () => {
  it('suffixes duplicates with -2, -3 and so on', () => {
    expect(anchorsOf(['OSA', 'OSA', 'OSA'])).toEqual(['osa', 'osa-2', 'osa-3']);
  });

  it('counts titles that give the same anchor as duplicates', () => {
    expect(anchorsOf(['Välkommen', 'valkommen!', 'Mat', ''])).toEqual([
      'valkommen',
      'valkommen-2',
      'mat',
      '_',
    ]);
  });

  it('keeps a generated suffix unique against a title that gives it on its own', () => {
    expect(anchorsOf(['OSA', 'OSA', 'OSA 2'])).toEqual(['osa', 'osa-3', 'osa-2']);
    expect(anchorsOf(['OSA 2', 'OSA', 'OSA', 'OSA'])).toEqual(['osa-2', 'osa', 'osa-3', 'osa-4']);
  });

  it('keeps a suffix unique when a suffixed anchor itself repeats', () => {
    const anchors = anchorsOf(['OSA', 'OSA', 'OSA-2', 'OSA-2']);
    expect(anchors).toEqual(['osa', 'osa-3', 'osa-2', 'osa-2-2']);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('suffixes empty titles too', () => {
    expect(anchorsOf(['', ''])).toEqual(['_', '_-2']);
  });

  it('gives an empty list for no titles', () => {
    expect(anchorsOf([])).toEqual([]);
  });
});
