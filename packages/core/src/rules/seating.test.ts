import { describe, expect, it } from 'vitest';
import {
  SEATING_SEARCH_MATCHES_MAX,
  seatedPersonKey,
  type SeatedPerson,
  type SeatingTable,
} from '../schemas/seating';
import type { FormElement } from '../schemas/form';
import { answerTo, comingQuestion, foodQuestion, nameQuestion, rsvpAnswer } from './rsvp-answers.fixture';
import { buildRsvpAnswerTable } from './rsvp-answer-table';
import {
  fillSeating,
  householdSeats,
  reconcileSeating,
  searchSeats,
  seatingCounts,
  seatingGuests,
  seatingShownToGuests,
  seatsByName,
} from './seating';

const person = (householdId: string, member: string): SeatedPerson => ({ householdId, member });
const table = (id: string, seats: number, places: SeatedPerson[] = [], name = id): SeatingTable => ({
  id,
  name,
  shape: 'round',
  seats,
  x: 50,
  y: 50,
  places,
});
const party = (id: string, size: number) =>
  Array.from({ length: size }, (_, index) => person(id, `${id} ${index + 1}`));
const seatedAt = (tables: SeatingTable[]) =>
  Object.fromEntries(tables.map((one) => [one.id, one.places.map((place) => place.member)]));

describe('fillSeating', () => {
  it('keeps each household at one table, largest first into the tightest fit', () => {
    const filled = fillSeating(
      [table('t1', 4), table('t2', 6)],
      [...party('a', 2), ...party('b', 5), ...party('c', 2)],
    );
    expect(seatedAt(filled)).toEqual({
      t1: ['a 1', 'a 2', 'c 1', 'c 2'],
      t2: ['b 1', 'b 2', 'b 3', 'b 4', 'b 5'],
    });
  });

  it('never seats more than a table has seats, leaving those who do not fit unplaced', () => {
    const filled = fillSeating([table('t1', 3), table('t2', 2)], [...party('a', 4), ...party('b', 3)]);
    for (const one of filled) expect(one.places.length).toBeLessThanOrEqual(one.seats);
    expect(filled.flatMap((one) => one.places)).toHaveLength(5);
  });

  it('splits a household no table can take whole over the tables with most free seats', () => {
    const filled = fillSeating([table('t1', 3), table('t2', 4)], party('big', 6));
    expect(seatedAt(filled)).toEqual({ t1: ['big 5', 'big 6'], t2: ['big 1', 'big 2', 'big 3', 'big 4'] });
  });

  it('seats a household with its family already at a table when all of it fits there', () => {
    const tables = [table('t1', 2), table('t2', 6, [person('fam', 'Anna')])];
    const filled = fillSeating(tables, [person('fam', 'Bo'), person('fam', 'Cia')]);
    expect(seatedAt(filled)).toEqual({ t1: [], t2: ['Anna', 'Bo', 'Cia'] });
  });

  it('fills the same way every time and leaves the given plan as it was', () => {
    const tables = [table('t1', 5, [person('x', 'Xena')]), table('t2', 5)];
    const unplaced = [...party('a', 3), ...party('b', 3), ...party('c', 1)];
    const first = fillSeating(tables, unplaced);
    expect(fillSeating(tables, unplaced)).toEqual(first);
    expect(tables[0]?.places).toEqual([person('x', 'Xena')]);
    expect(tables[1]?.places).toEqual([]);
  });
});

describe('reconcileSeating', () => {
  const stored = [
    table('t1', 4, [person('h1', 'Anna'), person('h1', 'Bo')], 'Bord 1'),
    table('t2', 4, [person('h2', 'Cia')], 'Bord 2'),
  ];

  it('takes someone who no longer comes off their seat and names them with the table they had', () => {
    const { tables, removed, unplaced } = reconcileSeating(stored, [
      person('h1', 'Anna'),
      person('h2', 'Cia'),
    ]);
    expect(seatedAt(tables)).toEqual({ t1: ['Anna'], t2: ['Cia'] });
    expect(removed).toEqual([{ householdId: 'h1', member: 'Bo', table: 'Bord 1' }]);
    expect(unplaced).toEqual([]);
  });

  it('lets a new yes wait unplaced, in the order the guests are listed', () => {
    const guests = [
      person('h3', 'Dan'),
      person('h1', 'Anna'),
      person('h1', 'Bo'),
      person('h2', 'Cia'),
      person('h0', 'Ebba'),
    ];
    const { unplaced, removed } = reconcileSeating(stored, guests);
    expect(unplaced).toEqual([person('h3', 'Dan'), person('h0', 'Ebba')]);
    expect(removed).toEqual([]);
  });

  it('tells two people of one name apart by their party', () => {
    const { removed } = reconcileSeating(
      [table('t', 2, [person('h1', 'Anna'), person('h2', 'Anna')])],
      [person('h2', 'Anna')],
    );
    expect(removed).toEqual([{ householdId: 'h1', member: 'Anna', table: 't' }]);
  });
});

describe('seatingCounts', () => {
  it('counts placed, unplaced and free seats', () => {
    const tables = [table('t1', 8, party('a', 3)), table('t2', 6, party('b', 6))];
    expect(seatingCounts(tables, party('c', 2))).toEqual({ placed: 9, unplaced: 2, freeSeats: 5 });
    expect(seatingCounts([], [])).toEqual({ placed: 0, unplaced: 0, freeSeats: 0 });
  });
});

describe('seatingShownToGuests', () => {
  it("shows the plan from the owner's day, else from the event's day", () => {
    expect(seatingShownToGuests({ from: '2026-06-01', searchable: false }, '2026-06-20', '2026-05-31')).toBe(
      false,
    );
    expect(seatingShownToGuests({ from: '2026-06-01', searchable: false }, '2026-06-20', '2026-06-01')).toBe(
      true,
    );
    expect(seatingShownToGuests({ from: null, searchable: false }, '2026-06-20', '2026-06-19')).toBe(false);
    expect(seatingShownToGuests({ from: null, searchable: false }, '2026-06-20', '2026-06-20')).toBe(true);
    expect(seatingShownToGuests({ from: null, searchable: false }, '2026-06-20', '2026-07-01')).toBe(true);
  });

  it('never shows it when neither day is known', () => {
    expect(seatingShownToGuests({ from: null, searchable: true }, null, '2099-01-01')).toBe(false);
    expect(seatingShownToGuests({ from: '2026-01-01', searchable: false }, null, '2026-01-02')).toBe(true);
  });
});

describe('householdSeats', () => {
  it("gives a household its own people's tables and no one else's", () => {
    const tables = [
      table('t1', 4, [person('h1', 'Anna'), person('h2', 'Cia')], 'Bord 1'),
      table('t2', 4, [person('h1', 'Bo')], 'Bord 2'),
    ];
    expect(householdSeats(tables, 'h1')).toEqual([
      { member: 'Anna', table: 'Bord 1' },
      { member: 'Bo', table: 'Bord 2' },
    ]);
    expect(householdSeats(tables, 'h9')).toEqual([]);
  });
});

describe('searchSeats', () => {
  const tables = [
    table(
      't1',
      8,
      [person('h1', 'Åsa Öberg'), person('h2', 'Søren Ærø'), person('h3', 'Anna-Lena Berg')],
      'Bord 1',
    ),
    table('t2', 8, [person('h4', 'Anna Andersson'), person('h5', 'Bo Ek')], 'Bord 2'),
  ];

  it('finds names case and accents aside, every word searched', () => {
    expect(searchSeats(tables, 'asa')).toEqual([{ member: 'Åsa Öberg', table: 'Bord 1' }]);
    expect(searchSeats(tables, 'SOREN aero')).toEqual([{ member: 'Søren Ærø', table: 'Bord 1' }]);
    expect(searchSeats(tables, 'lena anna')).toEqual([{ member: 'Anna-Lena Berg', table: 'Bord 1' }]);
    expect(searchSeats(tables, 'berg ek')).toEqual([]);
  });

  it('answers in name order and nothing for a search of no letters', () => {
    expect(searchSeats(tables, 'anna').map((seat) => seat.member)).toEqual([
      'Anna Andersson',
      'Anna-Lena Berg',
    ]);
    expect(searchSeats(tables, ' - ')).toEqual([]);
  });

  it(`answers at most ${SEATING_SEARCH_MATCHES_MAX} names`, () => {
    const many = [
      table(
        't',
        40,
        Array.from({ length: 25 }, (_, index) => person(`h${index}`, `Gäst ${index}`)),
      ),
    ];
    const found = searchSeats(many, 'gast');
    expect(found).toHaveLength(SEATING_SEARCH_MATCHES_MAX);
    expect(found[0]?.member).toBe('Gäst 0');
    expect(found.at(-1)?.member).toBe('Gäst 9');
  });
});

describe('seatsByName', () => {
  it('lists every seated person alphabetically with their table, the same name by table', () => {
    const tables = [
      table('t1', 4, [person('h1', 'Örjan'), person('h2', 'Bo')], 'Bord 2'),
      table('t2', 4, [person('h3', 'Bo'), person('h4', 'Ada')], 'Bord 1'),
    ];
    expect(seatsByName(tables)).toEqual([
      { member: 'Ada', table: 'Bord 1' },
      { member: 'Bo', table: 'Bord 1' },
      { member: 'Bo', table: 'Bord 2' },
      { member: 'Örjan', table: 'Bord 2' },
    ]);
  });
});

describe('seatingGuests', () => {
  const allergyQuestion: FormElement = {
    id: 'allergy',
    formElementType: 'ShortText',
    label: { sv: 'Allergier' },
    required: false,
    showConditions: [],
  };
  const questions = [nameQuestion, comingQuestion, foodQuestion, allergyQuestion];
  const guest = (
    group: string,
    name: string,
    coming: 'yes' | 'no',
    {
      food = '',
      allergy = '',
      createdAt = '2026-05-10T10:00:00.000Z',
      attendance = [] as { eventId: string; attending: boolean }[],
    } = {},
  ) =>
    rsvpAnswer(
      group,
      [
        answerTo(nameQuestion, name),
        answerTo(comingQuestion, coming),
        answerTo(foodQuestion, food),
        answerTo(allergyQuestion, allergy),
      ],
      { createdAt, attendance },
    );
  const households: Record<string, { id: string; name: string }> = {};
  const guestsOf = (answers: ReturnType<typeof guest>[], eventId?: string) =>
    seatingGuests({
      table: buildRsvpAnswerTable({ questions, answers, language: 'sv' }),
      eventId,
      nameQuestionId: 'name',
      dietQuestionIds: new Set(['food', 'allergy']),
      householdOf: (answerId) => households[answerId] ?? null,
    });

  it('lists the coming guests by party, parties in name order, with their diet answers', () => {
    const cia = guest('g2', 'Cia', 'yes', { food: 'Vegetarisk', allergy: ' Nötter ' });
    const bo = guest('g1', 'Bo', 'yes');
    const adam = guest('g1', 'Adam', 'no');
    const guests = guestsOf([cia, adam, bo]);
    expect(guests).toEqual([
      { householdId: 'g1', member: 'Bo', party: 'Bo', diets: [] },
      { householdId: 'g2', member: 'Cia', party: 'Cia', diets: ['Vegetarisk', 'Nötter'] },
    ]);
  });

  it("groups a household's answers under its id and name", () => {
    const anna = guest('s1', 'Anna', 'yes');
    const olle = guest('s1', 'Olle', 'yes');
    const ebba = guest('s2', 'Ebba', 'yes');
    households[anna._id] = { id: 'hh-1', name: 'Familjen Ek' };
    households[olle._id] = { id: 'hh-1', name: 'Familjen Ek' };
    expect(guestsOf([ebba, olle, anna])).toEqual([
      { householdId: 's2', member: 'Ebba', party: 'Ebba', diets: [] },
      { householdId: 'hh-1', member: 'Anna', party: 'Familjen Ek', diets: [] },
      { householdId: 'hh-1', member: 'Olle', party: 'Familjen Ek', diets: [] },
    ]);
  });

  it('names a guest without a name after the party, and a name given twice with (2)', () => {
    const first = guest('g', 'Kim', 'yes');
    const second = guest('g', '', 'yes');
    const third = guest('g', 'Kim', 'yes');
    expect(guestsOf([third, second, first]).map((one) => one.member)).toEqual(['Kim', 'Kim 2', 'Kim (2)']);
  });

  it("keeps a person's name when someone before them in the party answers no", () => {
    const one = guest('g', '', 'no');
    const two = guest('g', '', 'yes');
    const three = guest('g', '', 'yes');
    const unnamed = rsvpAnswer('g', [answerTo(comingQuestion, 'yes')]);
    expect(guestsOf([unnamed, three, two, one]).map((row) => row.member)).toEqual(['g 2', 'g 3', 'g 4']);
  });

  it("lists a party's people in the order they answered, an older answer first", () => {
    const later = guest('a-late', 'Zed', 'yes', { createdAt: '2026-05-12T10:00:00.000Z' });
    const earlier = guest('z-early', 'Ann', 'yes', { createdAt: '2026-05-11T10:00:00.000Z' });
    households[later._id] = { id: 'hh-2', name: 'Berg' };
    households[earlier._id] = { id: 'hh-2', name: 'Berg' };
    const again = guest('z-early', 'Ann', 'yes', { createdAt: '2026-05-13T10:00:00.000Z' });
    households[again._id] = { id: 'hh-2', name: 'Berg' };
    expect(guestsOf([again, later, earlier]).map((one) => one.member)).toEqual(['Ann', 'Ann (2)', 'Zed']);
  });

  it('seats for one event those who said yes to it', () => {
    const yes = guest('g1', 'Ada', 'no', { attendance: [{ eventId: 'dinner', attending: true }] });
    const no = guest('g2', 'Ben', 'yes', { attendance: [{ eventId: 'dinner', attending: false }] });
    expect(guestsOf([no, yes], 'dinner').map((one) => one.member)).toEqual(['Ada']);
    expect(guestsOf([no, yes]).map((one) => one.member)).toEqual(['Ben']);
  });

  it('gives every guest a key of their own', () => {
    const answers = [guest('g', 'Kim', 'yes'), guest('g', 'Kim', 'yes'), guest('g', 'Kim', 'yes')];
    const keys = guestsOf(answers).map(seatedPersonKey);
    expect(new Set(keys).size).toBe(3);
  });
});
