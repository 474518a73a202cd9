import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { householdSheetDuplicates } from '@eventsite/core/rules/household-sheet-duplicates';
import { readHouseholdSheet } from '@eventsite/core/rules/read-household-sheet';
import type { Household } from '@eventsite/core/schemas/household';
import { splitSheetText } from '@eventsite/core/rules/split-sheet-text';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { readSheetFile } from '../import/read-sheet-file';
import styles from './guest-list-page.module.css';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  languages: readonly SiteLanguageCode[];
  /** The households already on the list, which the sheet's rows must not repeat unnoticed. */
  listed: readonly Pick<Household, 'name' | 'mail'>[];
  busy: boolean;
  onImport: (rows: string[][], duplicates: 'skip' | 'add') => void;
}

/**
 * Import from a pasted table or a file (issue 21, item 1): the preview reads the rows with the same rule as
 * the server and shows, row by row, the household that will be created or what is wrong. Households the
 * owner already has (issue 39 item 5) are skipped unless the owner adds them anyway.
 */
export function ImportDialog({ open, onOpenChange, languages, listed, busy, onImport }: ImportDialogProps) {
  const intl = useIntl();
  const [pasted, setPasted] = useState('');
  const [fileRows, setFileRows] = useState<string[][] | null>(null);
  const [fileName, setFileName] = useState('');
  const [fileFailed, setFileFailed] = useState(false);
  const [addDuplicates, setAddDuplicates] = useState(false);
  const rows = useMemo(
    () => fileRows ?? (pasted.trim() === '' ? [] : splitSheetText(pasted)),
    [fileRows, pasted],
  );
  const preview = useMemo(() => readHouseholdSheet(rows, languages), [rows, languages]);
  const duplicates = useMemo(() => householdSheetDuplicates(preview, listed), [preview, listed]);
  const households = preview.filter((row) => row.household !== null).length;
  const good = addDuplicates ? households : households - duplicates.size;
  const bad = preview.length - households;

  const chooseFile = async (file: File | undefined) => {
    setFileFailed(false);
    if (!file) return;
    try {
      setFileRows(await readSheetFile(file));
      setFileName(file.name);
    } catch {
      setFileRows(null);
      setFileName('');
      setFileFailed(true);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      wide
      title={intl.formatMessage({ id: 'guestList.import.title' })}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {intl.formatMessage({ id: 'guestList.form.cancel' })}
            </Button>
          </DialogClose>
          <Button
            disabled={good === 0}
            busy={busy}
            onClick={() => onImport(rows, addDuplicates ? 'add' : 'skip')}
          >
            {intl.formatMessage({ id: 'guestList.import.create' }, { count: good })}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.fieldHint}>{intl.formatMessage({ id: 'guestList.import.lead' })}</p>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{intl.formatMessage({ id: 'guestList.import.paste' })}</span>
          <textarea
            className={styles.textarea}
            rows={5}
            value={pasted}
            placeholder={'Familjen Andersson\tAnna, Erik\tanna@example.com'}
            onChange={(event) => {
              setFileRows(null);
              setFileName('');
              setPasted(event.currentTarget.value);
            }}
          />
        </label>
        <label className={styles.fileButton}>
          <input
            type="file"
            accept=".xlsx,.csv,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className={styles.fileInput}
            onChange={(event) => void chooseFile(event.currentTarget.files?.[0])}
          />
          <span>{intl.formatMessage({ id: 'guestList.import.file' })}</span>
          {fileName !== '' && <span className={styles.fileName}>{fileName}</span>}
        </label>
        {fileFailed && (
          <p className={styles.problem} role="alert">
            {intl.formatMessage({ id: 'guestList.import.fileFailed' })}
          </p>
        )}
        {preview.length > 0 && (
          <>
            <p className={styles.summary} role="status">
              {intl.formatMessage({ id: 'guestList.import.summary' }, { good, bad })}
            </p>
            {duplicates.size > 0 && (
              <div className={styles.duplicates}>
                <p>{intl.formatMessage({ id: 'guestList.import.duplicates' }, { count: duplicates.size })}</p>
                <label className={styles.eraseAnswers}>
                  <input
                    type="checkbox"
                    checked={addDuplicates}
                    onChange={(event) => setAddDuplicates(event.currentTarget.checked)}
                  />
                  {intl.formatMessage({ id: 'guestList.import.addDuplicates' })}
                </label>
              </div>
            )}
            <div className={styles.previewScroll}>
              <table className={styles.preview}>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage({ id: 'guestList.import.line' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'guestList.import.household' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'guestList.import.status' })}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.map((row) => {
                    const duplicate = duplicates.get(row.line);
                    return (
                      <tr
                        key={row.line}
                        className={
                          !row.household
                            ? styles.badRow
                            : duplicate && !addDuplicates
                              ? styles.duplicateRow
                              : undefined
                        }
                      >
                        <td>{row.line}</td>
                        <td>
                          <strong>
                            {row.household?.name ??
                              rows[row.line - 1]?.filter((cell) => cell.trim() !== '').join(' · ')}
                          </strong>
                          {row.household && (
                            <span className={styles.previewMembers}>{row.household.members.join(', ')}</span>
                          )}
                        </td>
                        <td>
                          {!row.household
                            ? row.problems
                                .map((problem) => intl.formatMessage({ id: `guestList.problem.${problem}` }))
                                .join(', ')
                            : duplicate
                              ? intl.formatMessage({ id: `guestList.import.duplicate.${duplicate}` })
                              : intl.formatMessage({ id: 'guestList.import.ok' })}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
