import * as RadixDialog from '@radix-ui/react-dialog';
import { USER_SELECTED_IMAGE_SIZES, type UserSelectedImageSize } from '@eventsite/core/constants/image-sizes';
import { MAX_IMAGE_UPLOAD_BYTES } from '@eventsite/core/constants/image-sizes';
import { revertCrop } from '@eventsite/core/rules/crop';
import type { Image } from '@eventsite/core/schemas/image';
import { CropIcon, ImageIcon, TrashIcon, Undo2Icon, UploadIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DialogCloseButton } from '../ui/dialog-close-button';
import { reportError, Severity } from '../../lib/report-error';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import { Button } from '../ui/button';
import { ProgressTrack } from '../ui/progress-track';
import { SegmentedChoice } from '../ui/segmented-choice';
import { Spinner } from '../ui/spinner';
import { DropZone } from './drop-zone';
import { failureDetail, isAbort, type ImageFailure } from './image-failure';
import type { ImageApi } from './image-api';
import { uploadImage } from './upload-image';
import styles from './image-editor-dialog.module.css';

// The cropper (react-image-crop) loads only when the owner opens the crop view.
const ImageCropView = lazy(() => import('./image-crop-view'));

/** The size choice a caller offers with the image (`002` §2.5: LARGE, MEDIUM, SMALL). */
export interface ImageSizeChoice {
  value: UserSelectedImageSize;
  onChange: (size: UserSelectedImageSize) => void;
}

export interface ImageEditorDialogProps {
  title: string;
  image: Image | null;
  onChange: (image: Image | null) => void;
  /** A site's routes (`siteImageApi`), quick start's without a site, or a saved print's (`printImageApi`). */
  imageApi: ImageApi;
  quickStart: boolean;
  sizeChoice?: ImageSizeChoice;
  /** A file dropped on the field that opened the dialog; it is uploaded at once. */
  initialFile?: File;
  onClose: () => void;
  /** Crops always to this shape (width / height), e.g. a card's photo (`002` §9). */
  fixedAspect?: number;
}

/** Upload state: the share sent, then null while the server makes the sizes. */
type Upload = { share: number | null } | null;

/** Stored in quick start: a demo image unless the server says it is temporary (`000` §6, `002` §6). */
export function markQuickStartImage(image: Image, quickStart: boolean): Image {
  return quickStart && !image.temporary ? { ...image, isDemoImage: true } : image;
}

/**
 * The image editor (`002` §2.5, §4 "Image editor"): an image view with upload (button or drag and drop),
 * size choice, delete and revert, and a crop view. A change is handed to `onChange` at once: the edit
 * dialog around it decides whether the module keeps it.
 */
export function ImageEditorDialog({
  title,
  image,
  onChange,
  imageApi,
  quickStart,
  sizeChoice,
  initialFile,
  onClose,
  fixedAspect,
}: ImageEditorDialogProps) {
  const intl = useIntl();
  const [view, setView] = useState<'image' | 'crop'>('image');
  const [upload, setUpload] = useState<Upload>(null);
  const [failure, setFailure] = useState<ImageFailure | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);

  const startUpload = useCallback(
    async (file: File) => {
      const summary = intl.formatMessage({ id: 'imageEditor.uploadFailed' });
      setFailure(null);
      if (file.size > MAX_IMAGE_UPLOAD_BYTES) {
        setFailure({ summary, detail: intl.formatMessage({ id: 'imageEditor.tooLarge' }) });
        return;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setUpload({ share: 0 });
      try {
        const uploaded = await uploadImage(imageApi.uploadPath, file, {
          signal: controller.signal,
          onProgress: (share) => setUpload({ share: share >= 1 ? null : share }),
        });
        onChange(markQuickStartImage(uploaded, quickStart));
      } catch (error) {
        if (isAbort(error)) return;
        setFailure({
          summary,
          detail: failureDetail(error, intl),
        });
        reportError(error, Severity.error, {
          action: 'upload-image',
          path: imageApi.uploadPath,
          size: file.size,
        });
      } finally {
        if (abort.current === controller) {
          abort.current = null;
          setUpload(null);
        }
      }
    },
    [imageApi, intl, onChange, quickStart],
  );

  // A file dropped on the field starts uploading as the dialog opens; leaving the dialog stops an upload.
  const initialFileStarted = useRef(false);
  useEffect(() => {
    if (initialFile && !initialFileStarted.current) {
      initialFileStarted.current = true;
      void startUpload(initialFile);
    }
  }, [initialFile, startUpload]);
  useEffect(() => () => abort.current?.abort(), []);

  const chooseFile = () => fileInput.current?.click();
  const reverted = image ? revertCrop(image) : null;
  const busy = upload !== null;

  const footer =
    view === 'image' ? (
      <Button onClick={onClose}>{intl.formatMessage({ id: 'imageEditor.done' })}</Button>
    ) : null;

  let body: ReactNode;
  if (view === 'crop' && image) {
    body = (
      <Suspense
        fallback={
          <div className={styles.loadingCrop}>
            <Spinner />
          </div>
        }
      >
        <ImageCropView
          image={image}
          imageApi={imageApi}
          fixedAspect={fixedAspect}
          onCancel={() => setView('image')}
          onCropped={(cropped) => {
            onChange(markQuickStartImage(cropped, quickStart));
            setView('image');
          }}
        />
      </Suspense>
    );
  } else {
    body = (
      <>
        {image ? (
          <DropZone onFiles={(files) => files[0] && void startUpload(files[0])} disabled={busy}>
            {(dragging) => (
              <div className={styles.preview} data-dragging={dragging || undefined}>
                <ResponsiveImage
                  key={image.fileName}
                  image={image}
                  sizes="(min-width: 48em) 37rem, 100vw"
                  alt={intl.formatMessage({ id: 'imageEditor.previewAlt' })}
                  className={styles.previewImage}
                  loading="eager"
                />
                {dragging && (
                  <div className={styles.dropVeil}>
                    {intl.formatMessage({ id: 'imageEditor.drop.active' })}
                  </div>
                )}
                {busy && <UploadProgress share={upload.share} overlay />}
              </div>
            )}
          </DropZone>
        ) : (
          <DropZone onFiles={(files) => files[0] && void startUpload(files[0])} disabled={busy}>
            {(dragging) => (
              <div className={styles.emptyDrop} data-dragging={dragging || undefined}>
                {busy ? (
                  <UploadProgress share={upload.share} />
                ) : (
                  <>
                    <ImageIcon className={styles.pictureIcon} size={48} strokeWidth={1.5} />
                    <p className={styles.dropTitle}>
                      {intl.formatMessage({
                        id: dragging ? 'imageEditor.drop.active' : 'imageEditor.drop.title',
                      })}
                    </p>
                    <p className={styles.dropOr}>{intl.formatMessage({ id: 'imageEditor.drop.or' })}</p>
                    <Button onClick={chooseFile}>{intl.formatMessage({ id: 'imageEditor.choose' })}</Button>
                    <p className={styles.dropHint}>{intl.formatMessage({ id: 'imageEditor.drop.hint' })}</p>
                  </>
                )}
              </div>
            )}
          </DropZone>
        )}

        {failure && (
          <div className={styles.failure} role="alert">
            <strong>{failure.summary}</strong>
            {failure.detail !== undefined && <span>{failure.detail}</span>}
          </div>
        )}

        {image && (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={chooseFile} disabled={busy}>
              <UploadIcon size={18} />
              {intl.formatMessage({ id: 'imageEditor.replace' })}
            </Button>
            <Button variant="secondary" onClick={() => setView('crop')} disabled={busy}>
              <CropIcon size={18} />
              {intl.formatMessage({ id: 'imageEditor.crop' })}
            </Button>
            {reverted && (
              <Button variant="secondary" onClick={() => onChange(reverted)} disabled={busy}>
                <Undo2Icon size={18} />
                {intl.formatMessage({ id: 'imageEditor.revert' })}
              </Button>
            )}
            <Button
              variant="quiet"
              className={styles.delete}
              onClick={() => {
                setFailure(null);
                onChange(null);
              }}
              disabled={busy}
            >
              <TrashIcon size={18} />
              {intl.formatMessage({ id: 'imageEditor.delete' })}
            </Button>
          </div>
        )}

        {sizeChoice && (
          <SegmentedChoice
            legend={intl.formatMessage({ id: 'imageEditor.size.label' })}
            name="image-size"
            options={[...USER_SELECTED_IMAGE_SIZES].reverse().map((size) => ({
              value: size,
              label: (
                <>
                  <SizeIcon size={size} />
                  {intl.formatMessage({ id: `imageEditor.size.${size}` })}
                </>
              ),
            }))}
            value={sizeChoice.value}
            onChange={sizeChoice.onChange}
          />
        )}

        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="image-file-input"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void startUpload(file);
          }}
        />
      </>
    );
  }

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={undefined}>
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>
              {view === 'crop' ? intl.formatMessage({ id: 'imageEditor.cropTitle' }) : title}
            </RadixDialog.Title>
            <DialogCloseButton label={intl.formatMessage({ id: 'imageEditor.close' })} />
          </header>
          <div className={styles.body}>{body}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function UploadProgress({ share, overlay = false }: { share: number | null; overlay?: boolean }) {
  const intl = useIntl();
  const percent = share === null ? null : Math.round(share * 100);
  const text =
    percent === null
      ? intl.formatMessage({ id: 'imageEditor.processing' })
      : intl.formatMessage({ id: 'imageEditor.uploading' }, { percent });
  return (
    <div className={overlay ? styles.progressOverlay : styles.progress}>
      <div className={styles.progressText}>
        <Spinner size="small" />
        <span>{text}</span>
      </div>
      <ProgressTrack label={text} percent={percent} />
    </div>
  );
}

/** A frame as wide as the size it stands for. */
function SizeIcon({ size }: { size: UserSelectedImageSize }) {
  const width = { LARGE: 18, MEDIUM: 13, SMALL: 8 }[size];
  return (
    <svg viewBox="0 0 20 14" width="20" height="14" aria-hidden="true">
      <rect
        x={(20 - width) / 2}
        y={(14 - width * 0.6) / 2}
        width={width}
        height={width * 0.6}
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
