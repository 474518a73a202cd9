import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { GalleryItem } from '@eventsite/core/schemas/site-modules';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { moduleText } from '../shared/module-texts';
import { imageGalleryText } from './image-gallery-texts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../components/ui/icons';
import styles from './gallery-slider.module.css';

/** A horizontal swipe shorter than this is a tap or a scroll, not a change of image. */
const SWIPE_MIN_PX = 40;

export interface GallerySliderProps {
  items: readonly GalleryItem[];
  startIndex: number;
  /** Names the dialog for screen readers: the gallery's title. */
  title: string;
  language: string;
  /** Called with the index of the image shown last. */
  onClose: (lastIndex: number) => void;
}

/**
 * The full-screen slider of a gallery (`001` "Gallery"): a modal dialog (focus trapped; the gallery gives
 * it back when it closes) with previous and next buttons, the arrow keys, swiping on touch screens and
 * Escape to close. It wraps around at both ends.
 */
export default function GallerySlider({ items, startIndex, title, language, onClose }: GallerySliderProps) {
  const [index, setIndex] = useState(startIndex);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const item = items[index];
  const total = items.length;

  const show = (step: number) => setIndex((current) => (current + step + total) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(1);
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) show(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(index)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.slider}
          onKeyDown={onKeyDown}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          aria-describedby={undefined}
        >
          <Dialog.Title className="visually-hidden">{title}</Dialog.Title>
          <figure className={styles.stage}>
            {item !== undefined && (
              <ResponsiveImage
                key={item.id}
                image={item.image}
                sizes="100vw"
                alt={
                  translateText(item.alt ?? {}, language) ||
                  imageGalleryText('imageOf', language, { n: index + 1, total })
                }
                className={styles.image}
                loading="eager"
              />
            )}
          </figure>
          <p className={styles.position} aria-live="polite" aria-atomic="true">
            {index + 1} / {total}
          </p>
          {total > 1 && (
            <>
              <button
                type="button"
                className={`${styles.control} ${styles.previous}`}
                onClick={() => show(-1)}
                aria-label={imageGalleryText('previousImage', language)}
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                className={`${styles.control} ${styles.next}`}
                onClick={() => show(1)}
                aria-label={imageGalleryText('nextImage', language)}
              >
                <ChevronRightIcon />
              </button>
            </>
          )}
          <Dialog.Close
            className={`${styles.control} ${styles.close}`}
            aria-label={moduleText('close', language)}
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
