import type { ImageGalleryModule } from '@eventsite/core/schemas/site-modules';
import { ChevronLeftIcon, ChevronRightIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../../components/editor-ui/editor-dialog';
import { editorLanguageNote } from '../../../components/editor-ui/editor-language-note';
import { TranslatableTextField } from '../../../components/editor-ui/translatable-text-field';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import { Button } from '../../../components/ui/button';
import type { ModuleEditorProps } from '../../shared/editor/module-editor';
import { useModuleEditorDraft } from '../../shared/editor/use-module-editor-draft';
import { GalleryUploadDialog } from './gallery-upload-dialog';
import { GuestPhotosSection } from './guest-photos-section';
import styles from './image-gallery-editor.module.css';
import { useEditorContext } from '../../../components/editor-ui/editor-context';

function newItemId(): string {
  return `gallery-${crypto.randomUUID()}`;
}

/** Moves the item at `from` one place towards `to`, within the list. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The gallery's edit dialog (`002` §2.3, §3 "ImageGallery"): title, text and the images, which are
 * uploaded in a dialog of their own, and reordered or removed here.
 */
export default function ImageGalleryEditor({
  module,
  site,
  onApply,
  onClose,
}: ModuleEditorProps<ImageGalleryModule>) {
  const { language } = useEditorContext();
  const intl = useIntl();
  const { draft, setDraft, field } = useModuleEditorDraft(module, language);
  const [uploading, setUploading] = useState(false);
  const count = draft.items.length;

  return (
    <EditorDialog
      title={intl.formatMessage({ id: 'galleryEditor.title' })}
      description={
        editorLanguageNote(intl, site, language) ?? intl.formatMessage({ id: 'galleryEditor.description' })
      }
      onClose={onClose}
      onDone={() => onApply(draft)}
      size="large"
    >
      <TranslatableTextField
        label={intl.formatMessage({ id: 'galleryEditor.titleField' })}
        maxLength={200}
        {...field('title')}
      />
      <RichTextField
        label={intl.formatMessage({ id: 'galleryEditor.text' })}
        placeholder={intl.formatMessage({ id: 'moduleEditors.field.textPlaceholder' })}
        {...field('text')}
      />

      <section className={styles.images} aria-labelledby="gallery-images-title">
        <div className={styles.imagesHeader}>
          <h3 id="gallery-images-title" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'galleryEditor.images' }, { count })}
          </h3>
          <Button onClick={() => setUploading(true)}>
            {intl.formatMessage({ id: 'galleryEditor.upload' })}
          </Button>
        </div>
        {count > 0 && <p className={styles.altHint}>{intl.formatMessage({ id: 'galleryEditor.altHint' })}</p>}
        {count === 0 ? (
          <p className={styles.empty}>{intl.formatMessage({ id: 'galleryEditor.empty' })}</p>
        ) : (
          <ol className={styles.grid}>
            {draft.items.map((item, index) => {
              const number = index + 1;
              return (
                <li key={item.id} className={styles.item}>
                  <div className={styles.frame}>
                    <ResponsiveImage
                      image={item.image}
                      sizes="12rem"
                      alt={intl.formatMessage({ id: 'galleryEditor.imageAlt' }, { number })}
                      className={styles.thumbnail}
                    />
                    <span className={styles.number} aria-hidden="true">
                      {number}
                    </span>
                    <div className={styles.tools}>
                      <button
                        type="button"
                        className={styles.tool}
                        disabled={index === 0}
                        aria-label={intl.formatMessage({ id: 'galleryEditor.moveEarlier' }, { number })}
                        onClick={() =>
                          setDraft((current) => ({
                            ...current,
                            items: moved(current.items, index, index - 1),
                          }))
                        }
                      >
                        <ChevronLeftIcon size={16} strokeWidth={2.5} />
                      </button>
                      <button
                        type="button"
                        className={styles.tool}
                        disabled={index === count - 1}
                        aria-label={intl.formatMessage({ id: 'galleryEditor.moveLater' }, { number })}
                        onClick={() =>
                          setDraft((current) => ({
                            ...current,
                            items: moved(current.items, index, index + 1),
                          }))
                        }
                      >
                        <ChevronRightIcon size={16} strokeWidth={2.5} />
                      </button>
                      <button
                        type="button"
                        className={`${styles.tool} ${styles.remove}`}
                        aria-label={intl.formatMessage({ id: 'galleryEditor.remove' }, { number })}
                        onClick={() =>
                          setDraft((current) => ({
                            ...current,
                            items: current.items.filter(({ id }) => id !== item.id),
                          }))
                        }
                      >
                        <XIcon size={16} strokeWidth={2.5} />
                      </button>
                    </div>
                  </div>
                  <TranslatableTextField
                    label={intl.formatMessage({ id: 'galleryEditor.altField' }, { number })}
                    className={styles.alt}
                    maxLength={200}
                    value={item.alt ?? {}}
                    language={language}
                    onChange={(alt) =>
                      setDraft((current) => ({
                        ...current,
                        items: current.items.map((candidate) =>
                          candidate.id === item.id ? { ...candidate, alt } : candidate,
                        ),
                      }))
                    }
                  />
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <GuestPhotosSection
        siteId={site._id}
        settings={draft.guestPhotos}
        onChange={(guestPhotos) => setDraft((current) => ({ ...current, guestPhotos }))}
      />

      {uploading && (
        <GalleryUploadDialog
          onUploaded={(image) =>
            setDraft((current) => ({ ...current, items: [...current.items, { id: newItemId(), image }] }))
          }
          onClose={() => setUploading(false)}
        />
      )}
    </EditorDialog>
  );
}
