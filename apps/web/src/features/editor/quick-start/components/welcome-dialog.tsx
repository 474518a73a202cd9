import { CheckIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Dialog, DialogClose } from '../../../../components/ui/dialog';
import styles from './quick-start.module.css';
import { paths } from '../../../../lib/paths';

export interface WelcomeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  siteId: string;
}

/**
 * After signing up from quick start (`000` §2.6, §4): the confirmation that the site is saved, and the
 * welcome with a way to publish it (choose an address) or to go on editing.
 */
export function WelcomeDialog({ open, onOpenChange, siteId }: WelcomeDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<CheckIcon size={26} strokeWidth={2.25} />}
      title={intl.formatMessage({ id: 'quickStart.welcome.title' })}
      actions={
        <>
          <RouterLink to={paths.chooseAddress(siteId)} className={buttonClassName({ fullWidth: true })}>
            <FormattedMessage id="quickStart.welcome.publish" />
          </RouterLink>
          <DialogClose asChild>
            <Button variant="quiet" fullWidth>
              <FormattedMessage id="quickStart.welcome.continue" />
            </Button>
          </DialogClose>
        </>
      }
    >
      <p className={styles.saved} role="status">
        <FormattedMessage id="quickStart.welcome.saved" />
      </p>
      <p>
        <FormattedMessage id="quickStart.welcome.text" />
      </p>
    </Dialog>
  );
}
