import type { HouseholdsResponse } from '@eventsite/core/api/households';
import type { Household } from '@eventsite/core/schemas/household';
import { editorTestSite } from '../../../test/editor-test-site';

/** A wedding site whose programme is listed out of time order: the guest list shows it sorted. Tests only. */
export function programmeSite() {
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
            endsAt: '2030-06-14T15:00',
            openToAll: false,
          },
          { id: 'dinner', title: { sv: 'Middag', en: 'Dinner' }, startsAt: '2030-06-14T17:00' },
        ],
      },
    ],
  });
}

export function testHousehold(overrides: Partial<Household> & Pick<Household, '_id' | 'name'>): Household {
  return {
    members: [overrides.name],
    mail: '',
    phone: '',
    language: 'sv',
    tags: [],
    events: null,
    token: `${overrides._id}-token-abcdefghijklmnopqrstuvwxyz`,
    createdAt: '2030-01-01T10:00:00.000Z',
    changedAt: '2030-01-01T10:00:00.000Z',
    answerStatus: 'notAnswered',
    memberAnswers: (overrides.members ?? [overrides.name]).map((name) => ({
      name,
      status: 'notAnswered',
      attendance: [],
    })),
    lastRemindedAt: null,
    ...overrides,
  };
}

const counts = (invited: number, yes: number, no: number) => ({
  invited,
  yes,
  no,
  notAnswered: invited - yes - no,
});

/** Three households: one invited to all, one to the ceremony only, one to the ceremony and the dinner. */
export function programmeHouseholds(): HouseholdsResponse {
  return {
    households: [
      testHousehold({ _id: 'berg', name: 'The Berg family', members: ['Cilla', 'Dan'], tags: ['family'] }),
      testHousehold({ _id: 'holm', name: 'Eva Holm', tags: ['friends'], events: ['ceremony'] }),
      testHousehold({
        _id: 'lind',
        name: 'The Lind family',
        members: ['Gun', 'Hans', 'Ida'],
        tags: ['family', 'friends'],
        events: ['ceremony', 'dinner'],
        answerStatus: 'yes',
        memberAnswers: [
          {
            name: 'Gun',
            status: 'yes',
            attendance: [
              { eventId: 'ceremony', attending: true },
              { eventId: 'dinner', attending: true },
            ],
          },
          {
            name: 'Hans',
            status: 'yes',
            attendance: [
              { eventId: 'ceremony', attending: true },
              { eventId: 'dinner', attending: false },
            ],
          },
          { name: 'Ida', status: 'no', attendance: [] },
        ],
      }),
    ],
    counts: counts(3, 1, 0),
    people: counts(6, 2, 1),
    eventCounts: [
      { eventId: 'ceremony', households: counts(3, 1, 0), people: counts(6, 2, 1) },
      { eventId: 'dinner', households: counts(2, 1, 0), people: counts(5, 3, 0) },
      { eventId: 'party', households: counts(1, 0, 0), people: counts(2, 0, 0) },
    ],
    uninvitedAttempts: [],
  };
}
