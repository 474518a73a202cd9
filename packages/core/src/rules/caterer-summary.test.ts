import { describe, expect, it } from 'vitest';
import type { FormElement } from '../schemas/form';
import { buildCatererSummary } from './caterer-summary';
import { answerTo, comingQuestion, foodQuestion, nameQuestion, rsvpAnswer } from './rsvp-answers.fixture';
import { buildRsvpAnswerTable } from './rsvp-answer-table';

const mealQuestion: Extract<FormElement, { formElementType: 'SingleSelect' }> = {
  id: 'meal',
  formElementType: 'SingleSelect',
  label: { sv: 'Middag' },
  required: false,
  showConditions: [],
  options: [
    { id: 'fish', text: { sv: 'Fisk' } },
    { id: 'meat', text: { sv: 'Kött' } },
    { id: 'veg', text: { sv: 'Vegetariskt' } },
  ],
};

const guest = (group: string, name: string, coming: string, meal: string, food: string) =>
  rsvpAnswer(group, [
    answerTo(nameQuestion, name),
    answerTo(comingQuestion, coming),
    answerTo(mealQuestion, meal),
    answerTo(foodQuestion, food),
  ]);

const table = buildRsvpAnswerTable({
  questions: [nameQuestion, comingQuestion, mealQuestion, foodQuestion],
  // Newest first, as the server lists them.
  answers: [
    guest('g3', 'Cecilia', 'no', 'meat', 'Laktos'),
    guest('g2', 'Bo', 'yes', 'veg', '  '),
    guest('g1', 'Alva', 'yes', 'fish', 'Nötter, svår allergi'),
    guest('g1', 'Adam', 'yes', 'fish', 'Gluten'),
  ],
  language: 'sv',
});

describe('buildCatererSummary', () => {
  it('counts each menu choice among the guests who are coming, unchosen options at 0', () => {
    const summary = buildCatererSummary(table, new Set(['food']), 'sv');
    expect(summary.guests).toBe(3);
    expect(summary.choices).toEqual([
      {
        question: 'Middag',
        options: [
          { text: 'Fisk', count: 2 },
          { text: 'Kött', count: 0 },
          { text: 'Vegetariskt', count: 1 },
        ],
      },
    ]);
  });

  it('lists every diet answer by guest and party, leaving out empty answers and guests who are not coming', () => {
    const summary = buildCatererSummary(table, new Set(['food']), 'sv');
    expect(summary.dietAnswers).toEqual([
      { guest: 'Adam', party: 1, question: 'Specialkost', answer: 'Gluten' },
      { guest: 'Alva', party: 1, question: 'Specialkost', answer: 'Nötter, svår allergi' },
    ]);
  });

  it('lists no free text when no question is marked as diet', () => {
    expect(buildCatererSummary(table, new Set(), 'sv').dietAnswers).toEqual([]);
  });
});

describe('buildCatererSummary for one event', () => {
  const withAttendance = (
    group: string,
    name: string,
    meal: string,
    food: string,
    attendance: { eventId: string; attending: boolean }[],
  ) =>
    rsvpAnswer(
      group,
      [answerTo(nameQuestion, name), answerTo(mealQuestion, meal), answerTo(foodQuestion, food)],
      { attendance },
    );
  const byEvent = buildRsvpAnswerTable({
    questions: [nameQuestion, mealQuestion, foodQuestion],
    answers: [
      withAttendance('ceremony-only', 'Dora', 'meat', 'Laktos', [{ eventId: 'ceremony', attending: true }]),
      withAttendance('family', 'Bertil', 'veg', 'Gluten', [
        { eventId: 'ceremony', attending: true },
        { eventId: 'dinner', attending: false },
      ]),
      withAttendance('family', 'Anna', 'fish', 'Nötter', [
        { eventId: 'ceremony', attending: true },
        { eventId: 'dinner', attending: true },
      ]),
      withAttendance('friends', 'Cecilia', 'fish', 'Skaldjur', [{ eventId: 'dinner', attending: true }]),
    ],
    language: 'sv',
  });

  it("gives the dinner's caterer the dinner's coming guests only", () => {
    const summary = buildCatererSummary(byEvent, new Set(['food']), 'sv', { eventId: 'dinner' });
    expect(summary.guests).toBe(2);
    expect(summary.choices).toEqual([
      {
        question: 'Middag',
        options: [
          { text: 'Fisk', count: 2 },
          { text: 'Kött', count: 0 },
          { text: 'Vegetariskt', count: 0 },
        ],
      },
    ]);
    expect(summary.dietAnswers).toEqual([
      { guest: 'Anna', party: 1, question: 'Specialkost', answer: 'Nötter' },
      { guest: 'Cecilia', party: 2, question: 'Specialkost', answer: 'Skaldjur' },
    ]);
  });

  it('counts every guest without an attendance question when no event is chosen', () => {
    expect(buildCatererSummary(byEvent, new Set(['food']), 'sv').guests).toBe(4);
    expect(buildCatererSummary(byEvent, new Set(['food']), 'sv', { eventId: 'ceremony' }).guests).toBe(3);
  });
});
