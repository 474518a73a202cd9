import { describe, expect, it } from 'vitest';
import { giftStatusText, reservedQuantity } from './gift-status';

const swedish = { quantity: 'Antal', reservedSingular: 'Reserverad', reservedPlural: 'reserverade' };

describe('reservedQuantity (001 §4)', () => {
  it('reads the item’s reservation, or 0 when it has none', () => {
    const reservations = [
      { giftRegistryId: 'a', quantityReserved: 2 },
      { giftRegistryId: 'b', quantityReserved: 1 },
    ];
    expect(reservedQuantity(reservations, 'a')).toBe(2);
    expect(reservedQuantity(reservations, 'c')).toBe(0);
  });
});

describe('giftStatusText (001 §4)', () => {
  it('shows Reserverad for a reserved single piece and nothing before', () => {
    expect(giftStatusText({ reservable: true, quantity: 1 }, 1, swedish)).toBe('Reserverad');
    expect(giftStatusText({ reservable: true, quantity: 1 }, 0, swedish)).toBe('');
  });

  it('shows the quantity, and the reserved pieces once there are any', () => {
    expect(giftStatusText({ reservable: true, quantity: 3 }, 0, swedish)).toBe('Antal: 3');
    expect(giftStatusText({ reservable: true, quantity: 3 }, 1, swedish)).toBe('Antal: 3, reserverade: 1');
  });

  it('shows nothing for an item that cannot be reserved', () => {
    expect(giftStatusText({ reservable: false, quantity: 3 }, 2, swedish)).toBe('');
    expect(giftStatusText({ reservable: false, quantity: null }, 0, swedish)).toBe('');
  });
});
