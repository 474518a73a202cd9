import { TriangleExclamationPointIcon, Undo2Icon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';

/**
 * A save was refused because the site was saved elsewhere meanwhile (409, `decisions.md` §3 "Save"). The
 * draft is already kept in the browser; reloading brings in the stored site and then offers the draft back.
 */
export function SaveConflictDialog({ onReload, onClose }: { onReload: () => void; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      icon={<TriangleExclamationPointIcon size={24} />}
      title={intl.formatMessage({ id: 'editor.conflict.title' })}
      actions={
        <>
          <Button fullWidth onClick={onReload}>
            <FormattedMessage id="editor.conflict.reload" />
          </Button>
          <DialogClose asChild>
            <Button variant="quiet" fullWidth>
              <FormattedMessage id="editor.conflict.later" />
            </Button>
          </DialogClose>
        </>
      }
    >
      <p>
        <FormattedMessage id="editor.conflict.text" />
      </p>
      <p>
        <FormattedMessage id="editor.conflict.kept" />
      </p>
    </Dialog>
  );
}

/** Offers back a draft the server refused, e.g. after the reload (`decisions.md` §3 "Save"). */
export function RejectedDraftDialog({
  rejectedAt,
  onRestore,
  onDiscard,
}: {
  rejectedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const intl = useIntl();
  const when = intl.formatDate(rejectedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Dialog
      open
      // Closing without a choice keeps the draft: it is offered again on the next visit.
      onOpenChange={() => undefined}
      icon={<Undo2Icon size={24} />}
      title={intl.formatMessage({ id: 'editor.draft.title' })}
      actions={
        <>
          <Button fullWidth onClick={onRestore}>
            <FormattedMessage id="editor.draft.restore" />
          </Button>
          <Button variant="quiet" fullWidth onClick={onDiscard}>
            <FormattedMessage id="editor.draft.discard" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage id="editor.draft.text" values={{ when }} />
      </p>
    </Dialog>
  );
}
