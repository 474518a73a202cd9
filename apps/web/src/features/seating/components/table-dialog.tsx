import {
  SEATING_TABLE_NAME_MAX,
  SEATING_TABLE_SEATS_MAX,
  type SeatingTable,
  type SeatingTableShape,
} from '@eventsite/core/schemas/seating';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { TextField } from '../../../components/ui/text-field';
import type { TableFields } from '../state/seating-draft';
import styles from './seating.module.css';

/** Adds a table or edits one: its name or number, round or long, and its seats (never fewer than its people). */
export function TableDialog({
  table,
  suggestedName,
  defaultSeats,
  onOpenChange,
  onSave,
}: {
  /** The table to edit; none to add one. */
  table: SeatingTable | null;
  suggestedName: string;
  defaultSeats: number;
  onOpenChange: (open: boolean) => void;
  onSave: (fields: TableFields) => void;
}) {
  const intl = useIntl();
  const [name, setName] = useState(table?.name ?? suggestedName);
  const [shape, setShape] = useState<SeatingTableShape>(table?.shape ?? 'round');
  const [seats, setSeats] = useState(String(table?.seats ?? defaultSeats));
  const seated = table?.places.length ?? 0;
  const formId = table ? `table-${table.id}` : 'table-new';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({ name: name.trim(), shape, seats: Number(seats) });
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: table ? 'seating.tableForm.editTitle' : 'seating.tableForm.addTitle' })}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{intl.formatMessage({ id: 'seating.tableForm.cancel' })}</Button>
          </DialogClose>
          <Button type="submit" form={formId}>
            {intl.formatMessage({ id: table ? 'seating.tableForm.save' : 'seating.tableForm.add' })}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit}>
        <TextField
          label={intl.formatMessage({ id: 'seating.tableForm.name' })}
          hint={intl.formatMessage({ id: 'seating.tableForm.nameHint' })}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
          maxLength={SEATING_TABLE_NAME_MAX}
          autoFocus
        />
        <SegmentedChoice
          legend={intl.formatMessage({ id: 'seating.tableForm.shape' })}
          name="table-shape"
          value={shape}
          onChange={setShape}
          options={[
            { value: 'round', label: intl.formatMessage({ id: 'seating.tableForm.round' }) },
            { value: 'long', label: intl.formatMessage({ id: 'seating.tableForm.long' }) },
          ]}
        />
        <TextField
          label={intl.formatMessage({ id: 'seating.tableForm.seats' })}
          hint={
            seated > 0
              ? intl.formatMessage({ id: 'seating.tableForm.seatsHint' }, { count: seated })
              : undefined
          }
          type="number"
          inputMode="numeric"
          min={Math.max(1, seated)}
          max={SEATING_TABLE_SEATS_MAX}
          step={1}
          value={seats}
          onChange={(event) => setSeats(event.currentTarget.value)}
          required
        />
      </form>
    </Dialog>
  );
}
