import {
  SEATING_SEARCH_MATCHES_MAX,
  seatedPersonKey,
  type GuestSeat,
  type SeatedPerson,
  type SeatingGuest,
  type SeatingRemoval,
  type SeatingTable,
  type SeatingVisibility,
} from '../schemas/seating';
import { comingRows } from './coming-guests';
import { foldName } from './fold-name';
import type { RsvpAnswerTable, RsvpRow } from './rsvp-answer-table';

export interface SeatingGuestsInput {
  /** The seated RSVP's answers (`buildRsvpAnswerTable`). */
  table: RsvpAnswerTable;
  /** The programme's event seated; undefined: the whole day's yes. */
  eventId?: string;
  /** The question whose answer names the guest (`householdNameQuestionId`). */
  nameQuestionId: string | null;
  /** The questions the owner marked as diet or allergy. */
  dietQuestionIds: ReadonlySet<string>;
  /** The guest-list household an answer came through, by answer id; null for an answer without a link. */
  householdOf: (answerId: string) => { id: string; name: string } | null;
}

const collator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true });

/**
 * Everyone coming to the seated event (issue 35 item 1), grouped by party: a guest-list household, or the
 * guests who answered together without a link. Parties in name order, people in the order they answered.
 * A guest who left their name empty is '{party} {n}'; a name twice in one party gets ' (2)'. Names are given
 * over every guest who answered, coming or not, so a seat keeps its person when someone else of the party
 * changes their answer.
 */
export function seatingGuests(input: SeatingGuestsInput): SeatingGuest[] {
  const coming = new Set(comingRows(input.table, input.eventId).map((row) => row.answerId));
  return answeredPeople(input)
    .filter(({ answerId }) => coming.has(answerId))
    .map(({ guest }) => guest);
}

/**
 * Every guest who answered, coming or not, named as `seatingGuests` names them, with their answer's id:
 * a seat whose person is not among them was erased (issue 35: no name stays stored).
 */
export function answeredPeople(input: SeatingGuestsInput): { answerId: string; guest: SeatingGuest }[] {
  const nameColumn = input.table.questionColumns.find((column) => column.questionId === input.nameQuestionId);
  const dietColumns = input.table.questionColumns.filter((column) =>
    input.dietQuestionIds.has(column.questionId),
  );
  // A group's guests share its first answer's time; groups in the order they answered, ids breaking ties.
  const groupStart = new Map<string, string>();
  for (const row of input.table.rows) {
    const start = groupStart.get(row.groupIdentifier);
    if (start === undefined || row.createdAt < start) groupStart.set(row.groupIdentifier, row.createdAt);
  }
  const startOf = (row: RsvpRow) => groupStart.get(row.groupIdentifier) ?? row.createdAt;
  const rows = [...input.table.rows].sort(
    (a, b) =>
      startOf(a).localeCompare(startOf(b)) ||
      a.groupIdentifier.localeCompare(b.groupIdentifier) ||
      a.guestNumber - b.guestNumber,
  );
  const parties = new Map<string, { id: string; name: string; rows: RsvpRow[] }>();
  for (const row of rows) {
    const household = input.householdOf(row.answerId);
    const id = household?.id ?? row.groupIdentifier;
    const party = parties.get(id) ?? { id, name: household?.name ?? '', rows: [] };
    party.rows.push(row);
    parties.set(id, party);
  }
  const nameOf = (row: RsvpRow) => (nameColumn ? (row.cells[nameColumn.key]?.text.trim() ?? '') : '');
  const named = [...parties.values()].map((party) => ({
    ...party,
    name: party.name || party.rows.map(nameOf).find((name) => name !== '') || party.id,
  }));
  named.sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
  return named.flatMap((party) => {
    const taken = new Map<string, number>();
    return party.rows.map((row, index) => {
      const written = nameOf(row) || `${party.name} ${index + 1}`;
      const times = (taken.get(written) ?? 0) + 1;
      taken.set(written, times);
      return {
        answerId: row.answerId,
        guest: {
          householdId: party.id,
          member: times === 1 ? written : `${written} (${times})`,
          party: party.name,
          diets: dietColumns
            .map((column) => row.cells[column.key]?.text.trim() ?? '')
            .filter((answer) => answer !== ''),
        },
      };
    });
  });
}

export interface ReconciledSeating {
  tables: SeatingTable[];
  /** Coming people without a seat, in the guests' order. */
  unplaced: SeatedPerson[];
  /** People on a seat who no longer come, with the table they had. */
  removed: SeatingRemoval[];
}

/**
 * A stored plan against who comes now (issue 35 item 1): someone who answered no since is taken off their
 * seat (and named in `removed`), a new yes waits unplaced.
 */
export function reconcileSeating(
  tables: readonly SeatingTable[],
  guests: readonly SeatedPerson[],
): ReconciledSeating {
  const coming = new Set(guests.map(seatedPersonKey));
  const removed: SeatingRemoval[] = [];
  const kept = tables.map((table) => ({
    ...table,
    places: table.places.filter((person) => {
      if (coming.has(seatedPersonKey(person))) return true;
      removed.push({ householdId: person.householdId, member: person.member, table: table.name });
      return false;
    }),
  }));
  const placed = new Set(kept.flatMap((table) => table.places.map(seatedPersonKey)));
  const unplaced = guests
    .filter((person) => !placed.has(seatedPersonKey(person)))
    .map(({ householdId, member }) => ({ householdId, member }));
  return { tables: kept, unplaced, removed };
}

/**
 * "Fill the rest" (issue 35 item 1): seats every unplaced person it can, never over a table's seats, keeping
 * a household together. Largest party first (ties in the given order); a party joins a table where some of
 * it already sits if all of it fits there, else the table whose free seats fit it most tightly (ties: the
 * earlier table). A party no table can take whole is split over the tables with most free seats. The same
 * plan always fills the same way.
 */
export function fillSeating(
  tables: readonly SeatingTable[],
  unplaced: readonly SeatedPerson[],
): SeatingTable[] {
  const filled = tables.map((table) => ({ ...table, places: [...table.places] }));
  const free = (table: SeatingTable) => table.seats - table.places.length;
  const parties = new Map<string, SeatedPerson[]>();
  for (const person of unplaced)
    parties.set(person.householdId, [...(parties.get(person.householdId) ?? []), person]);
  const ordered = [...parties.values()]
    .map((people, order) => ({ people, order }))
    .sort((a, b) => b.people.length - a.people.length || a.order - b.order);
  for (const { people } of ordered) {
    const size = people.length;
    const householdId = people[0]?.householdId;
    const withFamily = filled.find(
      (table) => free(table) >= size && table.places.some((person) => person.householdId === householdId),
    );
    const tightest = filled
      .filter((table) => free(table) >= size)
      .reduce<SeatingTable | undefined>(
        (best, table) => (!best || free(table) < free(best) ? table : best),
        undefined,
      );
    const whole = withFamily ?? tightest;
    if (whole) {
      whole.places.push(...people);
      continue;
    }
    const waiting = [...people];
    while (waiting.length > 0) {
      const roomiest = filled.reduce<SeatingTable | undefined>(
        (best, table) => (free(table) > 0 && (!best || free(table) > free(best)) ? table : best),
        undefined,
      );
      if (!roomiest) break;
      roomiest.places.push(...waiting.splice(0, free(roomiest)));
    }
  }
  return filled;
}

export interface SeatingCounts {
  placed: number;
  unplaced: number;
  freeSeats: number;
}

/** The seating screen's counts: people placed, people waiting, and seats still free. */
export function seatingCounts(
  tables: readonly SeatingTable[],
  unplaced: readonly SeatedPerson[],
): SeatingCounts {
  const placed = tables.reduce((sum, table) => sum + table.places.length, 0);
  const seats = tables.reduce((sum, table) => sum + table.seats, 0);
  return { placed, unplaced: unplaced.length, freeSeats: seats - placed };
}

/**
 * Whether guests see the plan on `today` (YYYY-MM-DD on the market's clock): from the owner's chosen day,
 * else from the event's day; never when neither is known.
 */
export function seatingShownToGuests(
  visibility: SeatingVisibility,
  eventDay: string | null,
  today: string,
): boolean {
  const from = visibility.from ?? eventDay;
  return from !== null && today >= from;
}

/** A personal link's household's seats, in its members' order on the tables. */
export function householdSeats(tables: readonly SeatingTable[], householdId: string): GuestSeat[] {
  return tables.flatMap((table) =>
    table.places
      .filter((person) => person.householdId === householdId)
      .map((person) => ({ member: person.member, table: table.name })),
  );
}

/**
 * A name looked up in a published plan: every seated person whose name holds the words searched, case and
 * accents aside ('asa' finds 'Åsa Öberg'), at most `SEATING_SEARCH_MATCHES_MAX`, in name order.
 */
export function searchSeats(tables: readonly SeatingTable[], name: string): GuestSeat[] {
  const words = foldName(name)
    .split(' ')
    .filter((word) => word !== '');
  if (words.length === 0) return [];
  return tables
    .flatMap((table) => table.places.map((person) => ({ member: person.member, table: table.name })))
    .filter((seat) => {
      const folded = foldName(seat.member);
      return words.every((word) => folded.includes(word));
    })
    .sort((a, b) => collator.compare(a.member, b.member))
    .slice(0, SEATING_SEARCH_MATCHES_MAX);
}

/** The alphabetical list of the printed table plan and the venue's sheet: 'name → table'. */
export function seatsByName(tables: readonly SeatingTable[]): GuestSeat[] {
  return tables
    .flatMap((table) => table.places.map((person) => ({ member: person.member, table: table.name })))
    .sort((a, b) => collator.compare(a.member, b.member) || collator.compare(a.table, b.table));
}
