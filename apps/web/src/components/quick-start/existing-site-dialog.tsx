import { HouseIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Button, buttonClassName } from '../ui/button';
import { Dialog, DialogClose } from '../ui/dialog';
import { paths } from '../../lib/paths';

export interface ExistingSiteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The logged-in owner's own site. */
  siteId: string;
}

/**
 * Saving a quick-start draft while logged in to an account that has a site (`000` §2.6, `002` §4): each
 * account has one site, so the dialog offers to go to it instead.
 */
export function ExistingSiteDialog({ open, onOpenChange, siteId }: ExistingSiteDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<HouseIcon size={26} />}
      title={intl.formatMessage({ id: 'quickStart.existingSite.title' })}
      actions={
        <>
          <RouterLink to={paths.editor(siteId)} className={buttonClassName({ fullWidth: true })}>
            <FormattedMessage id="quickStart.existingSite.go" />
          </RouterLink>
          <DialogClose asChild>
            <Button variant="quiet" fullWidth>
              <FormattedMessage id="quickStart.existingSite.stay" />
            </Button>
          </DialogClose>
        </>
      }
    >
      <p>
        <FormattedMessage id="quickStart.existingSite.text" />
      </p>
    </Dialog>
  );
}
