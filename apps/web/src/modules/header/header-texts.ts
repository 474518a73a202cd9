import { moduleTextReader } from '../shared/module-text-reader';

/** The words the header adds around the owner's texts, in the site language (see `moduleTextReader`). */
const HEADER_TEXTS = {
  noDate: { sv: 'Inget datum', en: 'No date', da: 'Ingen dato' },
  headerEmpty: {
    sv: 'Lägg till en rubrik och en bild',
    en: 'Add a title and an image',
    da: 'Tilføj en overskrift og et billede',
  },
} as const;

export const headerText = moduleTextReader(HEADER_TEXTS);
