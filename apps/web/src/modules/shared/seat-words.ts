import type { GuestSeat } from '@eventsite/core/schemas/seating';
import { moduleTextReader } from './module-text-reader';

/** The words around a table's name, in the site language (see `moduleTextReader`). */
const SEAT_TEXTS = {
  numberedTable: { sv: 'bord {table}', en: 'table {table}', da: 'bord {table}' },
  namedTable: { sv: 'bordet {table}', en: 'table {table}', da: 'bordet {table}' },
  tableByItsName: { sv: '{table}', en: 'the {table}', da: '{table}' },
  household: { sv: 'Ni sitter vid {table}', en: 'You are at {table}', da: 'I sidder ved {table}' },
  onePerson: { sv: 'Du sitter vid {table}', en: 'You are at {table}', da: 'Du sidder ved {table}' },
  oneMember: {
    sv: '{member} sitter vid {table}',
    en: '{member} is at {table}',
    da: '{member} sidder ved {table}',
  },
  apart: {
    sv: 'Ni sitter vid olika bord',
    en: 'You are at different tables',
    da: 'I sidder ved forskellige borde',
  },
  seating: { sv: 'Bordsplacering', en: 'Seating', da: 'Bordplan' },
} as const;

export const seatText = moduleTextReader(SEAT_TEXTS);

/** "Bord 4", "Table 4", "Bordet Rosen": the owner's own word for table, which the sentence says itself. */
const TABLE_WORD = /^(?:bordet|bord|table)\s+(?=\S)/i;
/** "4", "12B", "nr 4", "No. 4", "#4": a table known by its number. */
const TABLE_NUMBER = /^(?:(?:nr|no)\.?\s*|#)?(\d+[a-z]?)$/i;
/**
 * "Brudbordet", "Head table": a name that says it is a table, in the language of the sentence; other
 * languages read the English words (`moduleTextReader`), so they take the English rule too.
 */
const NAMES_A_TABLE: Readonly<Partial<Record<string, RegExp>>> = { sv: /bordet$/i, da: /bordet$/i };
const ENDS_IN_TABLE = /\btable$/i;

/**
 * A table as a sentence names it: a number as "bord 4" / "table 4", a name as "bordet Rosen" /
 * "table Rosen", and a name that is a table already as itself ("Brudbordet", "the Head table"). The
 * owner's own "Bord" or "Table" before a number or name is the sentence's word, so "Bord 4" reads as "4".
 */
export function tablePhrase(table: string, language: string): string {
  const name = table.trim().replace(TABLE_WORD, '');
  const number = TABLE_NUMBER.exec(name)?.[1];
  if (number !== undefined) return seatText('numberedTable', language, { table: number });
  if ((NAMES_A_TABLE[language] ?? ENDS_IN_TABLE).test(name))
    return seatText('tableByItsName', language, { table: name });
  return seatText('namedTable', language, { table: name });
}

/** A sentence split around its table, so the table can stand out: `before` + table + `after`. */
interface SeatSentence {
  before: string;
  table: string;
  after: string;
}

/** Where a personal link's household sits: one sentence for one table, else each member's table. */
export type HouseholdSeating =
  | { kind: 'together'; sentence: SeatSentence }
  | { kind: 'apart'; heading: string; seats: readonly { member: string; table: string }[] };

function sentence(
  key: 'household' | 'onePerson' | 'oneMember',
  table: string,
  language: string,
  member = '',
) {
  const [before = '', after = ''] = seatText(key, language, { member, table: '\u0000' }).split('\u0000');
  return { before, table, after };
}

/**
 * The guest's table in their site language (issue 35 item 4): "Ni sitter vid bord 4" when the household
 * sits at one table, "Du sitter vid bord 4" for a household of one, "Anna sitter vid bord 4" when only one
 * member of a larger household is seated, else each member with their table. Null without seats.
 */
export function householdSeating(
  seats: readonly GuestSeat[],
  members: readonly string[],
  language: string,
): HouseholdSeating | null {
  const [first] = seats;
  if (first === undefined) return null;
  if (seats.every((seat) => seat.table === first.table)) {
    const table = tablePhrase(first.table, language);
    if (members.length <= 1) return { kind: 'together', sentence: sentence('onePerson', table, language) };
    if (seats.length === 1)
      return { kind: 'together', sentence: sentence('oneMember', table, language, first.member) };
    return { kind: 'together', sentence: sentence('household', table, language) };
  }
  return {
    kind: 'apart',
    heading: seatText('apart', language),
    seats: seats.map((seat) => ({ member: seat.member, table: tablePhrase(seat.table, language) })),
  };
}
