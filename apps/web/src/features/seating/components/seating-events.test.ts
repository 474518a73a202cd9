import { describe, expect, it } from 'vitest';
import { defaultSeatingEvent, type SeatingEvent } from './seating-events';

const event = (id: string, time: string): SeatingEvent => ({ id, title: id, day: '2030-06-14', time });

describe('defaultSeatingEvent', () => {
  it('opens on the first event from the evening on, the dinner rather than the party after it', () => {
    expect(
      defaultSeatingEvent([event('lunch', '12:00'), event('dinner', '17:30'), event('party', '21:00')])?.id,
    ).toBe('dinner');
  });

  it('takes the last event of a day without an evening one, and none without events', () => {
    expect(defaultSeatingEvent([event('ceremony', '11:00'), event('lunch', '13:00')])?.id).toBe('lunch');
    expect(defaultSeatingEvent([])).toBeNull();
  });
});
