import { buildWizardDemoSite } from '@eventsite/core/demo/wizard-demo-site';
import { editorBasePath } from '@eventsite/core/rules/editor-base-path';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Loading } from '../../../../components/ui/loading';
import { useAppConfig } from '../../../../lib/app-context';
import { useMe } from '../../../../lib/auth';
import { readWizardAnswers, wizardDataOf } from '../../../../lib/wizard-answers';
import { drawWizardMaps } from '../api/draw-wizard-map';
import { readQuickStartDraft } from '../../../../components/quick-start/quick-start-draft-store';
import { QuickStartEditor } from './quick-start-editor';

/**
 * `/kom-igang/redigera` (`002` §2.6 step 5, §4 "Wizard demo site"): the quick-start editor on the site the
 * wizard's answers make. A draft kept from the same answers is reopened; changed answers make a new one,
 * whose map of the couple's place is drawn first.
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
    const kept = stored !== null && stored.source === source;
    const site = kept ? stored.site : buildWizardDemoSite(wizardData, { market, now: new Date() });
    return { wizardData, source, site, kept };
  });
  // A new site's 'Hitta hit' gets the map of the couple's own place before the editor opens.
  const withMaps = useQuery({
    queryKey: ['wizard-site-maps', start.source],
    queryFn: () => drawWizardMaps(start.site),
    enabled: !start.kept && brand === 'wedding',
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const initialSite = start.kept ? start.site : withMaps.data;

  if (brand !== 'wedding') return <Navigate to="/kom-igang" replace />;
  if (me.isPending || initialSite === undefined)
    return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  return (
    <QuickStartEditor
      initialSite={initialSite}
      basePath={basePath}
      wizardData={start.wizardData}
      source={start.source}
      loggedInUsersSiteId={me.data?.site?._id ?? null}
      registerAccount={searchParams.get('registerAccount') === 'true'}
    />
  );
}
