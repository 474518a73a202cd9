import { moduleTextReader } from '../shared/module-text-reader';

/** The words the image gallery adds around the owner's texts, in the site language (see `moduleTextReader`). */
const IMAGE_GALLERY_TEXTS = {
  galleryEmpty: {
    sv: 'Galleriet är tomt – lägg till bilder',
    en: 'The gallery is empty – add images',
    da: 'Galleriet er tomt – tilføj billeder',
  },
  gallery: { sv: 'Bildgalleri', en: 'Image gallery', da: 'Billedgalleri' },
  openImage: {
    sv: 'Visa bild {n} av {total}',
    en: 'Show image {n} of {total}',
    da: 'Vis billede {n} af {total}',
  },
  openDescribedImage: {
    sv: '{alt} – visa bild {n} av {total}',
    en: '{alt} – show image {n} of {total}',
    da: '{alt} – vis billede {n} af {total}',
  },
  imageOf: { sv: 'Bild {n} av {total}', en: 'Image {n} of {total}', da: 'Billede {n} af {total}' },
  previousImage: { sv: 'Föregående bild', en: 'Previous image', da: 'Forrige billede' },
  nextImage: { sv: 'Nästa bild', en: 'Next image', da: 'Næste billede' },
} as const;

export const imageGalleryText = moduleTextReader(IMAGE_GALLERY_TEXTS);
