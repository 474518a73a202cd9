import type { RsvpAnswerTable, RsvpQuestionColumn, RsvpRow } from './rsvp-answer-table';
import { translateText } from './translate-text';

/** How many guests gave one answer to a question. */
export interface RsvpAnswerCount {
  text: string;
  count: number;
  /** The option of a SingleSelect answer. */
  optionId: string | null;
}

/** The answers to one question, grouped and counted (`002` §2.5 "per-question view"). */
export interface RsvpQuestionCounts {
  column: RsvpQuestionColumn;
  /** A SingleSelect: every option in order, unchosen ones at 0. A text: each distinct answer, most given first. */
  answers: RsvpAnswerCount[];
  /** Guests who gave an answer. */
  answered: number;
  /** Guests who were asked it and left it empty; not those never shown it or who answered before it was asked. */
  unanswered: number;
}

/** The attendance chart (`002` §2.5, §9): the recognised yes and no answers, and every guest. */
export interface RsvpAttendance {
  /** The first question anybody answered with a recognised yes or no; null when none did. */
  questionKey: string | null;
  yes: number;
  no: number;
  /** Guests whose answer to that question is neither (or missing). */
  other: number;
  guests: number;
}

function cellText(row: RsvpRow, key: string): string {
  return row.cells[key]?.text ?? '';
}

function countOptions(
  column: RsvpQuestionColumn,
  rows: readonly RsvpRow[],
  language: string,
): RsvpAnswerCount[] {
  return column.options.map((option) => ({
    text: translateText(option.text, language),
    optionId: option.id,
    count: rows.filter((row) => row.cells[column.key]?.optionId === option.id).length,
  }));
}

function countTexts(column: RsvpQuestionColumn, rows: readonly RsvpRow[]): RsvpAnswerCount[] {
  const byText = new Map<string, RsvpAnswerCount>();
  for (const row of rows) {
    const text = cellText(row, column.key);
    if (text === '') continue;
    const key = text.replace(/\s+/gu, ' ').toLocaleLowerCase('sv');
    const found = byText.get(key);
    if (found) found.count += 1;
    else byText.set(key, { text, count: 1, optionId: null });
  }
  return [...byText.values()].sort(
    (a, b) => b.count - a.count || a.text.localeCompare(b.text, 'sv', { sensitivity: 'base', numeric: true }),
  );
}

/**
 * Per question, the answers grouped and counted: a SingleSelect by option (every option the question has or
 * had when answered, in order), a text question by distinct answer, case and spacing aside.
 */
export function countRsvpAnswers(table: RsvpAnswerTable, language: string): RsvpQuestionCounts[] {
  return table.questionColumns.map((column) => {
    const asked = table.rows.filter((row) => row.cells[column.key] !== undefined);
    const answered = asked.filter((row) => cellText(row, column.key) !== '').length;
    return {
      column,
      answers:
        column.formElementType === 'SingleSelect'
          ? countOptions(column, table.rows, language)
          : countTexts(column, table.rows),
      answered,
      unanswered: asked.length - answered,
    };
  });
}

/**
 * Attendance from the recognised yes and no words (`002` §9): the first question, in column order, that any
 * guest answered with one of them is the attendance question; every guest counts once.
 */
export function countAttendance(table: RsvpAnswerTable): RsvpAttendance {
  const guests = table.rows.length;
  const column = table.questionColumns.find((candidate) =>
    table.rows.some((row) => row.cells[candidate.key]?.yesOrNo != null),
  );
  if (!column) return { questionKey: null, yes: 0, no: 0, other: guests, guests };
  const yes = table.rows.filter((row) => row.cells[column.key]?.yesOrNo === 'yes').length;
  const no = table.rows.filter((row) => row.cells[column.key]?.yesOrNo === 'no').length;
  return { questionKey: column.key, yes, no, other: guests - yes - no, guests };
}
