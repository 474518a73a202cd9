import { editorBasePath } from '@eventsite/core/rules/editor-base-path';
import { isSiteV2 } from '@eventsite/core/schemas/site';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { Loading } from '../../../../components/ui/loading';
import { useDemoHost } from '../../../../components/quick-start/use-demo-host';
import { reportError, Severity } from '../../../../lib/report-error';
import { useQuickStartSite } from '../../../../components/quick-start/api/get-quick-start-site';
import { readQuickStartDraft } from '../../../../components/quick-start/quick-start-draft-store';
import { QuickStartEditor } from './quick-start-editor';
import { QuickStartLoadFailed } from '../../../../components/quick-start/quick-start-load-failed';

/**
 * `/snabbstart`, `/sms/snabbstart` and `/digital-studentinbjudan/snabbstart` (`000` §2.2, `002` §2.1): the
 * editor on a demo draft from `GET /api/sites/quick-start/{demoHost}`, or on the draft this browser kept.
 */
export function QuickStartPage() {
  const intl = useIntl();
  const { demoHost } = useDemoHost();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const basePath = editorBasePath(pathname);
  const query = useQuickStartSite(demoHost);
  const [stored] = useState(() => readQuickStartDraft(basePath));

  useEffect(() => {
    if (query.error) reportError(query.error, Severity.error, { action: 'load quick-start site', demoHost });
  }, [query.error, demoHost]);

  if (query.isPending) return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  if (query.isError || !isSiteV2(query.data.site)) return <QuickStartLoadFailed />;
  return (
    <QuickStartEditor
      initialSite={stored?.site ?? query.data.site}
      basePath={basePath}
      wizardData={null}
      source={null}
      loggedInUsersSiteId={query.data.loggedInUsersSiteId}
      registerAccount={searchParams.get('registerAccount') === 'true'}
    />
  );
}
