import { countAttendance, countRsvpAnswers } from './rsvp-answer-counts';
import type { RsvpAnswerTable, RsvpRow } from './rsvp-answer-table';
import { comingRows } from './coming-guests';

/** How many coming guests chose each option of one question, e.g. the meal. */
export interface CatererChoice {
  question: string;
  options: { text: string; count: number }[];
}

/** One guest's answer to a question the owner marked as diet or allergy. */
export interface CatererDietAnswer {
  /** The guest's name: their answer to the first free-text question that is not about diet. */
  guest: string;
  /** Shared by the guests who answered together, from 1 in the table's order. */
  party: number;
  question: string;
  answer: string;
}

/** What the caterer needs from one RSVP (issue 21, item 7). */
export interface CatererSummary {
  /**
   * Guests counted: every guest but those who answered no to the attendance question; for one event, those
   * who answered yes for it.
   */
  guests: number;
  choices: CatererChoice[];
  dietAnswers: CatererDietAnswer[];
}

export interface CatererSummaryOptions {
  /** One event of the programme: only its coming guests are counted (issue 34 item 5). */
  eventId?: string;
}

/**
 * The caterer's sheet of one RSVP (issue 21, item 7): per question with choices, how many coming guests
 * chose each option; and every non-empty answer to the questions the owner marked as diet or allergy, guest
 * by guest. A guest who answered no to the attendance question (`countAttendance`) eats nothing and is left
 * out; the attendance question itself is not a choice of the menu. For one event (issue 34 item 5: the
 * dinner's caterer gets the dinner's people only), the coming guests are those who answered yes for it.
 */
export function buildCatererSummary(
  table: RsvpAnswerTable,
  dietQuestionIds: ReadonlySet<string>,
  language: string,
  { eventId }: CatererSummaryOptions = {},
): CatererSummary {
  const attendance = countAttendance(table);
  const coming = comingRows(table, eventId);
  const comingTable = { ...table, rows: coming };
  const choices = countRsvpAnswers(comingTable, language)
    .filter(
      ({ column }) => column.formElementType === 'SingleSelect' && column.key !== attendance.questionKey,
    )
    .map(({ column, answers }) => ({
      question: column.label,
      options: answers.map(({ text, count }) => ({ text, count })),
    }));

  const dietColumns = table.questionColumns.filter((column) => dietQuestionIds.has(column.questionId));
  const nameColumn = table.questionColumns.find(
    (column) => column.formElementType === 'ShortText' && !dietQuestionIds.has(column.questionId),
  );
  const parties = new Map<string, number>();
  const partyOf = (row: RsvpRow) => {
    if (!parties.has(row.groupIdentifier)) parties.set(row.groupIdentifier, parties.size + 1);
    return parties.get(row.groupIdentifier) ?? 0;
  };
  const dietAnswers = coming.flatMap((row) =>
    dietColumns.flatMap((column) => {
      const answer = row.cells[column.key]?.text.trim() ?? '';
      if (answer === '') return [];
      const guest = (nameColumn && row.cells[nameColumn.key]?.text.trim()) || '';
      return [{ guest, party: partyOf(row), question: column.label, answer }];
    }),
  );
  return { guests: coming.length, choices, dietAnswers };
}
