import { moduleTextReader } from '../shared/module-text-reader';

/** The words the list of people adds around the owner's texts, in the site language (see `moduleTextReader`). */
const PEOPLE_LIST_TEXTS = {
  peopleEmpty: {
    sv: 'Inga personer ännu – lägg till den första',
    en: 'No people yet – add the first one',
    da: 'Ingen personer endnu – tilføj den første',
  },
} as const;

export const peopleListText = moduleTextReader(PEOPLE_LIST_TEXTS);
