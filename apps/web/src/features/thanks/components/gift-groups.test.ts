import { describe, expect, it } from 'vitest';
import { countGifts, groupGifts } from './gift-groups';
import { testGift } from './thanks-test-data';

describe('the thank-you list’s groups (issue 37 item 3)', () => {
  it('groups by household where known, else by the giver’s name in any case, newest first', () => {
    const groups = groupGifts([
      testGift({ _id: 'g1', from: 'Eva Holm' }),
      testGift({ _id: 'g2', from: 'Per', householdId: 'h1', householdName: 'Familjen Berg' }),
      testGift({ _id: 'g3', from: 'eva holm ' }),
      testGift({ _id: 'g4', from: 'Lisa', householdId: 'h1', householdName: 'Familjen Berg' }),
      testGift({ _id: 'g5', kind: 'reservation', from: '' }),
    ]);
    expect(groups.map((group) => [group.name, group.household, group.gifts.map((gift) => gift._id)])).toEqual(
      [
        ['Eva Holm', false, ['g1', 'g3']],
        ['Familjen Berg', true, ['g2', 'g4']],
        ['', false, ['g5']],
      ],
    );
  });

  it('counts the gifts, the thanked ones and the money reported (not reservations’ prices)', () => {
    expect(
      countGifts([
        testGift({ _id: 'g1', amount: 50_000, thanked: true }),
        testGift({ _id: 'g2', amount: 100_000 }),
        testGift({ _id: 'g3', amount: null }),
        testGift({ _id: 'g4', kind: 'reservation', amount: 150_000, quantity: 3 }),
        testGift({ _id: 'g5', kind: 'manual', amount: 20_000, thanked: true }),
      ]),
    ).toEqual({ gifts: 5, thanked: 2, moneyReported: 150_000 });
  });
});
