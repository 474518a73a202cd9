import { moduleTextReader } from '../shared/module-text-reader';

/** The words the list of texts and images adds around the owner's texts, in the site language (see `moduleTextReader`). */
const TEXT_AND_IMAGE_LIST_TEXTS = {
  listEmpty: {
    sv: 'Listan är tom – lägg till det första inslaget',
    en: 'The list is empty – add the first item',
    da: 'Listen er tom – tilføj det første punkt',
  },
} as const;

export const textAndImageListText = moduleTextReader(TEXT_AND_IMAGE_LIST_TEXTS);
