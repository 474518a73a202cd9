import { useEffect, useState } from 'react';
import { AlertIcon, ImageIcon, PlayIcon } from '../../components/ui/icons';
import { guestPhotosText } from './guest-photos-texts';
import { percentSent, type PhotoUpload } from './photo-uploads';
import styles from './guest-photos-page.module.css';

/** A picked photo's own picture, drawn from the phone's file; a video or a format the browser cannot draw shows an icon. */
function Thumbnail({ file, kind }: { file: File | null; kind: PhotoUpload['kind'] }) {
  const [url, setUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    if (!file || kind !== 'image' || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, kind]);
  return (
    <span className={styles.thumbnail} aria-hidden="true">
      {url && !broken ? (
        <img src={url} alt="" onError={() => setBroken(true)} />
      ) : kind === 'video' ? (
        <PlayIcon />
      ) : (
        <ImageIcon />
      )}
    </span>
  );
}

function stateText(upload: PhotoUpload, language: string): string {
  switch (upload.state) {
    case 'waiting':
      return guestPhotosText('waiting', language);
    case 'uploading':
      return guestPhotosText('uploading', language, { percent: percentSent(upload) });
    case 'done':
      return guestPhotosText('done', language);
    case 'failed':
      return upload.error ?? guestPhotosText('failed', language);
  }
}

/**
 * The guest's picked files, each with its own state and progress bar (waiting, uploading with its per cent,
 * done, failed with a button to try again), so a guest in a noisy venue sees at a glance what has arrived.
 */
export function UploadList({
  uploads,
  language,
  fileOf,
  onRetry,
}: {
  uploads: readonly PhotoUpload[];
  language: string;
  fileOf: (id: string) => File | null;
  onRetry: (id: string) => void;
}) {
  return (
    <ul className={styles.list} aria-label={guestPhotosText('list', language)}>
      {uploads.map((upload) => {
        const percent = percentSent(upload);
        return (
          <li key={upload.id} className={styles.item} data-state={upload.state} data-testid="photo-upload">
            <Thumbnail file={fileOf(upload.id)} kind={upload.kind} />
            <div className={styles.itemBody}>
              <span className={styles.fileName}>{upload.fileName}</span>
              <div
                className={styles.bar}
                role="progressbar"
                aria-label={upload.fileName}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span className={styles.barFill} style={{ width: `${percent}%` }} />
              </div>
              <span className={styles.state} role={upload.state === 'failed' ? 'alert' : undefined}>
                {upload.state === 'failed' && <AlertIcon />}
                {stateText(upload, language)}
              </span>
            </div>
            {upload.state === 'failed' && !upload.final && (
              <button
                type="button"
                className={styles.retry}
                aria-label={guestPhotosText('retryLabel', language, { file: upload.fileName })}
                onClick={() => onRetry(upload.id)}
              >
                {guestPhotosText('retry', language)}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
