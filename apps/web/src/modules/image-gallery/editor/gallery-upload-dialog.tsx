import * as RadixDialog from '@radix-ui/react-dialog';
import { MAX_IMAGE_UPLOAD_BYTES } from '@eventsite/core/constants/image-sizes';
import type { Image } from '@eventsite/core/schemas/image';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DropZone } from '../../../components/image-editor/drop-zone';
import { markQuickStartImage } from '../../../components/image-editor/image-editor-dialog';
import { failureDetail, isAbort } from '../../../components/image-editor/image-failure';
import { siteImageApi } from '../../../components/image-editor/image-api';
import { uploadImage } from '../../../components/image-editor/upload-image';
import { Button } from '../../../components/ui/button';
import { ProgressTrack } from '../../../components/ui/progress-track';
import { reportError, Severity } from '../../../lib/report-error';
import styles from './gallery-upload-dialog.module.css';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

type UploadState =
  | { status: 'waiting' }
  | { status: 'sending'; share: number | null }
  | { status: 'done' }
  | { status: 'failed'; detail: string | undefined };

interface QueuedFile {
  id: number;
  file: File;
  state: UploadState;
}

export interface GalleryUploadDialogProps {
  /** Called once per stored image, in the order the files were given. */
  onUploaded: (image: Image) => void;
  onClose: () => void;
}

/**
 * The gallery's upload dialog (`002` §2.3): several files by drag and drop or the file chooser, sent one
 * request each, one after the other, each with its own progress. Closing the dialog stops what is left.
 */
export function GalleryUploadDialog({ onUploaded, onClose }: GalleryUploadDialogProps) {
  const { imageApiBase, quickStart } = useEditorContext();
  const intl = useIntl();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const running = useRef(false);
  const abort = useRef(new AbortController());
  useEffect(() => {
    const controller = abort.current;
    return () => controller.abort();
  }, []);

  const update = (id: number, state: UploadState) =>
    setQueue((current) => current.map((entry) => (entry.id === id ? { ...entry, state } : entry)));

  const sendOne = async (entry: QueuedFile) => {
    if (entry.file.size > MAX_IMAGE_UPLOAD_BYTES) {
      update(entry.id, { status: 'failed', detail: intl.formatMessage({ id: 'imageEditor.tooLarge' }) });
      return;
    }
    update(entry.id, { status: 'sending', share: 0 });
    try {
      const image = await uploadImage(siteImageApi(imageApiBase).uploadPath, entry.file, {
        signal: abort.current.signal,
        onProgress: (share) => update(entry.id, { status: 'sending', share: share >= 1 ? null : share }),
      });
      onUploaded(markQuickStartImage(image, quickStart));
      update(entry.id, { status: 'done' });
    } catch (error) {
      if (isAbort(error)) return;
      update(entry.id, { status: 'failed', detail: failureDetail(error, intl) });
      reportError(error, Severity.error, {
        action: 'upload-gallery-image',
        imageApiBase,
        size: entry.file.size,
      });
    }
  };

  // One request at a time: the files already queued, then any added meanwhile.
  const pending = useRef<QueuedFile[]>([]);
  const run = async () => {
    if (running.current) return;
    running.current = true;
    for (let entry = pending.current.shift(); entry; entry = pending.current.shift()) {
      if (abort.current.signal.aborted) break;
      await sendOne(entry);
    }
    running.current = false;
  };

  const addFiles = (files: File[]) => {
    const entries = files.map((file) => {
      nextId.current += 1;
      return { id: nextId.current, file, state: { status: 'waiting' } as UploadState };
    });
    setQueue((current) => [...current, ...entries]);
    pending.current.push(...entries);
    void run();
  };

  const done = queue.filter((entry) => entry.state.status === 'done').length;

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={undefined}>
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>
              {intl.formatMessage({ id: 'galleryUpload.title' })}
            </RadixDialog.Title>
          </header>
          <div className={styles.body}>
            <DropZone onFiles={addFiles}>
              {(dragging) => (
                <div className={styles.drop} data-dragging={dragging || undefined}>
                  <p className={styles.dropTitle}>
                    {intl.formatMessage({
                      id: dragging ? 'galleryUpload.drop.active' : 'galleryUpload.drop.title',
                    })}
                  </p>
                  <p className={styles.dropOr}>{intl.formatMessage({ id: 'imageEditor.drop.or' })}</p>
                  <Button onClick={() => fileInput.current?.click()}>
                    {intl.formatMessage({ id: 'galleryUpload.choose' })}
                  </Button>
                  <p className={styles.dropHint}>{intl.formatMessage({ id: 'imageEditor.drop.hint' })}</p>
                </div>
              )}
            </DropZone>
            {queue.length > 0 && (
              <>
                <p className={styles.summary} aria-live="polite">
                  {intl.formatMessage({ id: 'galleryUpload.summary' }, { done, total: queue.length })}
                </p>
                <ul className={styles.files}>
                  {queue.map((entry) => (
                    <FileRow key={entry.id} entry={entry} />
                  ))}
                </ul>
              </>
            )}
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              multiple
              hidden
              data-testid="gallery-file-input"
              onChange={(event) => {
                const files = Array.from(event.currentTarget.files ?? []);
                event.currentTarget.value = '';
                if (files.length > 0) addFiles(files);
              }}
            />
          </div>
          <footer className={styles.footer}>
            <Button onClick={onClose}>{intl.formatMessage({ id: 'imageEditor.done' })}</Button>
          </footer>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function FileRow({ entry }: { entry: QueuedFile }) {
  const intl = useIntl();
  const { state } = entry;
  let status: string;
  let percent: number | null = null;
  switch (state.status) {
    case 'waiting':
      status = intl.formatMessage({ id: 'galleryUpload.waiting' });
      percent = 0;
      break;
    case 'sending':
      percent = state.share === null ? null : Math.round(state.share * 100);
      status =
        percent === null
          ? intl.formatMessage({ id: 'galleryUpload.processing' })
          : intl.formatMessage({ id: 'galleryUpload.progress' }, { percent });
      break;
    case 'done':
      status = intl.formatMessage({ id: 'galleryUpload.done' });
      percent = 100;
      break;
    case 'failed':
      status = intl.formatMessage({ id: 'imageEditor.uploadFailed' });
      break;
  }
  return (
    <li className={styles.file} data-status={state.status}>
      <div className={styles.fileLine}>
        <span className={styles.fileName}>{entry.file.name}</span>
        <span className={styles.fileStatus}>{status}</span>
      </div>
      {state.status === 'failed' ? (
        state.detail !== undefined && (
          <p className={styles.fileFailure} role="alert">
            {state.detail}
          </p>
        )
      ) : (
        <ProgressTrack label={entry.file.name} percent={percent} />
      )}
    </li>
  );
}
