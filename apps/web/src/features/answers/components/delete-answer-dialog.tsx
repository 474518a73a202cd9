import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';

function TrashMark() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 7h16M10 11v6M14 11v6M6 7l1 12.2A2 2 0 0 0 9 21h6a2 2 0 0 0 2-1.8L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

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
      icon={<TrashMark />}
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
