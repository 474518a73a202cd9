import { buildDemoRsvpAnswers, demoRsvpQuestions } from '@eventsite/core/demo/demo-rsvp-answers';
import { answerFormsWithAnswers, siteAnswerForms, type AnswerForm } from '@eventsite/core/rules/answer-forms';
import {
  answerEventsOf,
  answerTableForEvent,
  countEventAttendance,
} from '@eventsite/core/rules/answers-by-event';
import { editorBasePath, isQuickStartPath } from '@eventsite/core/rules/editor-base-path';
import {
  countAttendance,
  countRsvpAnswers,
  type RsvpAttendance,
  type RsvpQuestionCounts,
} from '@eventsite/core/rules/rsvp-answer-counts';
import { buildRsvpAnswerTable, type RsvpAnswerTable } from '@eventsite/core/rules/rsvp-answer-table';
import { attendsEvent, scheduleEventsOf } from '@eventsite/core/rules/schedule-events';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { RsvpAnswer } from '@eventsite/core/schemas/rsvp';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { useAppConfig } from '../../../lib/app-context';
import { useAnswersSite } from '../api/get-answers-site';
import { useFormAnswers } from '../api/get-form-answers';
import { useRsvpAnswers } from '../api/get-rsvp-answers';

/** Why example answers show (`002` §4): none has come in yet, or the visitor is trying the editor. */
type DemoReason = 'noAnswers' | 'quickStart' | null;

/** The query parameter naming the module whose answers are shown, kept between the two screens. */
export const ANSWER_FORM_PARAMETER = 'modul';

/** The query parameter naming the event of the programme whose coming guests are shown, kept like `modul`. */
export const ANSWER_EVENT_PARAMETER = 'evenemang';

/** An event of the programme the answers can be read by (issue 34 item 5), titled in the owner's language. */
export interface AnswersEvent {
  id: string;
  title: string;
  /** Guests who answered that they come. */
  coming: number;
}

/** The example RSVP of quick start, where there is no site to read modules from. */
const DEMO_FORM: AnswerForm = { id: 'demo-rsvp', kind: 'Rsvp', title: {}, questions: [] };

export interface AnswersData {
  status: 'loading' | 'error' | 'ready';
  retry: () => void;
  /** The owner's site; undefined in quick start. */
  siteId: string | undefined;
  /** The editor the screens return to, e.g. '/redigera/abc/' or '/snabbstart/'. */
  editorPath: string;
  /** Every RSVP, form and speech sign-up with answers to read, in page order. */
  forms: AnswerForm[];
  /** The one whose answers the table, chart, questions and export show. */
  form: AnswerForm;
  demo: DemoReason;
  /** The events of the programme the RSVP's answers can be read by, in time order; none without a programme. */
  events: AnswersEvent[];
  /** The chosen event: the table, counts and caterer's sheet hold its coming guests only. */
  event: AnswersEvent | null;
  /** The answers shown: every guest, or the chosen event's coming guests. */
  table: RsvpAnswerTable;
  counts: RsvpQuestionCounts[];
  /** The chart: the yes and no of the attendance question, or the chosen event's answers. */
  attendance: RsvpAttendance;
  /** Every guest's answers whichever event is chosen, for the export and the caterer's sheet. */
  allAnswers: { table: RsvpAnswerTable; counts: RsvpQuestionCounts[] };
}

/**
 * The answers of one module of the site in the path: several RSVPs, forms and speech sign-ups are each read
 * apart, chosen by `?modul=`, the first RSVP by default. Example answers show in quick start and while that
 * module has none (`002` §4). A failed load opens the error dialog with 'Misslyckades att ladda OSA-svar'.
 */
export function useAnswersData(): AnswersData {
  const intl = useIntl();
  const { market } = useAppConfig();
  const showError = useErrorDialog();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const quickStart = isQuickStartPath(pathname);
  const params = useParams();
  const siteId = quickStart ? undefined : params.siteId;
  const site = useAnswersSite(siteId);
  const rsvpAnswers = useRsvpAnswers(siteId);
  const formAnswers = useFormAnswers(siteId);
  const [now] = useState(() => new Date());

  const error = site.error ?? rsvpAnswers.error ?? formAnswers.error;
  useEffect(() => {
    if (error) showError(error, { summary: intl.formatMessage({ id: 'answers.loadFailed' }) });
  }, [error, showError, intl]);

  const status: AnswersData['status'] = quickStart
    ? 'ready'
    : error
      ? 'error'
      : site.data && rsvpAnswers.data && formAnswers.data
        ? 'ready'
        : 'loading';

  // Every answer as a version-4 answer; a Form or speech answer is a party of one.
  const allAnswers = useMemo(
    () => [
      ...(rsvpAnswers.data ?? []).map((answer) => ({ answer, kind: 'Rsvp' as const })),
      ...(formAnswers.data ?? []).map((answer) => ({
        answer: { ...answer, groupIdentifier: answer._id, attendance: [] } satisfies RsvpAnswer,
        kind: 'Form' as const,
      })),
    ],
    [rsvpAnswers.data, formAnswers.data],
  );

  const forms = useMemo(() => {
    if (!site.data) return [];
    return answerFormsWithAnswers(
      siteAnswerForms(site.data),
      allAnswers.map(({ answer, kind }) => ({ formId: answer.formId, formTitle: answer.formTitle, kind })),
    );
  }, [site.data, allAnswers]);

  const chosenId = searchParams.get(ANSWER_FORM_PARAMETER);
  const form =
    forms.find((candidate) => candidate.id === chosenId) ??
    forms.find((candidate) => candidate.kind === 'Rsvp') ??
    forms[0] ??
    DEMO_FORM;

  const realAnswers = useMemo(
    () => allAnswers.filter(({ answer }) => answer.formId === form.id).map(({ answer }) => answer),
    [allAnswers, form.id],
  );
  const demo: DemoReason = quickStart ? 'quickStart' : realAnswers.length === 0 ? 'noAnswers' : null;

  const table = useMemo(() => {
    if (demo === null) {
      return buildRsvpAnswerTable({ questions: form.questions, answers: realAnswers, language: intl.locale });
    }
    const questions = form.questions.length > 0 ? form.questions : demoRsvpQuestions();
    return buildRsvpAnswerTable({
      questions,
      answers: buildDemoRsvpAnswers({ questions, market, now }),
      language: intl.locale,
    });
  }, [demo, form.questions, realAnswers, intl.locale, market, now]);

  // Example answers carry no attendance, so the events are offered once real RSVP answers are in.
  const events = useMemo((): AnswersEvent[] => {
    if (!site.data?.usesSiteModules || form.kind !== 'Rsvp' || demo !== null) return [];
    const programme = scheduleEventsOf(site.data.siteModules).map(({ event }) => event);
    return answerEventsOf(programme, table).map((event) => ({
      id: event.id,
      title: translateText(event.title, intl.locale) || event.startsAt.replace('T', ' '),
      coming: table.rows.filter((row) => attendsEvent(row, event.id)).length,
    }));
  }, [site.data, form.kind, demo, table, intl.locale]);
  const event = events.find((candidate) => candidate.id === searchParams.get(ANSWER_EVENT_PARAMETER)) ?? null;

  const allCounts = useMemo(() => countRsvpAnswers(table, intl.locale), [table, intl.locale]);
  const shownTable = useMemo(() => (event ? answerTableForEvent(table, event.id) : table), [table, event]);
  const counts = useMemo(
    () => (event ? countRsvpAnswers(shownTable, intl.locale) : allCounts),
    [event, shownTable, allCounts, intl.locale],
  );
  const attendance = useMemo(
    () => (event ? countEventAttendance(table, event.id) : countAttendance(table)),
    [event, table],
  );

  return {
    status,
    retry: () => {
      void site.refetch();
      void rsvpAnswers.refetch();
      void formAnswers.refetch();
    },
    siteId,
    editorPath: editorBasePath(pathname),
    forms,
    form,
    demo,
    events,
    event,
    table: shownTable,
    counts,
    attendance,
    allAnswers: { table, counts: allCounts },
  };
}
