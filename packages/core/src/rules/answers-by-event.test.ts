import { describe, expect, it } from 'vitest';
import type { EventAttendance } from '../schemas/rsvp';
import { answerEventsOf, answerTableForEvent, countEventAttendance } from './answers-by-event';
import { answerTo, nameQuestion, rsvpAnswer } from './rsvp-answers.fixture';
import { buildRsvpAnswerTable } from './rsvp-answer-table';

const guest = (group: string, name: string, attendance: EventAttendance[]) =>
  rsvpAnswer(group, [answerTo(nameQuestion, name)], { attendance });

const yes = (eventId: string): EventAttendance => ({ eventId, attending: true });
const no = (eventId: string): EventAttendance => ({ eventId, attending: false });

// Newest first, as the server lists them.
const table = buildRsvpAnswerTable({
  questions: [nameQuestion],
  answers: [
    guest('ceremony-only', 'Dora', [yes('ceremony')]),
    guest('family', 'Cecilia', [yes('ceremony'), yes('dinner'), no('party')]),
    guest('family', 'Bertil', [yes('ceremony'), no('dinner'), yes('party')]),
    guest('family', 'Anna', [yes('ceremony'), yes('dinner'), yes('party')]),
    guest('anonymous', 'Erik', []),
  ],
  language: 'sv',
});

const names = (rows: typeof table.rows) => rows.map((row) => row.cells['q:name']?.text);

describe('answerEventsOf', () => {
  it('keeps the events that ask, and one no longer asking that guests answered for, in the order given', () => {
    const events = [
      { id: 'ceremony', askAttendance: true },
      { id: 'drinks', askAttendance: false },
      { id: 'dinner', askAttendance: false },
      { id: 'party', askAttendance: true },
    ];
    expect(answerEventsOf(events, table).map((event) => event.id)).toEqual(['ceremony', 'dinner', 'party']);
  });

  it('has no events for a site without a programme', () => {
    expect(answerEventsOf([], table)).toEqual([]);
  });
});

describe('answerTableForEvent', () => {
  it("keeps only the event's coming guests, in the table's order", () => {
    expect(names(table.rows)).toEqual(['Dora', 'Anna', 'Bertil', 'Cecilia', 'Erik']);
    expect(names(answerTableForEvent(table, 'ceremony').rows)).toEqual(['Dora', 'Anna', 'Bertil', 'Cecilia']);
  });

  it('numbers a party again among its guests still shown', () => {
    const dinner = answerTableForEvent(table, 'dinner');
    expect(dinner.rows.map((row) => [row.cells['q:name']?.text, row.guestNumber, row.groupSize])).toEqual([
      ['Anna', 1, 2],
      ['Cecilia', 2, 2],
    ]);
    expect(dinner.questionColumns).toBe(table.questionColumns);
  });

  it('shows nobody for an event nobody answered yes for', () => {
    expect(answerTableForEvent(table, 'brunch').rows).toEqual([]);
  });
});

describe('countEventAttendance', () => {
  it('counts coming, not coming and not answered for the event among every guest who answered', () => {
    expect(countEventAttendance(table, 'dinner')).toEqual({
      questionKey: null,
      yes: 2,
      no: 1,
      other: 2,
      guests: 5,
    });
    expect(countEventAttendance(table, 'ceremony')).toEqual({
      questionKey: null,
      yes: 4,
      no: 0,
      other: 1,
      guests: 5,
    });
  });
});
