import { SparklesIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose } from '../../../../components/ui/dialog';
import styles from './quick-start.module.css';

export interface IntroDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The quick-start intro (`000` §2.6): what trying the editor means, and a button to get going. */
export function IntroDialog({ open, onOpenChange }: IntroDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<SparklesIcon size={26} />}
      title={intl.formatMessage({ id: 'quickStart.intro.title' })}
      actions={
        <DialogClose asChild>
          <Button fullWidth>
            <FormattedMessage id="quickStart.intro.start" />
          </Button>
        </DialogClose>
      }
    >
      <p>
        <FormattedMessage id="quickStart.intro.lead" />
      </p>
      <ol className={styles.steps}>
        {(['quickStart.intro.step1', 'quickStart.intro.step2', 'quickStart.intro.step3'] as const).map(
          (id, index) => (
            <li key={id} className={styles.stepItem}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <FormattedMessage id={id} />
              </span>
            </li>
          ),
        )}
      </ol>
    </Dialog>
  );
}
