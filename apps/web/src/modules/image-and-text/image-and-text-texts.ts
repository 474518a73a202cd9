import { moduleTextReader } from '../shared/module-text-reader';

/** The words the image and text module adds around the owner's texts, in the site language. */
const IMAGE_AND_TEXT_TEXTS = {
  imageAndTextEmpty: {
    sv: 'Lägg till en bild och en text',
    en: 'Add an image and a text',
    da: 'Tilføj et billede og en tekst',
  },
} as const;

export const imageAndTextText = moduleTextReader(IMAGE_AND_TEXT_TEXTS);
