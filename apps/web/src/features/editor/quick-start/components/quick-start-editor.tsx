import type { SiteV2 } from '@eventsite/core/schemas/site';
import type { WizardData } from '@eventsite/core/schemas/wizard-data';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SiteEditor } from '../../components/site-editor';
import { writeQuickStartDraft } from '../../../../components/quick-start/quick-start-draft-store';
import { useQuickStartSave } from '../../../../components/quick-start/use-quick-start-save';
import { CreateFailedScreen } from '../../../../components/quick-start/create-failed-screen';
import { IntroDialog } from './intro-dialog';

/** The intro is shown once per visit, not after every reload. */
const INTRO_SEEN_KEY = 'quickStartIntroSeen';

function introSeen(): boolean {
  try {
    return window.sessionStorage.getItem(INTRO_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberIntroSeen(): void {
  try {
    window.sessionStorage.setItem(INTRO_SEEN_KEY, '1');
  } catch {
    // Without storage the intro simply shows again after a reload.
  }
}

export interface QuickStartEditorProps {
  initialSite: SiteV2;
  /** The editor base path (`000` §2.2) whose draft is kept. */
  basePath: string;
  /** The wizard's answers the draft was made from, and their JSON as the draft's source; null in quick start. */
  wizardData: WizardData | null;
  source: string | null;
  loggedInUsersSiteId: string | null;
  /** `registerAccount=true` (`000` §2.3): the sign-up dialog opens at once. */
  registerAccount: boolean;
}

/**
 * The editor in quick start (`000` §2.4, §4, §6): no account or feedback links, every change kept in local
 * storage so a reload loses nothing, the intro dialog on arrival, and Spara opening the sign-up.
 */
export function QuickStartEditor({
  initialSite,
  basePath,
  wizardData,
  source,
  loggedInUsersSiteId,
  registerAccount,
}: QuickStartEditorProps) {
  const { save, dialogs, createFailure, ready } = useQuickStartSave({
    basePath,
    loggedInUsersSiteId,
    wizardData,
  });
  const [introOpen, setIntroOpen] = useState(() => !registerAccount && !introSeen());
  const asked = useRef(false);

  // Waits for the login check: a logged-in account without a site gets its site, not the sign-up.
  useEffect(() => {
    if (!registerAccount || !ready || asked.current) return;
    asked.current = true;
    void save(initialSite);
  }, [initialSite, registerAccount, ready, save]);

  const keepDraft = useCallback(
    (site: SiteV2) => writeQuickStartDraft(basePath, { site, source }),
    [basePath, source],
  );

  if (createFailure !== null) return <CreateFailedScreen error={createFailure} />;
  return (
    <>
      <SiteEditor initialSite={initialSite} quickStart save={save} onSiteChange={keepDraft} />
      <IntroDialog
        open={introOpen}
        onOpenChange={(open) => {
          setIntroOpen(open);
          if (!open) rememberIntroSeen();
        }}
      />
      {dialogs}
    </>
  );
}
