import type { RsvpQuestionCounts } from '../rules/rsvp-answer-counts';
import type { RsvpAnswerTable, RsvpRow } from '../rules/rsvp-answer-table';
import ExcelJS from 'exceljs';

/** The interface texts the workbook needs, in the owner's language. */
interface AnswersWorkbookTexts {
  answersSheet: string;
  countsSheet: string;
  date: string;
  language: string;
  /** The column numbering the parties: guests who answered together share a number. */
  party: string;
  question: string;
  answer: string;
  count: string;
  noAnswer: string;
}

/** The programme's events as the export's columns (issue 34 item 5), each guest's answer in words. */
interface AnswersWorkbookEvents {
  /** In time order, each titled in the export's language. */
  columns: readonly { id: string; title: string }[];
  yes: string;
  no: string;
}

export interface AnswersWorkbookInput {
  table: RsvpAnswerTable;
  /** A column per event after the questions; none for a site without a programme. */
  events?: AnswersWorkbookEvents;
  counts: readonly RsvpQuestionCounts[];
  texts: AnswersWorkbookTexts;
  /** A language code's name, e.g. 'sv' → 'Svenska'. */
  languageName: (code: string) => string;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF6E2D7' } };
const GROUP_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF7F1EA' } };

/** An answer day as a real date: midnight UTC, which Excel shows as that day whatever the reader's zone. */
function excelDate(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function styleHeader(sheet: ExcelJS.Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** A guest's answer for one event: yes, no, or empty when they were not asked or did not answer. */
function attendanceText(row: RsvpRow, eventId: string, events: AnswersWorkbookEvents): string {
  const entry = row.attendance.find((candidate) => candidate.eventId === eventId);
  if (!entry) return '';
  return entry.attending ? events.yes : events.no;
}

function addAnswersSheet(
  workbook: ExcelJS.Workbook,
  { table, events, texts, languageName }: AnswersWorkbookInput,
) {
  const sheet = workbook.addWorksheet(texts.answersSheet);
  const eventColumns = events?.columns ?? [];
  sheet.columns = [
    ...table.questionColumns.map((column) => ({ header: column.label, key: column.key, width: 24 })),
    ...eventColumns.map((event) => ({ header: event.title, key: `event:${event.id}`, width: 16 })),
    { header: texts.party, key: 'party', width: 10 },
    { header: texts.date, key: 'date', width: 12, style: { numFmt: 'yyyy-mm-dd' } },
    { header: texts.language, key: 'language', width: 12 },
  ];
  let groupIndex = -1;
  let previousGroup: string | null = null;
  for (const row of table.rows) {
    if (row.groupIdentifier !== previousGroup) groupIndex += 1;
    previousGroup = row.groupIdentifier;
    const values: Record<string, string | number | Date> = {
      party: groupIndex + 1,
      date: excelDate(row.date),
      language: languageName(row.language),
    };
    for (const column of table.questionColumns) values[column.key] = row.cells[column.key]?.text ?? '';
    if (events) {
      for (const event of events.columns) values[`event:${event.id}`] = attendanceText(row, event.id, events);
    }
    const added = sheet.addRow(values);
    // Every other party is shaded, so the guests who answered together read as one block.
    if (groupIndex % 2 === 1) {
      added.eachCell({ includeEmpty: true }, (cell) => {
        cell.fill = GROUP_FILL;
      });
    }
  }
  styleHeader(sheet);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
}

function addCountsSheet(workbook: ExcelJS.Workbook, { counts, texts }: AnswersWorkbookInput) {
  const sheet = workbook.addWorksheet(texts.countsSheet);
  sheet.columns = [
    { header: texts.question, key: 'question', width: 36 },
    { header: texts.answer, key: 'answer', width: 36 },
    { header: texts.count, key: 'count', width: 10 },
  ];
  for (const question of counts) {
    for (const answer of question.answers) {
      sheet.addRow({ question: question.column.label, answer: answer.text, count: answer.count });
    }
    if (question.unanswered > 0) {
      sheet.addRow({ question: question.column.label, answer: texts.noAnswer, count: question.unanswered });
    }
  }
  styleHeader(sheet);
}

/**
 * The export `osa.xlsx` (`002` §2.5, §9): one row per guest under a header row with the table's columns, a
 * column per event of the programme (issue 34 item 5) and the party's number (issue 39 item 9), dates as dates, and a second sheet with the count of
 * each answer per question. Answers the file's bytes.
 */
export async function buildAnswersWorkbook(input: AnswersWorkbookInput): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  addAnswersSheet(workbook, input);
  addCountsSheet(workbook, input);
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer instanceof ArrayBuffer ? buffer : new Uint8Array(buffer).buffer;
}
