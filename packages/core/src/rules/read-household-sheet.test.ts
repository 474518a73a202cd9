import { describe, expect, it } from 'vitest';
import { readHouseholdSheet } from './read-household-sheet';

describe('readHouseholdSheet', () => {
  it('places columns by a Swedish heading row and splits members', () => {
    const rows = readHouseholdSheet(
      [
        ['E-post', 'Namn', 'Gäster', 'Språk', 'Taggar'],
        ['EK@Example.com', 'Familjen Ek', 'Anna, Bo och Cilla', 'engelska', 'kusiner; middag'],
      ],
      ['sv', 'en'],
    );
    expect(rows).toEqual([
      {
        line: 2,
        problems: [],
        household: {
          name: 'Familjen Ek',
          members: ['Anna', 'Bo', 'Cilla'],
          mail: 'ek@example.com',
          phone: '',
          language: 'en',
          tags: ['kusiner', 'middag'],
          events: null,
        },
      },
    ]);
  });

  it('reads rows without headings as name, members, mail, phone, language, tags', () => {
    const [row] = readHouseholdSheet([['Anna Svensson', '', '', '070 123', 'da']], ['sv', 'da']);
    expect(row?.household).toEqual({
      name: 'Anna Svensson',
      members: ['Anna Svensson'],
      mail: '',
      phone: '070 123',
      language: 'da',
      tags: [],
      events: null,
    });
  });

  it("gives an empty language the site's first", () => {
    const [row] = readHouseholdSheet([['Name'], ['Ek']], ['da', 'en']);
    expect(row?.household?.language).toBe('da');
  });

  it('says what is wrong with a bad row and leaves empty rows out', () => {
    const rows = readHouseholdSheet(
      [
        ['Name', 'Members', 'Mail', 'Language'],
        ['', 'Anna', 'not a mail', 'fr'],
        ['', '', '', ''],
        ['Ek', 'Bo', '', 'French'],
        ['Good', 'Bo', 'bo@example.com', 'en'],
      ],
      ['sv', 'en'],
    );
    expect(rows.map((row) => [row.line, row.problems, row.household?.name ?? null])).toEqual([
      [2, ['nameMissing', 'mailInvalid', 'languageUnknown'], null],
      [4, ['languageUnknown'], null],
      [5, [], 'Good'],
    ]);
  });

  it('refuses a household of more than 30 members', () => {
    const members = Array.from({ length: 31 }, (_, index) => `Guest ${index}`).join(', ');
    const [row] = readHouseholdSheet([['Big family', members]], ['sv']);
    expect(row?.problems).toEqual(['tooManyMembers']);
  });
});
