import { PRINT_ERROR_TEXTS, type Print, type PrintPurpose } from '@eventsite/core';
import { editorBasePath, isQuickStartPath } from '@eventsite/core/rules/editor-base-path';
import { isSiteV2, type SiteV2 } from '@eventsite/core/schemas/site';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { Loading } from '../../../components/ui/loading';
import { useAppConfig } from '../../../lib/app-context';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useSite } from '../../../lib/get-site';
import { useQuickStartSite } from '../../../components/quick-start/api/get-quick-start-site';
import { CreateFailedScreen } from '../../../components/quick-start/create-failed-screen';
import { QuickStartLoadFailed } from '../../../components/quick-start/quick-start-load-failed';
import { readQuickStartDraft } from '../../../components/quick-start/quick-start-draft-store';
import { useDemoHost } from '../../../components/quick-start/use-demo-host';
import { useQuickStartSave } from '../../../components/quick-start/use-quick-start-save';
import { createPrint, printQueryKey, sitePrintsQueryKey, updatePrint, usePrint } from '../api/prints-api';
import { newPrint } from '../state/print-editor-state';
import { PrintEditor, type PrintSaveResult } from './print-editor';
import { PrintLoadFailed } from './print-load-failed';
import { paths } from '../../../lib/paths';

/** The path segment of a print not yet saved (`002` §2.1 '/inbjudningar/nytt'). */
export const NEW_PRINT_SEGMENT = 'nytt';

/** The path segment of a thank-you card not yet saved (issue 37 item 4). */
export const NEW_THANK_YOU_SEGMENT = 'nytt-tackkort';

/** The interface language, which a new card's texts are written in. */
function useCardLanguage() {
  return useLanguage().language;
}

/** `/redigera/{siteId}/inbjudningar/nytt` and `/{printId}`: the owner's card, created or updated on save. */
function SitePrintEditorPage({
  siteId,
  printId,
  purpose,
}: {
  siteId: string;
  printId: string | undefined;
  /** What a new card is for. */
  purpose: PrintPurpose;
}) {
  const intl = useIntl();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const language = useCardLanguage();
  const { market } = useAppConfig();
  const site = useSite(siteId);
  const stored = usePrint(printId);
  // The new card is made once, from the site as it loaded.
  const [fresh, setFresh] = useState<Print | null>(null);
  const loadedSite = site.data && isSiteV2(site.data) ? site.data : null;
  useEffect(() => {
    if (printId === undefined && loadedSite && fresh === null) {
      setFresh(newPrint(loadedSite, language, market, purpose));
    }
  }, [printId, loadedSite, fresh, language, market, purpose]);
  const error = site.error ?? stored.error;
  useEffect(() => {
    if (error) showError(error, { summary: PRINT_ERROR_TEXTS.fetchFailed[language] });
  }, [error, language, showError]);

  const save = useCallback(
    async (print: Print): Promise<PrintSaveResult> => {
      if (printId !== undefined) {
        const saved = await updatePrint(printId, print);
        queryClient.setQueryData(printQueryKey(printId), saved);
        void queryClient.invalidateQueries({ queryKey: sitePrintsQueryKey(siteId) });
        return { printId, print: saved };
      }
      const id = await createPrint(print);
      const saved = { ...print, _id: id };
      // The print's own address shows this editor on, without loading the print again.
      queryClient.setQueryData(printQueryKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: sitePrintsQueryKey(siteId) });
      return { printId: id, print: saved };
    },
    [printId, queryClient, siteId],
  );

  if (error || (site.data && !loadedSite)) return <PrintLoadFailed siteId={siteId} />;
  const print = printId === undefined ? fresh : stored.data;
  if (!loadedSite || !print) return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  return (
    <PrintEditor
      site={loadedSite}
      print={print}
      printId={printId}
      quickStart={false}
      basePath={paths.editor(siteId)}
      language={language}
      save={save}
    />
  );
}

/**
 * `/snabbstart/inbjudningar/nytt` and `/kom-igang/redigera/inbjudningar/nytt` (`002` §2.1, §4): a card on the
 * quick-start draft. Saving asks the visitor for an account, creates the site from the draft, then the
 * print, and opens the print's own address.
 */
function QuickStartPrintEditorPage({ basePath }: { basePath: string }) {
  const intl = useIntl();
  const language = useCardLanguage();
  const { market } = useAppConfig();
  const { demoHost } = useDemoHost();
  const query = useQuickStartSite(demoHost);
  const [storedDraft] = useState(() => readQuickStartDraft(basePath)?.site ?? null);
  const draft: SiteV2 | null =
    storedDraft ?? (query.data && isSiteV2(query.data.site) ? query.data.site : null);
  const [fresh, setFresh] = useState<Print | null>(null);
  useEffect(() => {
    // The demo's couple has its own event logo: a visitor's first card asks for their names instead.
    if (draft && fresh === null) {
      setFresh(newPrint(storedDraft ?? { ...draft, eventLogo: null }, language, market));
    }
  }, [draft, storedDraft, fresh, language, market]);
  const designed = useRef<Print | null>(null);
  const stored = useRef(false);

  const afterCreate = useCallback(async (siteId: string) => {
    const print = designed.current;
    if (!print) return paths.prints(siteId);
    const printId = await createPrint({ ...print, site: siteId });
    stored.current = true;
    return paths.print(siteId, printId);
  }, []);
  const quickStartSave = useQuickStartSave({
    basePath,
    loggedInUsersSiteId: query.data?.loggedInUsersSiteId ?? null,
    wizardData: null,
    afterCreate,
  });

  const save = useCallback(
    async (print: Print): Promise<PrintSaveResult> => {
      designed.current = print;
      if (draft) await quickStartSave.save(draft);
      return null;
    },
    [draft, quickStartSave],
  );

  if (quickStartSave.createFailure) return <CreateFailedScreen error={quickStartSave.createFailure} />;
  if (!draft && query.isError) return <QuickStartLoadFailed />;
  if (!draft || !fresh) return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  return (
    <PrintEditor
      site={draft}
      print={fresh}
      printId={undefined}
      quickStart
      basePath={basePath}
      language={language}
      save={save}
      dialogs={quickStartSave.dialogs}
      stored={stored}
    />
  );
}

/** The print editor's route (`002` §2.1): a site's card, or quick start's. */
export function PrintEditorPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const { brand } = useAppConfig();
  // Printed invitations are the wedding brand's alone (`000` §1).
  if (brand !== 'wedding') return <Navigate to={editorBasePath(pathname)} replace />;
  if (isQuickStartPath(pathname)) return <QuickStartPrintEditorPage basePath={editorBasePath(pathname)} />;
  const isNew = params.printId === NEW_PRINT_SEGMENT || params.printId === NEW_THANK_YOU_SEGMENT;
  return (
    <SitePrintEditorPage
      siteId={params.siteId ?? ''}
      printId={isNew ? undefined : params.printId}
      purpose={params.printId === NEW_THANK_YOU_SEGMENT ? 'thankYou' : 'invitation'}
    />
  );
}
