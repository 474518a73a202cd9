import { describe, expect, it } from 'vitest';
import { householdSheetDuplicates } from './household-sheet-duplicates';
import { readHouseholdSheet } from './read-household-sheet';

describe('householdSheetDuplicates', () => {
  const sheet = readHouseholdSheet(
    [
      ['Namn', 'Gäster', 'E-post'],
      ['Familjen Öberg', 'Åsa, Olle', ''],
      ['Holm', 'Eva', 'EVA@example.se'],
      ['familjen oberg', 'Åsa', ''],
      ['Eva och Kalle', 'Eva, Kalle', 'eva@example.se'],
      ['Berg', 'Cilla', 'cilla@example.se'],
      ['Berg', 'Cilla', 'cilla@example.se'],
      ['', 'Nobody', ''],
    ],
    ['sv'],
  );

  it('marks rows whose name or mail is already on the list, case and accents aside', () => {
    const listed = [
      { name: 'Familjen Öberg', mail: '' },
      { name: 'Eva Holm', mail: 'eva@example.se' },
    ];
    expect(householdSheetDuplicates(sheet, listed)).toEqual(
      new Map([
        [2, 'onList'],
        [3, 'onList'],
        [4, 'onList'],
        [5, 'onList'],
        [7, 'inSheet'],
      ]),
    );
  });

  it('marks a household written twice in the sheet from its second row on, the first being kept', () => {
    expect(householdSheetDuplicates(sheet, [])).toEqual(
      new Map([
        [4, 'inSheet'],
        [5, 'inSheet'],
        [7, 'inSheet'],
      ]),
    );
  });
});
