import { describe, expect, it } from 'vitest';
import {
  minutesPerSlot,
  normaliseRunningOrder,
  speakersToNotify,
  speechPlacements,
  unplacedSpeeches,
} from './speech-running-order';

const slots = [
  { id: 'starter', title: { sv: 'Förrätt' }, plannedMinutes: 10 },
  { id: 'main', title: { sv: 'Varmrätt' }, plannedMinutes: 0 },
];
const speeches = [
  { _id: 'a', minutes: 5 },
  { _id: 'b', minutes: 3 },
  { _id: 'c', minutes: 4 },
];

describe('the running order', () => {
  it('is normalised: unknown speeches and slots dropped, each speech once, new sign-ups unplaced', () => {
    const order = normaliseRunningOrder(
      [
        { slotId: 'gone', plannedMinutes: 5, speechIds: ['c'] },
        { slotId: 'main', plannedMinutes: 20, speechIds: ['b', 'x', 'a'] },
        { slotId: 'starter', plannedMinutes: 12, speechIds: ['a', 'b'] },
      ],
      slots,
      speeches,
    );
    expect(order).toEqual([
      { slotId: 'starter', plannedMinutes: 12, speechIds: ['a', 'b'] },
      { slotId: 'main', plannedMinutes: 20, speechIds: [] },
    ]);
    expect(unplacedSpeeches(order, speeches).map((speech) => speech._id)).toEqual(['c']);
  });

  it('starts from the module’s slots and their planned minutes, with every speech unplaced', () => {
    const order = normaliseRunningOrder([], slots, speeches);
    expect(order).toEqual([
      { slotId: 'starter', plannedMinutes: 10, speechIds: [] },
      { slotId: 'main', plannedMinutes: 0, speechIds: [] },
    ]);
    expect(unplacedSpeeches(order, speeches)).toHaveLength(3);
  });

  it('sums each slot’s minutes and warns when over the plan, never for a slot not planned', () => {
    const order = [
      { slotId: 'starter', plannedMinutes: 10, speechIds: ['a', 'b'] },
      { slotId: 'main', plannedMinutes: 0, speechIds: ['c'] },
    ];
    expect(minutesPerSlot(order, speeches)).toEqual([
      { slotId: 'starter', plannedMinutes: 10, minutes: 8, over: false },
      { slotId: 'main', plannedMinutes: 0, minutes: 4, over: false },
    ]);
    const tight = [{ slotId: 'starter', plannedMinutes: 7, speechIds: ['a', 'b'] }];
    expect(minutesPerSlot(tight, speeches)[0]).toMatchObject({ minutes: 8, over: true });
  });

  it('gives each placed speech its slot and place', () => {
    const placements = speechPlacements([{ slotId: 'main', plannedMinutes: 0, speechIds: ['b', 'a'] }]);
    expect(placements.get('a')).toEqual({ slotId: 'main', place: 2 });
    expect(placements.has('c')).toBe(false);
  });

  it('mails only placed speakers with a mail whose slot or place changed since their last mail', () => {
    const order = [{ slotId: 'main', plannedMinutes: 0, speechIds: ['a', 'b', 'd'] }];
    const signups = [
      { _id: 'a', mail: 'a@example.se', mailedSlotId: 'main', mailedPlace: 1 },
      { _id: 'b', mail: 'b@example.se', mailedSlotId: 'main', mailedPlace: 1 },
      { _id: 'c', mail: 'c@example.se', mailedSlotId: null, mailedPlace: null },
      { _id: 'd', mail: '', mailedSlotId: null, mailedPlace: null },
    ];
    expect(speakersToNotify(order, signups)).toEqual([
      { speech: signups[1], placement: { slotId: 'main', place: 2 } },
    ]);
  });
});
