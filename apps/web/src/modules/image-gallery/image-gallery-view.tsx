import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { IMAGE_SIZE_HINTS } from '@eventsite/core/constants/image-sizes';
import { imageSizesAttribute } from '@eventsite/core/rules/image-sources';
import { translateRichText } from '@eventsite/core/rules/translate-rich-text';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { ImageGalleryModule } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { RichText } from '../../components/rich-text/rich-text';
import { type ModuleViewProps, ownerLanguageOf } from '../module-context';
import { imageGalleryText } from './image-gallery-texts';
import { EditPlaceholder } from '../shared/edit-placeholder';
import { ImageIcon } from '../../components/ui/icons';
import layout from '../shared/module-layout.module.css';
import { ModuleHeading } from '../shared/module-heading';
import styles from './image-gallery-view.module.css';

const IMAGE_SIZES = imageSizesAttribute(IMAGE_SIZE_HINTS.galleryItem);

// The slider (and Radix's dialog) is downloaded only when a guest is about to open an image.
const loadSlider = () => import('./gallery-slider');
const GallerySlider = lazy(loadSlider);

// Guests' photos (issue 38) load with their own chunk, and only for a gallery that takes them.
const GuestPhotosPart = lazy(() => import('./guest-photos-part'));

function preloadSlider(): void {
  void loadSlider();
}

/** Title, text and a grid of images; an image opens the full-screen slider (`001` "Gallery"). */
export function ImageGalleryView({ module, context }: ModuleViewProps<ImageGalleryModule>) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
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
  const items = module.items;
  const guestPhotos = module.guestPhotos.enabled && (
    <Suspense fallback={null}>
      <GuestPhotosPart module={module} context={context} title={title} />
    </Suspense>
  );

  if (items.length === 0 && guestPhotos)
    return (
      <div className={layout.content}>
        <ModuleHeading title={title} />
        {guestPhotos}
      </div>
    );
  if (items.length === 0) {
    if (context.mode !== 'EDIT') return null;
    return (
      <div className={layout.content}>
        <ModuleHeading title={title} />
        <EditPlaceholder icon={<ImageIcon />}>
          {imageGalleryText('galleryEmpty', ownerLanguageOf(context))}
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
      <ul className={styles.grid} data-count={items.length} onPointerEnter={preloadSlider}>
        {items.map((item, index) => {
          const alt = translateText(item.alt ?? {}, context.language);
          const position = { n: index + 1, total: items.length };
          return (
            <li key={item.id} className={styles.cell}>
              <button
                ref={(button) => {
                  openers.current[index] = button;
                }}
                type="button"
                className={styles.open}
                onClick={() => setOpenIndex(index)}
                onFocus={preloadSlider}
                aria-label={
                  alt === ''
                    ? imageGalleryText('openImage', context.language, position)
                    : imageGalleryText('openDescribedImage', context.language, { ...position, alt })
                }
                aria-haspopup="dialog"
              >
                <ResponsiveImage image={item.image} sizes={IMAGE_SIZES} alt={alt} className={styles.image} />
              </button>
            </li>
          );
        })}
      </ul>
      {guestPhotos}
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
