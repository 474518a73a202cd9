import { MailIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppConfig } from '../../lib/app-context';
import { Button, buttonClassName } from '../ui/button';
import { Dialog, DialogClose } from '../ui/dialog';
import styles from './contact-dialog.module.css';

/** The help dialog of the side menu (`000` §2.4, §2.6): a mail link to the brand's contact address. */
export function ContactDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const { contactMail } = useAppConfig();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<MailIcon size={24} />}
      title={intl.formatMessage({ id: 'ownerFrame.help.title' })}
      actions={
        <>
          <a href={`mailto:${contactMail}`} className={buttonClassName({ fullWidth: true })}>
            <FormattedMessage id="ownerFrame.help.write" />
          </a>
          <DialogClose asChild>
            <Button variant="quiet" fullWidth>
              <FormattedMessage id="ownerFrame.help.close" />
            </Button>
          </DialogClose>
        </>
      }
    >
      <p>
        <FormattedMessage id="ownerFrame.help.text" />
      </p>
      <p className={styles.address}>{contactMail}</p>
    </Dialog>
  );
}
