import type { InterfaceLanguage } from '@eventsite/core';
import type { GiftsWorkbookTexts } from '@eventsite/core/export/build-gifts-workbook';

/** The thank-you list's download (`gifts.xlsx`) in the owner's language. */
export const GIFTS_WORKBOOK_TEXTS: Record<InterfaceLanguage, GiftsWorkbookTexts> = {
  sv: {
    sheet: 'Gåvor',
    household: 'Hushåll',
    from: 'Från',
    what: 'Gåva',
    amount: 'Belopp (kr)',
    greeting: 'Hälsning',
    thanked: 'Tackat',
    note: 'Anteckning',
    yes: 'Ja',
    quantity: (count) => `× ${count}`,
  },
  en: {
    sheet: 'Gifts',
    household: 'Household',
    from: 'From',
    what: 'Gift',
    amount: 'Amount (kr)',
    greeting: 'Greeting',
    thanked: 'Thanked',
    note: 'Note',
    yes: 'Yes',
    quantity: (count) => `× ${count}`,
  },
  da: {
    sheet: 'Gaver',
    household: 'Husstand',
    from: 'Fra',
    what: 'Gave',
    amount: 'Beløb (kr.)',
    greeting: 'Hilsen',
    thanked: 'Takket',
    note: 'Note',
    yes: 'Ja',
    quantity: (count) => `× ${count}`,
  },
};
