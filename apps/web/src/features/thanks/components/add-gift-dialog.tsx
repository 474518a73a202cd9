import type { ManualGift } from '@eventsite/core/api/gifts';
import { GIFT_FROM_MAX, GIFT_NOTE_MAX } from '@eventsite/core/constants/gift-registry';
import type { Household } from '@eventsite/core/schemas/household';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import parts from '../../../components/owner-screen/owner-parts.module.css';

const ORE_PER_KRONA = 100;

export interface AddGiftDialogProps {
  onOpenChange: (open: boolean) => void;
  /** The guest list, to tie the gift to a household; empty when the site has none. */
  households: readonly Household[];
  busy: boolean;
  onAdd: (gift: ManualGift) => void;
}

/** A gift the owner adds by hand (issue 37 item 3), e.g. a present handed over at the party. */
export function AddGiftDialog({ onOpenChange, households, busy, onAdd }: AddGiftDialogProps) {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const [from, setFrom] = useState('');
  const [householdId, setHouseholdId] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const household = households.find((each) => each._id === householdId);
    onAdd({
      title: title.trim(),
      // A household chosen without a giver's name gives the gift in the household's name.
      from: from.trim() || (household?.name ?? ''),
      householdId: household?._id ?? null,
      amount: amount === '' ? null : Math.round(Number(amount) * ORE_PER_KRONA),
      note: note.trim(),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !busy && onOpenChange(next)}
      wide
      title={intl.formatMessage({ id: 'thanks.add.title' })}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {intl.formatMessage({ id: 'thanks.add.cancel' })}
            </Button>
          </DialogClose>
          <Button type="submit" form="add-gift" busy={busy}>
            {intl.formatMessage({ id: 'thanks.add.save' })}
          </Button>
        </>
      }
    >
      <form id="add-gift" className={parts.form} onSubmit={submit}>
        <TextField
          label={intl.formatMessage({ id: 'thanks.add.what' })}
          placeholder={intl.formatMessage({ id: 'thanks.add.whatPlaceholder' })}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          required
          maxLength={GIFT_FROM_MAX}
          autoFocus
        />
        <div className={parts.formRow}>
          <TextField
            label={intl.formatMessage({ id: 'thanks.add.from' })}
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            maxLength={GIFT_FROM_MAX}
          />
          {households.length > 0 && (
            <label className={parts.field}>
              <span className={parts.fieldLabel}>{intl.formatMessage({ id: 'thanks.add.household' })}</span>
              <select
                className={parts.select}
                value={householdId}
                onChange={(event) => setHouseholdId(event.currentTarget.value)}
              >
                <option value="">{intl.formatMessage({ id: 'thanks.add.noHousehold' })}</option>
                {households.map((household) => (
                  <option key={household._id} value={household._id}>
                    {household.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <TextField
          label={intl.formatMessage({ id: 'thanks.add.amount' })}
          hint={intl.formatMessage({ id: 'thanks.add.amountHint' })}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
        <label className={parts.field}>
          <span className={parts.fieldLabel}>{intl.formatMessage({ id: 'thanks.add.note' })}</span>
          <textarea
            className={parts.textarea}
            rows={3}
            maxLength={GIFT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </label>
      </form>
    </Dialog>
  );
}
