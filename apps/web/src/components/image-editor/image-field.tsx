import type { Image } from '@eventsite/core/schemas/image';
import { PlusIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useEditorContext } from '../editor-ui/editor-context';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import { DropZone } from './drop-zone';
import { siteImageApi } from './image-api';
import { ImageEditorDialog, type ImageSizeChoice } from './image-editor-dialog';
import styles from './image-field.module.css';

export interface ImageFieldProps {
  label: string;
  image: Image | null;
  onChange: (image: Image | null) => void;
  /** Offers LARGE, MEDIUM and SMALL in the image editor (`002` §2.5). */
  sizeChoice?: ImageSizeChoice;
}

/**
 * An image in an edit dialog: a thumbnail, or an empty zone to drop a picture on, that opens the image
 * editor (`002` §2.5). A file dropped on the field opens the editor and uploads at once.
 */
export function ImageField({ label, image, onChange, sizeChoice }: ImageFieldProps) {
  const intl = useIntl();
  const { imageApiBase, quickStart } = useEditorContext();
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const imageApi = useMemo(() => siteImageApi(imageApiBase), [imageApiBase]);
  const [droppedFile, setDroppedFile] = useState<File | undefined>(undefined);

  const openEditor = (file?: File) => {
    setDroppedFile(file);
    setOpen(true);
  };

  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DropZone onFiles={(files) => openEditor(files[0])}>
        {(dragging) => (
          <button
            type="button"
            className={image ? styles.filled : styles.empty}
            data-dragging={dragging || undefined}
            onClick={() => openEditor()}
          >
            {image ? (
              <>
                <span className={styles.thumbnail}>
                  <ResponsiveImage
                    key={image.fileName}
                    image={image}
                    sizes="10rem"
                    alt=""
                    className={styles.thumbnailImage}
                  />
                </span>
                <span className={styles.filledText}>
                  <span className={styles.action}>{intl.formatMessage({ id: 'imageField.change' })}</span>
                  {sizeChoice && (
                    <span className={styles.detail}>
                      {intl.formatMessage(
                        { id: 'imageField.size' },
                        { size: intl.formatMessage({ id: `imageEditor.size.${sizeChoice.value}` }) },
                      )}
                    </span>
                  )}
                  {image.imageBeforeEdit && (
                    <span className={styles.detail}>{intl.formatMessage({ id: 'imageField.cropped' })}</span>
                  )}
                </span>
              </>
            ) : (
              <>
                <span className={styles.plus} aria-hidden="true">
                  <PlusIcon size={22} strokeWidth={2} />
                </span>
                <span className={styles.emptyText}>
                  <span className={styles.action}>{intl.formatMessage({ id: 'imageField.add' })}</span>
                  <span className={styles.detail}>{intl.formatMessage({ id: 'imageField.addHint' })}</span>
                </span>
              </>
            )}
          </button>
        )}
      </DropZone>
      {open && (
        <ImageEditorDialog
          title={label}
          image={image}
          onChange={onChange}
          imageApi={imageApi}
          quickStart={quickStart}
          sizeChoice={sizeChoice}
          initialFile={droppedFile}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
