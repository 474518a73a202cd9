import type { InterfaceLanguage } from '@eventsite/core';
import type { SeatingWorkbookTexts } from '@eventsite/core/export/build-seating-workbook';

/** The printed words of the table plan and the cards, in the language they are printed in. */
export interface SeatingPrintTexts {
  plan: string;
  guests: string;
  table: string;
  seats: (count: number) => string;
  /** The place card's line under the name: 'Bord 4', or the table's own name when it is not a number. */
  atTable: (table: string) => string;
}

const isNumber = (name: string) => /^\d{1,4}$/.test(name.trim());

export const SEATING_PRINT_TEXTS: Record<InterfaceLanguage, SeatingPrintTexts> = {
  sv: {
    plan: 'Bordsplacering',
    guests: 'Gäster',
    table: 'Bord',
    seats: (count) => `${count} ${count === 1 ? 'plats' : 'platser'}`,
    atTable: (table) => (isNumber(table) ? `Bord ${table}` : table),
  },
  en: {
    plan: 'Seating plan',
    guests: 'Guests',
    table: 'Table',
    seats: (count) => `${count} ${count === 1 ? 'seat' : 'seats'}`,
    atTable: (table) => (isNumber(table) ? `Table ${table}` : table),
  },
  da: {
    plan: 'Bordplan',
    guests: 'Gæster',
    table: 'Bord',
    seats: (count) => `${count} ${count === 1 ? 'plads' : 'pladser'}`,
    atTable: (table) => (isNumber(table) ? `Bord ${table}` : table),
  },
};

/** Whether a table's name is a bare number, which its card prints under the word 'Table'. */
export const tableNameIsNumber = isNumber;

export const SEATING_WORKBOOK_TEXTS: Record<InterfaceLanguage, SeatingWorkbookTexts> = {
  sv: {
    overviewSheet: 'Översikt',
    table: 'Bord',
    seats: 'Platser',
    guests: 'Gäster',
    name: 'Namn',
    party: 'Sällskap',
    diets: 'Specialkost',
    joinDiets: (diets) => diets.join('; '),
  },
  en: {
    overviewSheet: 'Overview',
    table: 'Table',
    seats: 'Seats',
    guests: 'Guests',
    name: 'Name',
    party: 'Party',
    diets: 'Special diets',
    joinDiets: (diets) => diets.join('; '),
  },
  da: {
    overviewSheet: 'Oversigt',
    table: 'Bord',
    seats: 'Pladser',
    guests: 'Gæster',
    name: 'Navn',
    party: 'Selskab',
    diets: 'Særlig kost',
    joinDiets: (diets) => diets.join('; '),
  },
};
