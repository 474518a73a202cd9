import { isQuickStartPath } from '@eventsite/core/rules/editor-base-path';
import type { LegacySite } from '@eventsite/core/schemas/site';
import { useLocation, useParams } from 'react-router';
import { useDeleteAnswer } from '../api/delete-answer';
import { useAnswersSite } from '../api/get-answers-site';
import { useDeleteLegacyRsvpAnswer } from '../api/legacy-rsvp-answers';
import { AnswersPage, type AnswerDeletion } from './answers-page';
import { QuestionAnswersPage } from './question-answers-page';
import { useAnswersData, type AnswersData } from './use-answers-data';
import { useLegacyAnswersData } from './use-legacy-answers-data';

/** The two answers screens: the table with the chart, and the answers per question. */
type AnswersScreenKind = 'table' | 'questions';

function ScreenOf({
  screen,
  data,
  deletion,
}: {
  screen: AnswersScreenKind;
  data: AnswersData;
  deletion: AnswerDeletion;
}) {
  return screen === 'table' ? (
    <AnswersPage data={data} deletion={deletion} />
  ) : (
    <QuestionAnswersPage data={data} />
  );
}

function CurrentSiteAnswers({ screen }: { screen: AnswersScreenKind }) {
  const data = useAnswersData();
  const deletion = useDeleteAnswer(data.siteId, data.form.kind);
  return <ScreenOf screen={screen} data={data} deletion={deletion} />;
}

function LegacySiteAnswers({ screen, site }: { screen: AnswersScreenKind; site: LegacySite }) {
  const data = useLegacyAnswersData(site);
  const deletion = useDeleteLegacyRsvpAnswer(site._id);
  return <ScreenOf screen={screen} data={data} deletion={deletion} />;
}

/** Version-1 sites read the legacy answers, version-2 sites the new ones (`002` §4 "RSVP answers"). */
function SiteAnswers({ screen }: { screen: AnswersScreenKind }) {
  const { pathname } = useLocation();
  const params = useParams();
  const siteId = isQuickStartPath(pathname) ? undefined : params.siteId;
  const site = useAnswersSite(siteId);
  if (site.data && !site.data.usesSiteModules) return <LegacySiteAnswers screen={screen} site={site.data} />;
  return <CurrentSiteAnswers screen={screen} />;
}

/** `visa-osa`: the chart and the table of answers. */
export function AnswersRoute() {
  return <SiteAnswers screen="table" />;
}

/** `visa-osa/fragor`: the answers per question. */
export function QuestionAnswersRoute() {
  return <SiteAnswers screen="questions" />;
}
