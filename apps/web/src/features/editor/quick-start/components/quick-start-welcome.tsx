import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WelcomeDialog } from './welcome-dialog';

function showsConfirmation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'showQuickStartSaveConfirmation' in state;
}

/**
 * On the new site's editor after quick start (`000` §2.3, §4): the save confirmation and welcome, asked for
 * by the navigation state. Closing it clears the state, so a reload does not show it again.
 */
export function QuickStartWelcome({ siteId }: { siteId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => showsConfirmation(location.state));
  if (!open) return null;
  return (
    <WelcomeDialog
      open
      siteId={siteId}
      onOpenChange={(next) => {
        if (next) return;
        setOpen(false);
        navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
      }}
    />
  );
}
