import { guestPhotosPageLink } from '@eventsite/core/rules/public-route';
import type { GalleryItem, ImageGalleryModule } from '@eventsite/core/schemas/site-modules';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { ImageIcon } from '../../components/ui/icons';
import type { ModuleViewProps } from '../module-context';
import layout from '../shared/module-layout.module.css';
import { useHydrated } from '../shared/use-hydrated';
import { moduleTextReader } from '../shared/module-text-reader';
import styles from './image-gallery-view.module.css';

const GallerySlider = lazy(() => import('./gallery-slider'));

/** The words of the guests' photos in a gallery, in the site language; with this chunk, not the first load. */
const guestText = moduleTextReader({
  sharePhotos: { sv: 'Dela dina bilder', en: 'Share your photos', da: 'Del dine billeder' },
  openPhoto: {
    sv: 'Visa gästernas bild {n} av {total}',
    en: "Show the guests' photo {n} of {total}",
    da: 'Vis gæsternes billede {n} af {total}',
  },
  guestPhotos: { sv: 'Gästernas bilder', en: "Guests' photos", da: 'Gæsternes billeder' },
});

/**
 * The guests' approved photos, read once the page runs (the shared page cache never holds them), when guests
 * may see each other's (issue 38 item 2).
 */
function useGuestPhotoItems(
  module: ImageGalleryModule,
  context: ModuleViewProps<ImageGalleryModule>['context'],
) {
  const [items, setItems] = useState<GalleryItem[]>([]);
  const shown = context.mode === 'PUBLIC' && module.guestPhotos.guestsSeeOthers;
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

/**
 * A gallery that takes guests' photos (issue 38 item 2): the button to the upload page (with a personal
 * link's token, for the uploader's name) and the guests' approved photos, starred first, after the owner's.
 */
export default function GuestPhotosPart({
  module,
  context,
  title,
}: ModuleViewProps<ImageGalleryModule> & { title: string }) {
  const hydrated = useHydrated();
  const items = useGuestPhotoItems(module, context);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The server's page knows no query string: the token joins the link once the page runs.
  const token = hydrated ? new URLSearchParams(window.location.search).get('g') : null;
  const link = guestPhotosPageLink(context.language, token ? `?g=${encodeURIComponent(token)}` : '');
  return (
    <>
      <div className={`${layout.actions} ${styles.share}`}>
        <a className={layout.button} href={link}>
          <ImageIcon />
          {guestText('sharePhotos', context.language)}
        </a>
      </div>
      {items.length > 0 && (
        <ul className={styles.grid} data-count={items.length} data-guest-photos="">
          {items.map((item, index) => (
            <li key={item.id} className={styles.cell}>
              <button
                type="button"
                className={styles.open}
                onClick={() => setOpenIndex(index)}
                aria-label={guestText('openPhoto', context.language, { n: index + 1, total: items.length })}
                aria-haspopup="dialog"
              >
                <ResponsiveImage
                  image={item.image}
                  sizes="(min-width: 750px) 600px, 50vw"
                  alt=""
                  className={styles.image}
                />
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
            title={title || guestText('guestPhotos', context.language)}
            language={context.language}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}
