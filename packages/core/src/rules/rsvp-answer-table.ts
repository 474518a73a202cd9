import type { FormDataElement, FormElement, FormElementOption } from '../schemas/form';
import type { EventAttendance, RsvpAnswer } from '../schemas/rsvp';
import { recognizeYesOrNo, type YesOrNo } from './rsvp-yes-no';
import { showConditionProblem } from './show-condition-problem';
import { isFormElementVisible } from './show-conditions';
import { translateText } from './translate-text';

/** A question's column: a current question of the site, or one answered under a label it no longer has. */
export interface RsvpQuestionColumn {
  kind: 'question';
  key: string;
  questionId: string;
  label: string;
  formElementType: FormElement['formElementType'];
  /** A SingleSelect's options: the current ones, or for an old question those it had when answered. */
  options: readonly FormElementOption[];
  /** False for a question renamed or deleted after guests answered it. */
  current: boolean;
}

export type RsvpColumn =
  RsvpQuestionColumn | { kind: 'date'; key: 'date' } | { kind: 'language'; key: 'language' };

/** One guest's answer to one question. */
export interface RsvpCell {
  /** The text written, or the chosen option's text in the table's language; '' when not answered. */
  text: string;
  /** The chosen option of a SingleSelect. */
  optionId: string | null;
  yesOrNo: YesOrNo | null;
}

/** One guest: a row of the answers table. */
export interface RsvpRow {
  answerId: string;
  /** Shared by the guests who answered together. */
  groupIdentifier: string;
  groupSize: number;
  /** The guest's place in its group, from 1. */
  guestNumber: number;
  createdAt: string;
  /** YYYY-MM-DD (`002` §9). */
  date: string;
  language: string;
  /** The guest's "coming / not coming" per event of the programme (issue 34); empty when none was asked. */
  attendance: readonly EventAttendance[];
  /** By question column key; a question the guest never saw is absent. */
  cells: Readonly<Record<string, RsvpCell>>;
}

export interface RsvpAnswerTable {
  /** The question columns, then the date and the language. */
  columns: RsvpColumn[];
  questionColumns: RsvpQuestionColumn[];
  rows: RsvpRow[];
}

export interface BuildRsvpAnswerTableOptions {
  /** The current questions of the one module the answers belong to, in order (`siteAnswerForms`). */
  questions: readonly FormElement[];
  /** Newest first, as `GET /api/rsvps/{siteId}/v4` lists them: the guests of a group last guest first. */
  answers: readonly RsvpAnswer[];
  /** The language labels and options are shown in. */
  language: string;
  /** Where the answer date is read; both markets are on Central European time. */
  timeZone?: string;
}

/** The answers' dates are read in Swedish and Danish time. */
export const RSVP_ANSWER_TIME_ZONE = 'Europe/Stockholm';

function twoDigits(value: string | undefined): string {
  return (value ?? '').padStart(2, '0');
}

/** The answer's day as YYYY-MM-DD in the time zone (`002` §9); a plain date stays as it is. */
export function formatAnswerDate(createdAt: string, timeZone = RSVP_ANSWER_TIME_ZONE): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(createdAt)) return createdAt;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(new Date(createdAt))
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year}-${twoDigits(parts.month)}-${twoDigits(parts.day)}`;
}

function comparableLabel(text: string): string {
  return text.trim().replace(/\s+/gu, ' ').toLowerCase();
}

/**
 * Whether an answer was given to the question as it is labelled now: every language both labels have reads
 * the same (case and spacing aside). A translation added later is not a rename.
 */
function sameLabel(answered: FormElement['label'], current: FormElement['label'], language: string): boolean {
  const shared = Object.keys(answered).filter((code) => {
    const key = code as keyof typeof answered;
    return (answered[key] ?? '') !== '' && (current[key] ?? '') !== '';
  }) as (keyof typeof answered)[];
  if (shared.length === 0) {
    return (
      comparableLabel(translateText(answered, language)) === comparableLabel(translateText(current, language))
    );
  }
  return shared.every(
    (code) => comparableLabel(answered[code] ?? '') === comparableLabel(current[code] ?? ''),
  );
}

function optionYesOrNo(option: FormElementOption, answerLanguage: string): YesOrNo | null {
  const texts = [translateText(option.text, answerLanguage), ...Object.values(option.text)];
  for (const text of texts) {
    const found = recognizeYesOrNo(text);
    if (found) return found;
  }
  return null;
}

function cellOf(element: FormDataElement, answerLanguage: string, language: string): RsvpCell {
  if (element.formElement.formElementType === 'SingleSelect') {
    const option = element.selectedOption ?? null;
    if (!option) return { text: '', optionId: null, yesOrNo: null };
    return {
      text: translateText(option.text, language),
      optionId: option.id,
      yesOrNo: optionYesOrNo(option, answerLanguage),
    };
  }
  const text = (element.value ?? '').trim();
  return { text, optionId: null, yesOrNo: recognizeYesOrNo(text) };
}

function withOption(options: readonly FormElementOption[], option: FormElementOption | null | undefined) {
  return option && !options.some((known) => known.id === option.id) ? [...options, option] : options;
}

/**
 * The answers a guest was asked for: a conditional question whose condition the guest's own choices did not
 * meet was never shown (`001` §5), so it is neither answered nor left unanswered.
 */
function shownElements(answer: RsvpAnswer): FormDataElement[] {
  const form = { formElements: answer.formElements.map((element) => element.formElement) };
  const selected: Record<string, string> = {};
  for (const element of answer.formElements) {
    if (element.selectedOption) selected[element.formElement.id] = element.selectedOption.id;
  }
  return answer.formElements.filter(
    (element) =>
      showConditionProblem(form, element.formElement) !== null ||
      isFormElementVisible(element.formElement, selected),
  );
}

/** The guests of each group together, groups in the order of their newest answer, guests in the order they were sent. */
function guestsInGroups(answers: readonly RsvpAnswer[]): RsvpAnswer[][] {
  const groups = new Map<string, RsvpAnswer[]>();
  for (const answer of answers) {
    const group = groups.get(answer.groupIdentifier) ?? [];
    group.unshift(answer);
    groups.set(answer.groupIdentifier, group);
  }
  return [...groups.values()];
}

/**
 * The answers table (`002` §2.5, §4): one row per guest, the guests of a submission together. Its columns are
 * every current question in the site's order, then each question answered under a label it has since lost
 * (renamed or deleted), under that label, then the date and the language. A question added after a guest
 * answered, and a conditional question the guest was never shown, has no cell in that guest's row.
 */
export function buildRsvpAnswerTable({
  questions,
  answers,
  language,
  timeZone = RSVP_ANSWER_TIME_ZONE,
}: BuildRsvpAnswerTableOptions): RsvpAnswerTable {
  const currentColumns: RsvpQuestionColumn[] = questions.map((question) => ({
    kind: 'question',
    key: `q:${question.id}`,
    questionId: question.id,
    label: translateText(question.label, language),
    formElementType: question.formElementType,
    options: question.formElementType === 'SingleSelect' ? question.options : [],
    current: true,
  }));
  const currentById = new Map(
    questions.map((question, index) => [question.id, { question, column: currentColumns[index] }]),
  );
  const oldColumns = new Map<string, RsvpQuestionColumn>();

  /** The column an answered element belongs to, making an old question's column when it first appears. */
  function columnFor(element: FormDataElement): RsvpQuestionColumn {
    const answered = element.formElement;
    const current = currentById.get(answered.id);
    if (current?.column && sameLabel(answered.label, current.question.label, language)) {
      if (answered.formElementType === 'SingleSelect')
        current.column.options = withOption(current.column.options, element.selectedOption);
      return current.column;
    }
    const label = translateText(answered.label, language);
    const key = `q:${answered.id}:${comparableLabel(label)}`;
    const existing = oldColumns.get(key);
    if (existing) {
      if (answered.formElementType === 'SingleSelect')
        existing.options = withOption(existing.options, element.selectedOption);
      return existing;
    }
    const column: RsvpQuestionColumn = {
      kind: 'question',
      key,
      questionId: answered.id,
      label,
      formElementType: answered.formElementType,
      options:
        answered.formElementType === 'SingleSelect'
          ? withOption(answered.options, element.selectedOption)
          : [],
      current: false,
    };
    oldColumns.set(key, column);
    return column;
  }

  // Old questions get their columns in the order they were first answered, oldest answer first.
  const chronological = [...answers].reverse();
  const cellsById = new Map<string, Record<string, RsvpCell>>();
  for (const answer of chronological) {
    const cells: Record<string, RsvpCell> = {};
    for (const element of shownElements(answer)) {
      cells[columnFor(element).key] = cellOf(element, answer.language, language);
    }
    cellsById.set(answer._id, cells);
  }

  const rows = guestsInGroups(answers).flatMap((group) =>
    group.map((answer, index): RsvpRow => ({
      answerId: answer._id,
      groupIdentifier: answer.groupIdentifier,
      groupSize: group.length,
      guestNumber: index + 1,
      createdAt: answer.createdAt,
      date: formatAnswerDate(answer.createdAt, timeZone),
      language: answer.language,
      attendance: answer.attendance,
      cells: cellsById.get(answer._id) ?? {},
    })),
  );
  const questionColumns = [...currentColumns, ...oldColumns.values()];
  return {
    columns: [...questionColumns, { kind: 'date', key: 'date' }, { kind: 'language', key: 'language' }],
    questionColumns,
    rows,
  };
}
