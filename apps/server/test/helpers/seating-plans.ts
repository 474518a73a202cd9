import type { SeatingPlan, SeatingTable } from '@eventsite/core';

const FIRST = [
  'Anna',
  'Erik',
  'Åsa',
  'Søren',
  'Maja',
  'Oskar',
  'Ingrid',
  'Lars',
  'Karin',
  'Nils',
  'Elsa',
  'Johan',
];
const LAST = ['Lindqvist', 'Öberg', 'Nørgaard', 'Bergström', 'Holm', 'Sandberg', 'Ek', 'Wallin'];

/**
 * A plan of `tables` tables, round and long in turn, five to a row spread over the room, each filled with `perTable`
 * guests of two-person households; every third guest has a diet answer. Names are unique and sortable.
 */
export function seatingPlanFixture(tables: number, perTable: number, seats = perTable): SeatingPlan {
  const guests: SeatingPlan['guests'] = [];
  const rows = Math.ceil(tables / 5);
  const list: SeatingTable[] = Array.from({ length: tables }, (_, tableIndex) => {
    const places = Array.from({ length: perTable }, (_, seat) => {
      const index = tableIndex * perTable + seat;
      const member = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]}${
        index >= FIRST.length * LAST.length ? ` ${Math.floor(index / (FIRST.length * LAST.length)) + 1}` : ''
      }`;
      const householdId = `h${Math.floor(index / 2)}`;
      guests.push({
        householdId,
        member,
        party: `Familjen ${LAST[Math.floor(index / 2) % LAST.length]}`,
        diets: index % 3 === 0 ? ['Vegetarisk', 'Nötallergi'] : [],
      });
      return { householdId, member };
    });
    return {
      id: `t${tableIndex + 1}`,
      name: String(tableIndex + 1),
      shape: tableIndex % 3 === 2 ? 'long' : 'round',
      seats: Math.max(seats, perTable),
      x: 10 + ((tableIndex % 5) * 80) / 4,
      y: rows === 1 ? 50 : 14 + (Math.floor(tableIndex / 5) * 72) / (rows - 1),
      places,
    };
  });
  return {
    eventId: null,
    revision: 3,
    tables: list,
    unplaced: [],
    guests,
    removed: [],
    visibility: { from: null, searchable: false },
  };
}
