import type { IntlShape } from 'react-intl';

const NUMBER = /^\d+$/u;

/** A table as a title: 'Bord 4' for a number, a name as it is ('Brudparets bord'). */
export function tableTitle(intl: IntlShape, name: string): string {
  return NUMBER.test(name) ? intl.formatMessage({ id: 'seating.table.title' }, { name }) : name;
}

/** A table within a sentence: 'bord 4' for a number, a name as it is. */
export function tableInSentence(intl: IntlShape, name: string): string {
  return NUMBER.test(name) ? intl.formatMessage({ id: 'seating.table.inSentence' }, { name }) : name;
}
