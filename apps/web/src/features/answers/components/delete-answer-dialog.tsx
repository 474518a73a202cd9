import { TrashIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';

export interface DeleteAnswerDialogProps {
  /** Whose answer, as the table names the guest. */
  guest: string;
  /** Example answers are not deleted; the dialog says so. */
  demo: boolean;
  /** The guest answered with others, who keep their answers. */
  party: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a guest's answer is deleted for good (`002` §4 "RSVP answers"). */
export function DeleteAnswerDialog({
  guest,
  demo,
  party,
  busy,
  onConfirm,
  onCancel,
}: DeleteAnswerDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      tone="danger"
      icon={<TrashIcon size={24} />}
      title={intl.formatMessage({ id: 'answers.delete.title' })}
      actions={
        <>
          <Button fullWidth busy={busy} onClick={onConfirm}>
            <FormattedMessage id="answers.delete.confirm" />
          </Button>
          <DialogClose asChild>
            <Button variant="quiet" fullWidth disabled={busy}>
              <FormattedMessage id="answers.delete.cancel" />
            </Button>
          </DialogClose>
        </>
      }
    >
      <p>
        <FormattedMessage
          id={party ? 'answers.delete.text' : 'answers.delete.textAlone'}
          values={{ guest: <strong>{guest}</strong> }}
        />
      </p>
      {demo && (
        <p>
          <FormattedMessage id="answers.delete.demo" />
        </p>
      )}
    </Dialog>
  );
}
