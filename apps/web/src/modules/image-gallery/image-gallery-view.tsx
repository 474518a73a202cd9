import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { IMAGE_SIZE_HINTS } from '@eventsite/core/constants/image-sizes';
import { imageSizesAttribute } from '@eventsite/core/rules/image-sources';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import { guestPhotosPageLink } from '@eventsite/core/rules/public-route';
import type { GalleryItem, ImageGalleryModule } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { RichText } from '../../components/rich-text/rich-text';
import type { ModuleViewProps } from '../module-context';
import { imageGalleryText } from './image-gallery-texts';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { ImageIcon } from '../../components/ui/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import { useHydrated } from '../shared/use-hydrated';
import styles from './image-gallery-view.module.css';

const IMAGE_SIZES = imageSizesAttribute(IMAGE_SIZE_HINTS.galleryItem);

// The slider (and Radix's dialog) is downloaded only when a guest is about to open an image.
const loadSlider = () => import('./gallery-slider');
const GallerySlider = lazy(loadSlider);

function preloadSlider(): void {
  void loadSlider();
}

/**
 * The guests' approved photos, read once the guest's page runs (the shared page cache never holds them), when
 * the gallery takes them and guests may see each other's (issue 38 item 2).
 */
function useGuestPhotoItems(
  module: ImageGalleryModule,
  context: ModuleViewProps<ImageGalleryModule>['context'],
) {
  const [items, setItems] = useState<GalleryItem[]>([]);
  const shown = context.mode === 'PUBLIC' && module.guestPhotos.enabled && module.guestPhotos.guestsSeeOthers;
  const siteId = context.site._id;
  useEffect(() => {
    if (!shown) return;
    let current = true;
    void import('./guest-photos-calls')
      .then(({ readGuestPhotos }) => readGuestPhotos(siteId))
      .then(
        (read) => {
          if (current) setItems(read);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [shown, siteId]);
  return shown ? items : [];
}

/** The way to the upload page, `/{language}/bilder`, keeping a personal link's token for the uploader's name. */
function uploadPageLink(language: string, hydrated: boolean): string {
  // The server's page knows no query string: the token joins the link once the page runs.
  const token = hydrated ? new URLSearchParams(window.location.search).get('g') : null;
  return guestPhotosPageLink(language, token ? `?g=${encodeURIComponent(token)}` : '');
}

/**
 * Title, text and a grid of images; an image opens the full-screen slider (`001` "Gallery"). A gallery that
 * takes guests' photos has a button to the upload page and shows their approved photos after its own.
 */
export function ImageGalleryView({ module, context }: ModuleViewProps<ImageGalleryModule>) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const guestItems = useGuestPhotoItems(module, context);
  const hydrated = useHydrated();
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const returnFocusTo = useRef<number | null>(null);

  // Once the slider is gone, focus goes back to the image the guest saw last (which scrolls it into view).
  // It cannot be moved earlier: while the dialog is mounted its focus trap would take it back.
  useEffect(() => {
    if (openIndex !== null || returnFocusTo.current === null) return;
    openers.current[returnFocusTo.current]?.focus();
    returnFocusTo.current = null;
  }, [openIndex]);
  const title = translateText(module.title, context.language);
  const text = translateRichText(module.text, context.language);
  const items = guestItems.length === 0 ? module.items : [...module.items, ...guestItems];
  const takesPhotos = module.guestPhotos.enabled;

  if (items.length === 0 && !takesPhotos) {
    if (context.mode !== 'EDIT') return null;
    return (
      <div className={layout.content}>
        <ModuleHeading title={title} />
        <EditPlaceholder icon={<ImageIcon />}>
          {imageGalleryText('galleryEmpty', context.language)}
        </EditPlaceholder>
      </div>
    );
  }

  return (
    <div className={layout.content}>
      <ModuleHeading title={title} />
      {text !== null && (
        <div className={`${layout.text} ${styles.intro}`}>
          <RichText document={text} />
        </div>
      )}
      {takesPhotos && (
        <div className={`${layout.actions} ${styles.share}`}>
          {items.length === 0 && (
            <p className={styles.shareText}>{imageGalleryText('guestPhotosEmpty', context.language)}</p>
          )}
          <a className={layout.button} href={uploadPageLink(context.language, hydrated)}>
            <ImageIcon />
            {imageGalleryText('sharePhotos', context.language)}
          </a>
        </div>
      )}
      {items.length > 0 && (
        <ul className={styles.grid} data-count={items.length} onPointerEnter={preloadSlider}>
          {items.map((item, index) => (
            <li key={item.id} className={styles.cell}>
              <button
                ref={(button) => {
                  openers.current[index] = button;
                }}
                type="button"
                className={styles.open}
                onClick={() => setOpenIndex(index)}
                onFocus={preloadSlider}
                aria-label={imageGalleryText('openImage', context.language, {
                  n: index + 1,
                  total: items.length,
                })}
                aria-haspopup="dialog"
              >
                <ResponsiveImage image={item.image} sizes={IMAGE_SIZES} alt="" className={styles.image} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {openIndex !== null && (
        <Suspense fallback={null}>
          <GallerySlider
            items={items}
            startIndex={openIndex}
            title={title || imageGalleryText('gallery', context.language)}
            language={context.language}
            onClose={(lastIndex) => {
              returnFocusTo.current = lastIndex;
              setOpenIndex(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
