import { moduleTextReader } from '../shared/module-text-reader';

/** The words the text module adds around the owner's texts, in the site language (see `moduleTextReader`). */
const TEXT_TEXTS = {
  textEmpty: { sv: 'Skriv en text här', en: 'Write a text here', da: 'Skriv en tekst her' },
} as const;

export const textModuleText = moduleTextReader(TEXT_TEXTS);
