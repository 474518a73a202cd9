import { printQrUrlLabel } from '@eventsite/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { SwitchField } from '../../../components/editor-ui/switch-field';
import { qrUrlProblem } from '../state/print-editor-state';
import styles from './qr-dialog.module.css';

export interface QrDialogProps {
  url: string;
  hidden: boolean;
  /** The site's own address, offered in one click; empty while the site has none. */
  siteUrl: string;
  /** The guests' photo upload page, offered as well while a gallery takes guests' photos; else empty. */
  guestPhotosUrl: string;
  onDone: (qr: { url: string; hidden: boolean }) => void;
  onClose: () => void;
}

/** The QR dialog (`002` §2.5, §5): the address the code opens, required unless the code is hidden. */
export function QrDialog({
  url: initialUrl,
  hidden: initialHidden,
  siteUrl,
  guestPhotosUrl,
  onDone,
  onClose,
}: QrDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [hidden, setHidden] = useState(initialHidden);
  const [tried, setTried] = useState(false);
  const problem = qrUrlProblem(url, hidden);
  const shownProblem = tried ? problem : null;
  const siteHost = printQrUrlLabel(siteUrl);

  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'prints.qr.title' })}
      onClose={onClose}
      onDone={() => {
        setTried(true);
        if (problem === null) onDone({ url, hidden });
      }}
    >
      <p className={styles.lead}>{intl.formatMessage({ id: 'prints.qr.lead' })}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-url`} className={styles.label}>
          {intl.formatMessage({ id: 'prints.qr.url' })}
        </label>
        <input
          id={`${id}-url`}
          className={styles.input}
          type="text"
          inputMode="url"
          autoComplete="url"
          value={url}
          disabled={hidden}
          required={!hidden}
          aria-invalid={shownProblem !== null}
          aria-describedby={shownProblem ? `${id}-problem` : undefined}
          placeholder="anna-och-erik.se"
          onChange={(event) => setUrl(event.target.value)}
        />
        {shownProblem && (
          <p id={`${id}-problem`} className={styles.problem} role="alert">
            {intl.formatMessage({
              id: shownProblem === 'required' ? 'prints.qr.required' : 'prints.qr.invalid',
            })}
          </p>
        )}
        {siteUrl !== '' && !hidden && url !== siteUrl && (
          <button type="button" className={styles.useSite} onClick={() => setUrl(siteUrl)}>
            {intl.formatMessage({ id: 'prints.qr.useSite' }, { host: siteHost })}
          </button>
        )}
        {guestPhotosUrl !== '' && !hidden && url !== guestPhotosUrl && (
          <button type="button" className={styles.useSite} onClick={() => setUrl(guestPhotosUrl)}>
            {intl.formatMessage(
              { id: 'prints.qr.useGuestPhotos' },
              { address: printQrUrlLabel(guestPhotosUrl) },
            )}
          </button>
        )}
      </div>
      <SwitchField
        label={intl.formatMessage({ id: 'prints.qr.hide' })}
        checked={hidden}
        onCheckedChange={setHidden}
      />
    </EditorDialog>
  );
}
