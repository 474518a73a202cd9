import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { EventChoice } from './event-choice';
import type { ProgrammeEvent } from './programme-events';
import styles from './guest-list-page.module.css';

export interface BulkEventsDialogProps {
  onOpenChange: (open: boolean) => void;
  /** The chosen households' names, in the list's order. */
  names: readonly string[];
  events: readonly ProgrammeEvent[];
  busy: boolean;
  onSave: (events: string[] | null) => void;
}

const NAMES_SHOWN = 3;

/** Invites the chosen households, all at once, to all events or to chosen ones (issue 34 item 2). */
export function BulkEventsDialog({ onOpenChange, names, events, busy, onSave }: BulkEventsDialogProps) {
  const intl = useIntl();
  const [invitedTo, setInvitedTo] = useState<string[] | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(next) => !busy && onOpenChange(next)}
      wide
      title={intl.formatMessage({ id: 'guestList.bulk.title' }, { count: names.length })}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {intl.formatMessage({ id: 'guestList.form.cancel' })}
            </Button>
          </DialogClose>
          <Button busy={busy} onClick={() => onSave(invitedTo)}>
            {intl.formatMessage({ id: 'guestList.form.save' })}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.fieldHint}>
          {intl.formatMessage(
            { id: 'guestList.bulk.who' },
            {
              names: intl.formatList(names.slice(0, NAMES_SHOWN)),
              more: Math.max(names.length - NAMES_SHOWN, 0),
            },
          )}
        </p>
        <EventChoice events={events} value={invitedTo} onChange={setInvitedTo} />
      </div>
    </Dialog>
  );
}
