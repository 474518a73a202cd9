import { TriangleExclamationPointIcon } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBlocker } from 'react-router';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * Asks before the owner leaves with unsaved changes (`000` §2.4): a dialog for a move inside the app and
 * the browser's own question when the tab is closed or reloaded.
 */
export function LeaveGuard({
  dirty,
  stored,
}: {
  dirty: boolean;
  /** Set when the screen's work was stored elsewhere and the screen itself moves on, e.g. to the new site. */
  stored?: RefObject<boolean>;
}) {
  const intl = useIntl();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && stored?.current !== true && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && blocker.reset()}
      icon={<TriangleExclamationPointIcon size={24} />}
      title={intl.formatMessage({ id: 'editor.leave.title' })}
      actions={
        <>
          <Button fullWidth onClick={() => blocker.reset()}>
            <FormattedMessage id="editor.leave.stay" />
          </Button>
          <Button variant="quiet" fullWidth onClick={() => blocker.proceed()}>
            <FormattedMessage id="editor.leave.leave" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage id="editor.leave.text" />
      </p>
    </Dialog>
  );
}
