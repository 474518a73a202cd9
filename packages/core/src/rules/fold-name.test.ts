import { describe, expect, it } from 'vitest';
import { foldName } from './fold-name';

describe('foldName', () => {
  it('compares names case, accents and spacing aside', () => {
    expect(foldName('  Åsa   ÖBERG ')).toBe(foldName('asa oberg'));
    expect(foldName('Søren Ærø')).toBe('soren aero');
    expect(foldName('José-María')).toBe('jose maria');
  });

  it('keeps different names different', () => {
    expect(foldName('Anna')).not.toBe(foldName('Anne'));
  });
});
