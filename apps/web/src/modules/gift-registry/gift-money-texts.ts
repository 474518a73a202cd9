import { GIFT_MONEY_TEXTS as SHARED_GIFT_MONEY_TEXTS } from '@eventsite/core/constants/gift-money-texts';
import { moduleTextReader } from '../shared/module-text-reader';

/**
 * The words of money gifts and group gifts (issue 37), in the site language (see `moduleTextReader`). Apart
 * from the registry's other words, so they travel with the registry's own chunk, not the page's first load.
 */
const GIFT_MONEY_TEXTS = {
  copyNumber: { sv: 'Kopiera numret', en: 'Copy the number', da: 'Kopiér nummeret' },
  numberCopied: { sv: 'Numret är kopierat', en: 'The number is copied', da: 'Nummeret er kopieret' },
  shares: {
    sv: '{count} andelar à {price}',
    en: '{count} shares of {price}',
    da: '{count} andele à {price}',
  },
  share: { sv: '1 andel à {price}', en: '1 share of {price}', da: '1 andel à {price}' },
  sharesLeft: { sv: '{left} kvar', en: '{left} left', da: '{left} tilbage' },
  noPaymentNumber: {
    sv: 'Lägg till ert Swish-nummer i önskelistans inställningar, så kan gästerna swisha.',
    en: 'Add your Swish or MobilePay number in the registry’s settings so guests can pay.',
    da: 'Tilføj jeres MobilePay-nummer i ønskelistens indstillinger, så gæsterne kan betale.',
  },
  reportLoadFailed: {
    sv: 'Det gick inte att öppna formuläret',
    en: 'The form could not be opened',
    da: 'Formularen kunne ikke åbnes',
  },
  reportFailed: {
    sv: 'Det gick inte att skicka',
    en: 'It could not be sent',
    da: 'Det kunne ikke sendes',
  },
  payShares: { sv: 'Betala dina andelar', en: 'Pay your shares', da: 'Betal dine andele' },
  sharesReserved: {
    sv: 'Tack! Andelarna är reserverade åt dig. Betala dem direkt till värdarna:',
    en: 'Thank you! The shares are reserved for you. Pay them straight to the hosts:',
    da: 'Tak! Andelene er reserveret til dig. Betal dem direkte til værterne:',
  },
  reserveFrom: { sv: 'Från (valfritt)', en: 'From (optional)', da: 'Fra (valgfri)' },
  reserveFromHint: {
    sv: 'Ditt namn, så vet värdarna vem de ska tacka.',
    en: 'Your name, so the hosts know whom to thank.',
    da: 'Dit navn, så værterne ved, hvem de skal takke.',
  },
  sharesTotal: {
    sv: '{count} × {price} = {total}',
    en: '{count} × {price} = {total}',
    da: '{count} × {price} = {total}',
  },
  ...SHARED_GIFT_MONEY_TEXTS,
} as const;

export const giftMoneyText = moduleTextReader(GIFT_MONEY_TEXTS);
