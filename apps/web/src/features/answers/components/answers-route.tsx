import { isQuickStartPath } from '@eventsite/core/rules/editor-base-path';
import { useLocation, useParams } from 'react-router';
import { useAnswersSite } from '../api/get-answers-site';
import { AnswersPage } from './answers-page';
import { LegacyAnswersPage } from './legacy-answers-page';

/** `visa-osa`: version-1 sites use the legacy view, version-2 sites the new one (`002` §4 "RSVP answers"). */
export function AnswersRoute() {
  const { pathname } = useLocation();
  const params = useParams();
  const siteId = isQuickStartPath(pathname) ? undefined : params.siteId;
  const site = useAnswersSite(siteId);
  if (site.data && !site.data.usesSiteModules) return <LegacyAnswersPage site={site.data} />;
  return <AnswersPage />;
}
