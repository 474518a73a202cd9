import type { SiteV2 } from '@eventsite/core/schemas/site';
import type { WizardData } from '@eventsite/core/schemas/wizard-data';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useErrorDialog } from '../error-dialog/error-dialog';
import { isApiErrorWithCode } from '../../lib/api-client';
import { useAppConfig } from '../../lib/app-context';
import { meQueryKey, useMe } from '../../lib/auth';
import { useLanguage } from '../../lib/i18n/language-context';
import { reportError, Severity } from '../../lib/report-error';
import { trackEvent } from '../../lib/track-event';
import { removeWizardAnswers } from '../../lib/wizard-answers';
import { createSite } from './api/create-site';
import { registerAccount } from './api/register-account';
import { ExistingSiteDialog } from './existing-site-dialog';
import { SignUpDialog, type SignUpDetails } from './sign-up-dialog';
import { removeQuickStartDraft } from './quick-start-draft-store';
import { paths } from '../../lib/paths';

/** The navigation state that makes the new site's editor confirm the save and welcome the owner. */
interface QuickStartSavedState {
  showQuickStartSaveConfirmation: true;
}

/** The conversion event of a registration (`000` §7). */
const REGISTER_EVENT = 'register';

export interface QuickStartSaveOptions {
  /** The editor base path whose stored draft this is. */
  basePath: string;
  /** The logged-in visitor's own site, if they have one (`GET /api/sites/quick-start/…`). */
  loggedInUsersSiteId: string | null;
  /** The wizard's answers the draft was made from; null for the quick start. */
  wizardData: WizardData | null;
  /**
   * Work that follows the new site, e.g. creating the print a quick-start visitor designed (`002` §4);
   * answers where to go then instead of the new site's editor.
   */
  afterCreate?: (siteId: string) => Promise<string>;
}

export interface QuickStartSave {
  /**
   * The editor's save: opens the right dialog and keeps the draft (`000` §4); never stores by itself. Also
   * what `registerAccount=true` calls at once.
   */
  save: (site: SiteV2) => Promise<null>;
  /** The dialogs, to render beside the editor. */
  dialogs: ReactNode;
  /** Creating the site failed: the error screen replaces the editor (`000` §8). */
  createFailure: unknown;
  /** Whether the visitor is logged in is known, so `save` picks the right dialog. */
  ready: boolean;
}

type OpenDialog = { type: 'signUp' } | { type: 'existingSite'; siteId: string } | null;

function existingSiteIdOf(error: unknown): string | null {
  if (!isApiErrorWithCode(error, 'SITE_EXISTS')) return null;
  const body = error.body;
  return typeof body === 'object' && body !== null && 'siteId' in body && typeof body.siteId === 'string'
    ? body.siteId
    : null;
}

/**
 * Saving in quick start (`000` §2.6, §4, `002` §4): a visitor without an account signs up, a logged-in
 * owner with a site is offered that site, and a logged-in account without one gets its site at once. The
 * site is created from the draft (with the wizard's answers), the stored draft and wizard answers are
 * removed, and the new site's editor opens with the save confirmation.
 */
export function useQuickStartSave({
  basePath,
  loggedInUsersSiteId,
  wizardData,
  afterCreate,
}: QuickStartSaveOptions): QuickStartSave {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useErrorDialog();
  const { localDevelopment } = useAppConfig();
  const { language } = useLanguage();
  const me = useMe();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const [createFailure, setCreateFailure] = useState<unknown>(null);
  const draft = useRef<SiteV2 | null>(null);

  const createFromDraft = useCallback(
    async (registered: boolean) => {
      const site = draft.current;
      if (site === null) return;
      try {
        const siteId = await createSite({ site, wizardData });
        removeQuickStartDraft(basePath);
        removeWizardAnswers();
        if (afterCreate) {
          navigate(await afterCreate(siteId));
          return;
        }
        const state: QuickStartSavedState = { showQuickStartSaveConfirmation: true };
        navigate(`${paths.editor(siteId)}${registered ? '?register=true' : ''}`, { state });
      } catch (error) {
        const existing = existingSiteIdOf(error);
        if (existing !== null) {
          setDialog({ type: 'existingSite', siteId: existing });
          return;
        }
        reportError(error, Severity.error, { action: 'create site from quick start' });
        setCreateFailure(error);
      } finally {
        setBusy(false);
      }
    },
    [afterCreate, basePath, navigate, wizardData],
  );

  const signUp = useCallback(
    async ({ mail, password }: SignUpDetails) => {
      setBusy(true);
      try {
        await registerAccount({ mail, password, language });
      } catch (error) {
        setBusy(false);
        showError(error, { summary: intl.formatMessage({ id: 'quickStart.signUp.failed' }) });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void trackEvent(REGISTER_EVENT, { register: true }, { localDevelopment });
      await createFromDraft(true);
    },
    [createFromDraft, intl, language, localDevelopment, queryClient, showError],
  );

  const save = useCallback(
    async (site: SiteV2) => {
      draft.current = site;
      if (loggedInUsersSiteId !== null) {
        setDialog({ type: 'existingSite', siteId: loggedInUsersSiteId });
      } else if (me.data) {
        setBusy(true);
        await createFromDraft(false);
      } else {
        setDialog({ type: 'signUp' });
      }
      return null;
    },
    [createFromDraft, loggedInUsersSiteId, me.data],
  );

  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const dialogs = (
    <>
      <SignUpDialog
        open={dialog?.type === 'signUp'}
        onOpenChange={close}
        busy={busy}
        onSignUp={(details) => void signUp(details)}
      />
      {dialog?.type === 'existingSite' && (
        <ExistingSiteDialog open onOpenChange={close} siteId={dialog.siteId} />
      )}
    </>
  );

  return {
    save,
    dialogs: createFailure === null ? dialogs : null,
    createFailure,
    ready: !me.isPending,
  };
}
