import type { Gift } from '@eventsite/core/api/gifts';

/** One gift on the thank-you list, unthanked and unnamed unless told. */
export function testGift(fields: Partial<Gift> & Pick<Gift, '_id'>): Gift {
  return {
    kind: 'money',
    itemId: 'pot-1',
    title: 'Bröllopsresan',
    from: '',
    householdId: null,
    householdName: null,
    amount: null,
    quantity: null,
    greeting: '',
    createdAt: '2026-06-14T18:00:00.000Z',
    thanked: false,
    note: '',
    ...fields,
  };
}
