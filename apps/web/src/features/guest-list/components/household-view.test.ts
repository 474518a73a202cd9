import { describe, expect, it } from 'vitest';
import { testHousehold } from './programme-test-data';
import { viewHouseholds } from './household-view';

const households = [
  testHousehold({ _id: 'o', name: 'Familjen Öberg', members: ['Åsa', 'Per'], tags: ['släkt'] }),
  testHousehold({
    _id: 'b',
    name: 'Bo Ek',
    mail: 'bo.ek@example.se',
    answerStatus: 'no',
    changedAt: '2030-03-01T10:00:00.000Z',
  }),
  testHousehold({
    _id: 'a',
    name: 'Anna Ahl',
    tags: ['vänner', 'släkt'],
    answerStatus: 'yes',
    changedAt: '2030-02-01T10:00:00.000Z',
  }),
];
const ids = (view: Parameters<typeof viewHouseholds>[1]) =>
  viewHouseholds(households, view, 'sv').map((household) => household._id);

describe('viewHouseholds (issue 39 item 5)', () => {
  it('finds households by their name or a member’s, case and accents aside, and by mail', () => {
    expect(ids({ query: 'oberg', tag: '', sort: 'added' })).toEqual(['o']);
    expect(ids({ query: 'ASA', tag: '', sort: 'added' })).toEqual(['o']);
    expect(ids({ query: 'bo.ek@', tag: '', sort: 'added' })).toEqual(['b']);
    expect(ids({ query: '  ', tag: '', sort: 'added' })).toEqual(['o', 'b', 'a']);
  });

  it('shows only the households with the tag', () => {
    expect(ids({ query: '', tag: 'släkt', sort: 'added' })).toEqual(['o', 'a']);
  });

  it('sorts by name in the interface’s alphabet, by answer and by the newest change', () => {
    expect(ids({ query: '', tag: '', sort: 'name' })).toEqual(['a', 'b', 'o']);
    expect(ids({ query: '', tag: '', sort: 'answer' })).toEqual(['a', 'b', 'o']);
    expect(ids({ query: '', tag: '', sort: 'changed' })).toEqual(['b', 'a', 'o']);
  });
});
