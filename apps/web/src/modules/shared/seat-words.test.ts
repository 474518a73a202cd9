import { describe, expect, it } from 'vitest';
import { householdSeating, tablePhrase, type HouseholdSeating } from './seat-words';

/** The sentence as a guest reads it. */
function read(seating: HouseholdSeating | null): string | null {
  if (seating === null) return null;
  if (seating.kind === 'together') {
    const { before, table, after } = seating.sentence;
    return `${before}${table}${after}`;
  }
  return `${seating.heading}: ${seating.seats.map((seat) => `${seat.member} — ${seat.table}`).join(', ')}`;
}

const COUPLE = ['Anna Berg', 'Erik Berg'];

describe('tablePhrase (issue 35 item 4)', () => {
  it('says a number after the word for table, whether the owner wrote the word or not', () => {
    for (const name of ['4', 'Bord 4', 'bord 4', 'Table 4', ' Nr 4 ', 'No. 4', '#4']) {
      expect(tablePhrase(name, 'sv'), name).toBe('bord 4');
      expect(tablePhrase(name, 'en'), name).toBe('table 4');
      expect(tablePhrase(name, 'da'), name).toBe('bord 4');
    }
    expect(tablePhrase('12B', 'sv')).toBe('bord 12B');
  });

  it('names a named table as "bordet Rosen" / "table Rosen"', () => {
    for (const name of ['Rosen', 'Bord Rosen', 'Bordet Rosen']) {
      expect(tablePhrase(name, 'sv'), name).toBe('bordet Rosen');
      expect(tablePhrase(name, 'en'), name).toBe('table Rosen');
      expect(tablePhrase(name, 'da'), name).toBe('bordet Rosen');
    }
  });

  it('says a name that is a table already as it is', () => {
    expect(tablePhrase('Brudbordet', 'sv')).toBe('Brudbordet');
    expect(tablePhrase('Brudebordet', 'da')).toBe('Brudebordet');
    expect(tablePhrase('Head table', 'en')).toBe('the Head table');
  });
});

describe('householdSeating (issue 35 item 4)', () => {
  it('tells a household at one table where it sits, in each language', () => {
    const seats = [
      { member: 'Anna Berg', table: 'Bord 4' },
      { member: 'Erik Berg', table: 'Bord 4' },
    ];
    expect(read(householdSeating(seats, COUPLE, 'sv'))).toBe('Ni sitter vid bord 4');
    expect(read(householdSeating(seats, COUPLE, 'en'))).toBe('You are at table 4');
    expect(read(householdSeating(seats, COUPLE, 'da'))).toBe('I sidder ved bord 4');
  });

  it('speaks to a household of one in the singular', () => {
    const seats = [{ member: 'Anna Berg', table: 'Rosen' }];
    expect(read(householdSeating(seats, ['Anna Berg'], 'sv'))).toBe('Du sitter vid bordet Rosen');
    expect(read(householdSeating(seats, ['Anna Berg'], 'en'))).toBe('You are at table Rosen');
    expect(read(householdSeating(seats, ['Anna Berg'], 'da'))).toBe('Du sidder ved bordet Rosen');
  });

  it('names the one member seated of a larger household', () => {
    const seats = [{ member: 'Erik Berg', table: '5' }];
    expect(read(householdSeating(seats, COUPLE, 'sv'))).toBe('Erik Berg sitter vid bord 5');
    expect(read(householdSeating(seats, COUPLE, 'en'))).toBe('Erik Berg is at table 5');
    expect(read(householdSeating(seats, COUPLE, 'da'))).toBe('Erik Berg sidder ved bord 5');
  });

  it('lists each member with their table when the household sits apart', () => {
    const seats = [
      { member: 'Anna Berg', table: '4' },
      { member: 'Erik Berg', table: 'Brudbordet' },
    ];
    expect(read(householdSeating(seats, COUPLE, 'sv'))).toBe(
      'Ni sitter vid olika bord: Anna Berg — bord 4, Erik Berg — Brudbordet',
    );
    expect(read(householdSeating(seats, COUPLE, 'en'))).toBe(
      'You are at different tables: Anna Berg — table 4, Erik Berg — table Brudbordet',
    );
    expect(read(householdSeating(seats, COUPLE, 'da'))).toBe(
      'I sidder ved forskellige borde: Anna Berg — bord 4, Erik Berg — Brudbordet',
    );
  });

  it('lets the table stand apart from the words around it', () => {
    const seating = householdSeating([{ member: 'Anna', table: '4' }], ['Anna'], 'sv');
    expect(seating).toEqual({
      kind: 'together',
      sentence: { before: 'Du sitter vid ', table: 'bord 4', after: '' },
    });
  });

  it('says nothing without seats', () => {
    expect(householdSeating([], COUPLE, 'sv')).toBeNull();
  });
});
