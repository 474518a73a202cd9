import type { SeatingPlan } from '@eventsite/core/schemas/seating';
import { editorTestSite } from '../../../test/editor-test-site';

/** A site whose programme asks attendance at the dinner and the party, not at the ceremony. Tests only. */
export function seatingSite() {
  return editorTestSite({
    siteModules: [
      { id: 'header', siteModuleType: 'Header', title: { sv: 'Anna & Erik' } },
      {
        id: 'programme',
        siteModuleType: 'Schedule',
        events: [
          { id: 'party', title: { sv: 'Fest', en: 'Party' }, startsAt: '2030-06-14T21:00' },
          {
            id: 'ceremony',
            title: { sv: 'Vigsel', en: 'Ceremony' },
            startsAt: '2030-06-14T14:00',
            askAttendance: false,
          },
          { id: 'dinner', title: { sv: 'Middag', en: 'Dinner' }, startsAt: '2030-06-14T17:00' },
        ],
      },
    ],
  });
}

/** The dinner: the Bergs unplaced (Anna eats vegetarian), Eva Holm at table 1, Lars Lind taken off table 4. */
export function seatingPlan(overrides: Partial<SeatingPlan> = {}): SeatingPlan {
  return {
    eventId: 'dinner',
    revision: 3,
    tables: [
      {
        id: 'table-1',
        name: '1',
        shape: 'round',
        seats: 4,
        x: 20,
        y: 30,
        places: [{ householdId: 'holm', member: 'Eva Holm' }],
      },
    ],
    unplaced: [
      { householdId: 'berg', member: 'Anna Berg' },
      { householdId: 'berg', member: 'Bo Berg' },
    ],
    guests: [
      { householdId: 'berg', member: 'Anna Berg', party: 'The Berg family', diets: ['Vegetarian'] },
      { householdId: 'berg', member: 'Bo Berg', party: 'The Berg family', diets: [] },
      { householdId: 'holm', member: 'Eva Holm', party: 'Eva Holm', diets: [] },
    ],
    removed: [{ householdId: 'lind', member: 'Lars Lind', table: '4' }],
    visibility: { from: null, searchable: false },
    ...overrides,
  };
}
