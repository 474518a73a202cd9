import { buildDemoRsvpAnswers, demoRsvpQuestions } from '@eventsite/core/demo/demo-rsvp-answers';
import { editorBasePath, isQuickStartPath } from '@eventsite/core/rules/editor-base-path';
import {
  countAttendance,
  countRsvpAnswers,
  type RsvpAttendance,
  type RsvpQuestionCounts,
} from '@eventsite/core/rules/rsvp-answer-counts';
import {
  buildRsvpAnswerTable,
  siteRsvpQuestions,
  type RsvpAnswerTable,
} from '@eventsite/core/rules/rsvp-answer-table';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { useAppConfig } from '../../../lib/app-context';
import { useAnswersSite } from '../api/get-answers-site';
import { useRsvpAnswers } from '../api/get-rsvp-answers';

/** Why example answers show (`002` §4): none has come in yet, or the visitor is trying the editor. */
export type DemoReason = 'noAnswers' | 'quickStart' | null;

export interface AnswersData {
  status: 'loading' | 'error' | 'ready';
  retry: () => void;
  /** The owner's site; undefined in quick start. */
  siteId: string | undefined;
  /** The editor the screens return to, e.g. '/redigera/abc/' or '/snabbstart/'. */
  editorPath: string;
  demo: DemoReason;
  table: RsvpAnswerTable;
  counts: RsvpQuestionCounts[];
  attendance: RsvpAttendance;
}

/**
 * The answers of the site in the path, or example answers in quick start and while nobody has answered
 * (`002` §4). A failed load opens the error dialog with 'Misslyckades att ladda OSA-svar' (`002` §8).
 */
export function useAnswersData(): AnswersData {
  const intl = useIntl();
  const { market } = useAppConfig();
  const showError = useErrorDialog();
  const { pathname } = useLocation();
  const quickStart = isQuickStartPath(pathname);
  const params = useParams();
  const siteId = quickStart ? undefined : params.siteId;
  const site = useAnswersSite(siteId);
  const answers = useRsvpAnswers(siteId);
  const [now] = useState(() => new Date());

  const error = site.error ?? answers.error;
  useEffect(() => {
    if (error) showError(error, { summary: intl.formatMessage({ id: 'answers.loadFailed' }) });
  }, [error, showError, intl]);

  const status: AnswersData['status'] = quickStart
    ? 'ready'
    : error
      ? 'error'
      : site.data && answers.data
        ? 'ready'
        : 'loading';
  const siteQuestions = useMemo(() => (site.data ? siteRsvpQuestions(site.data) : []), [site.data]);
  const realAnswers = answers.data;
  const demo: DemoReason = quickStart ? 'quickStart' : (realAnswers?.length ?? 0) === 0 ? 'noAnswers' : null;

  const table = useMemo(() => {
    if (demo === null && realAnswers) {
      return buildRsvpAnswerTable({ questions: siteQuestions, answers: realAnswers, language: intl.locale });
    }
    const questions = siteQuestions.length > 0 ? siteQuestions : demoRsvpQuestions();
    return buildRsvpAnswerTable({
      questions,
      answers: buildDemoRsvpAnswers({ questions, market, now }),
      language: intl.locale,
    });
  }, [demo, siteQuestions, realAnswers, intl.locale, market, now]);

  const counts = useMemo(() => countRsvpAnswers(table, intl.locale), [table, intl.locale]);
  const attendance = useMemo(() => countAttendance(table), [table]);

  return {
    status,
    retry: () => {
      void site.refetch();
      void answers.refetch();
    },
    siteId,
    editorPath: editorBasePath(pathname),
    demo,
    table,
    counts,
    attendance,
  };
}
