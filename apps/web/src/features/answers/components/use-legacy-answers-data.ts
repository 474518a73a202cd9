import { buildDemoRsvpAnswers } from '@eventsite/core/demo/demo-rsvp-answers';
import { isSiteLanguageCode } from '@eventsite/core/constants/languages';
import { editorBasePath } from '@eventsite/core/rules/editor-base-path';
import { legacyAnswerForm, legacyAnswersAsRsvpAnswers } from '@eventsite/core/rules/legacy-answer-table';
import { countAttendance, countRsvpAnswers } from '@eventsite/core/rules/rsvp-answer-counts';
import { buildRsvpAnswerTable } from '@eventsite/core/rules/rsvp-answer-table';
import type { LegacySite } from '@eventsite/core/schemas/site';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { useAppConfig } from '../../../lib/app-context';
import { useLegacyRsvpAnswers } from '../api/legacy-rsvp-answers';
import type { AnswersData } from './use-answers-data';

/** The one set of answers of a version-1 site, standing where a version-2 site names the module read. */
/**
 * The answers of a version-1 site (`002` §4: its own, legacy view) in the shape the answers screens read:
 * the legacy answers as table rows under the site's older RSVP questions, the chart from the yes/no words
 * of `002` §9, and example answers while nobody has answered.
 */
export function useLegacyAnswersData(site: LegacySite): AnswersData {
  const intl = useIntl();
  const { market } = useAppConfig();
  const showError = useErrorDialog();
  const { pathname } = useLocation();
  const answers = useLegacyRsvpAnswers(site._id);
  const [now] = useState(() => new Date());
  const language = isSiteLanguageCode(intl.locale) ? intl.locale : 'sv';

  useEffect(() => {
    if (answers.error)
      showError(answers.error, { summary: intl.formatMessage({ id: 'answers.loadFailed' }) });
  }, [answers.error, showError, intl]);

  const form = useMemo(() => legacyAnswerForm(site, language), [site, language]);
  const { questions } = form;
  const realAnswers = answers.data;
  const demo = (realAnswers?.length ?? 0) === 0 ? 'noAnswers' : null;
  const table = useMemo(
    () =>
      buildRsvpAnswerTable({
        questions,
        answers:
          demo === null && realAnswers
            ? legacyAnswersAsRsvpAnswers({ questions, answers: realAnswers, language })
            : buildDemoRsvpAnswers({ questions, market, now }),
        language,
      }),
    [demo, questions, realAnswers, language, market, now],
  );
  const counts = useMemo(() => countRsvpAnswers(table, language), [table, language]);
  const attendance = useMemo(() => countAttendance(table), [table]);
  return {
    status: answers.error ? 'error' : answers.data ? 'ready' : 'loading',
    retry: () => void answers.refetch(),
    siteId: site._id,
    editorPath: editorBasePath(pathname),
    // The older RSVPs' answers are read together in one table: there is nothing to choose between.
    forms: [],
    form,
    demo,
    // Version-1 sites have no programme: nothing is read per event.
    events: [],
    event: null,
    table,
    counts,
    attendance,
    allAnswers: { table, counts },
  };
}
