import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { Button } from '../../../components/ui/button';
import { ProgressTrack } from '../../../components/ui/progress-track';
import { ACCOUNT_EXPORT_PATH, checkAccountExport } from '../api/account-data';
import styles from './account.module.css';

const POLL_MS = 2000;

type ExportState = { status: 'idle' } | { status: 'preparing'; done: number; total: number };

/**
 * "Ladda ner mina uppgifter" (issue 33, item 2): asks for the zip, shows how far its build is while the
 * server makes it (a mail also says when it is ready), and downloads it once it is.
 */
export function DownloadData() {
  const intl = useIntl();
  const showError = useErrorDialog();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const check = async () => {
    try {
      const answer = await checkAccountExport();
      if (answer.status === 'ready') {
        setState({ status: 'idle' });
        window.location.assign(ACCOUNT_EXPORT_PATH);
        return;
      }
      setState(answer);
      timer.current = window.setTimeout(() => void check(), POLL_MS);
    } catch (error) {
      setState({ status: 'idle' });
      showError(error, { summary: intl.formatMessage({ id: 'account.data.download.failed' }) });
    }
  };

  const preparing = state.status === 'preparing';
  const percent = preparing && state.total > 0 ? Math.round((state.done / state.total) * 100) : null;
  return (
    <div className={styles.dataPart}>
      <p className={styles.text}>
        <FormattedMessage id="account.data.download.text" />
      </p>
      <Button variant="secondary" busy={preparing} onClick={() => void check()}>
        <FormattedMessage id="account.data.download" />
      </Button>
      {preparing && (
        <div className={styles.progress} role="status">
          <ProgressTrack
            label={intl.formatMessage({ id: 'account.data.download.preparing' })}
            percent={percent}
          />
          <p className={styles.text}>
            <FormattedMessage id="account.data.download.preparingText" />
          </p>
        </div>
      )}
    </div>
  );
}
