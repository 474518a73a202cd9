import { describe, expect, it } from 'vitest';
import { splitSheetText } from './split-sheet-text';

describe('splitSheetText', () => {
  it('reads tab-separated text copied from a spreadsheet', () => {
    expect(splitSheetText('Namn\tGäster\r\nFamiljen Ek\tAnna, Bo\r\n')).toEqual([
      ['Namn', 'Gäster'],
      ['Familjen Ek', 'Anna, Bo'],
    ]);
  });

  it('reads semicolon CSV with quoted cells holding separators, quotes and line breaks', () => {
    expect(splitSheetText('Name;Members\n"Ek; the ""big"" ones";"Anna\nBo"')).toEqual([
      ['Name', 'Members'],
      ['Ek; the "big" ones', 'Anna\nBo'],
    ]);
  });

  it('reads comma CSV with a byte-order mark', () => {
    expect(splitSheetText('\uFEFFname,members\nEk,"Anna, Bo"')).toEqual([
      ['name', 'members'],
      ['Ek', 'Anna, Bo'],
    ]);
  });
});
