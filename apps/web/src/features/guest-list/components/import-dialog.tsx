import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { readHouseholdSheet } from '@eventsite/core/rules/read-household-sheet';
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
  busy: boolean;
  onImport: (rows: string[][]) => void;
}

/**
 * Import from a pasted table or a file (issue 21, item 1): the preview reads the rows with the same rule as
 * the server and shows, row by row, the household that will be created or what is wrong.
 */
export function ImportDialog({ open, onOpenChange, languages, busy, onImport }: ImportDialogProps) {
  const intl = useIntl();
  const [pasted, setPasted] = useState('');
  const [fileRows, setFileRows] = useState<string[][] | null>(null);
  const [fileName, setFileName] = useState('');
  const [fileFailed, setFileFailed] = useState(false);
  const rows = useMemo(
    () => fileRows ?? (pasted.trim() === '' ? [] : splitSheetText(pasted)),
    [fileRows, pasted],
  );
  const preview = useMemo(() => readHouseholdSheet(rows, languages), [rows, languages]);
  const good = preview.filter((row) => row.household !== null).length;
  const bad = preview.length - good;

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
          <Button disabled={good === 0} busy={busy} onClick={() => onImport(rows)}>
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
                  {preview.map((row) => (
                    <tr key={row.line} className={row.household ? undefined : styles.badRow}>
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
                        {row.household
                          ? intl.formatMessage({ id: 'guestList.import.ok' })
                          : row.problems
                              .map((problem) => intl.formatMessage({ id: `guestList.problem.${problem}` }))
                              .join(', ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
