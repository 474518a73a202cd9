import { buildWizardDemoSite } from '@eventsite/core/demo/wizard-demo-site';
import { editorBasePath } from '@eventsite/core/rules/editor-base-path';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Loading } from '../../../../components/ui/loading';
import { useAppConfig } from '../../../../lib/app-context';
import { useMe } from '../../../../lib/auth';
import { readWizardAnswers, wizardDataOf } from '../../../../lib/wizard-answers';
import { readQuickStartDraft } from '../quick-start-draft-store';
import { QuickStartEditor } from './quick-start-editor';

/**
 * `/kom-igang/redigera` (`002` §2.6 step 5, §4 "Wizard demo site"): the quick-start editor on the site the
 * wizard's answers make. A draft kept from the same answers is reopened; changed answers make a new one.
 * The wizard is the wedding brand's alone.
 */
export function WizardEditorPage() {
  const intl = useIntl();
  const { brand, market } = useAppConfig();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const me = useMe();
  const basePath = editorBasePath(pathname);
  const [start] = useState(() => {
    const wizardData = wizardDataOf(readWizardAnswers(), market);
    const source = JSON.stringify(wizardData);
    const stored = readQuickStartDraft(basePath);
    const site =
      stored !== null && stored.source === source
        ? stored.site
        : buildWizardDemoSite(wizardData, { market, now: new Date() });
    return { wizardData, source, site };
  });

  if (brand !== 'wedding') return <Navigate to="/kom-igang" replace />;
  if (me.isPending) return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  return (
    <QuickStartEditor
      initialSite={start.site}
      basePath={basePath}
      wizardData={start.wizardData}
      source={start.source}
      loggedInUsersSiteId={me.data?.site?._id ?? null}
      registerAccount={searchParams.get('registerAccount') === 'true'}
    />
  );
}
