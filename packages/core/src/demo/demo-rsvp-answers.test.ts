import { describe, expect, it } from 'vitest';
import { countAttendance } from '../rules/rsvp-answer-counts';
import { buildRsvpAnswerTable } from '../rules/rsvp-answer-table';
import type { FormElement } from '../schemas/form';
import { rsvpAnswerSchema } from '../schemas/rsvp';
import { buildDemoRsvpAnswers, demoRsvpQuestions } from './demo-rsvp-answers';

const now = new Date('2025-06-15T12:00:00Z');

function demoTable(questions: FormElement[], market: 'se' | 'dk' = 'se') {
  const answers = buildDemoRsvpAnswers({ questions, market, now });
  return { answers, table: buildRsvpAnswerTable({ questions, answers, language: 'sv' }) };
}

describe('buildDemoRsvpAnswers', () => {
  it('answers the demo questions with nine guests in five parties, valid answers all', () => {
    const { answers, table } = demoTable(demoRsvpQuestions());
    expect(answers).toHaveLength(9);
    for (const answer of answers) expect(rsvpAnswerSchema.parse(answer)).toEqual(answer);
    expect(new Set(answers.map((answer) => answer.groupIdentifier)).size).toBe(5);
    expect(table.rows.map((row) => row.cells['q:rsvp-name']?.text)).toEqual([
      'Lisa Holm',
      'Johan Holm',
      'Karin Sjöberg',
      'Erik Lundgren',
      'Maja Lundgren',
      'Alva Lundgren',
      'Tom Baker',
      'Per Ek',
      'Sara Ek',
    ]);
    expect(countAttendance(table)).toEqual({
      questionKey: 'q:rsvp-coming',
      yes: 7,
      no: 2,
      other: 0,
      guests: 9,
    });
  });

  it('dates the parties in the days before now, newest first', () => {
    const { answers } = demoTable(demoRsvpQuestions());
    const times = answers.map((answer) => Date.parse(answer.createdAt));
    expect(times.every((time) => time < now.getTime())).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("gives no cell to a question the guest's answers hid (never shown, so not unanswered)", () => {
    const { table } = demoTable(demoRsvpQuestions());
    const karin = table.rows.find((row) => row.cells['q:rsvp-name']?.text === 'Karin Sjöberg');
    expect(karin?.cells['q:rsvp-coming']?.text).toBe('Nej');
    expect(karin?.cells['q:rsvp-allergies']).toBeUndefined();
    expect(karin?.cells['q:rsvp-song']).toBeUndefined();
    const lisa = table.rows.find((row) => row.cells['q:rsvp-name']?.text === 'Lisa Holm');
    expect(lisa?.cells['q:rsvp-allergies']?.text).toBe('Laktosfri');
  });

  it("answers a site's own questions after what their labels ask", () => {
    const questions: FormElement[] = [
      {
        id: 'mail',
        formElementType: 'ShortText',
        label: { sv: 'E-post' },
        required: false,
        showConditions: [],
      },
      {
        id: 'phone',
        formElementType: 'ShortText',
        label: { sv: 'Telefonnummer' },
        required: false,
        showConditions: [],
      },
      {
        id: 'info',
        formElementType: 'ShortText',
        label: { sv: 'Övrig information' },
        required: false,
        showConditions: [],
      },
      {
        id: 'meal',
        formElementType: 'SingleSelect',
        label: { sv: 'Välj middag' },
        required: true,
        showConditions: [],
        options: [
          { id: 'fish', text: { sv: 'Fisk' } },
          { id: 'meat', text: { sv: 'Kött' } },
          { id: 'veg', text: { sv: 'Vegetariskt' } },
        ],
      },
    ];
    const { table } = demoTable(questions);
    const [first] = table.rows;
    expect(first?.cells['q:mail']?.text).toBe('lisa.holm@exempel.se');
    expect(first?.cells['q:phone']?.text).toMatch(/^070-\d{3} \d{2} \d{2}$/);
    expect(first?.cells['q:info']?.text).toBe('Vi längtar!');
    const meals = new Set(table.rows.map((row) => row.cells['q:meal']?.text));
    expect(meals).toEqual(new Set(['Fisk', 'Kött', 'Vegetariskt']));
  });

  it('uses Danish guests on the Danish market', () => {
    const { answers, table } = demoTable(demoRsvpQuestions(), 'dk');
    expect(table.rows[0]?.cells['q:rsvp-name']?.text).toBe('Mette Holm');
    expect(new Set(answers.map((answer) => answer.language))).toEqual(new Set(['da', 'en']));
  });
});
