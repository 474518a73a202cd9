import { GIFT_RESERVATION_TEXTS } from '@eventsite/core/constants/gift-reservation-texts';
import { moduleTextReader } from '../shared/module-text-reader';

/** The words the gift registry adds around the owner's texts, in the site language (see `moduleTextReader`). */
const GIFT_REGISTRY_TEXTS = {
  giftRegistryEmpty: {
    sv: 'Önskelistan är tom – lägg till den första presenten',
    en: 'The gift registry is empty – add the first gift',
    da: 'Ønskelisten er tom – tilføj den første gave',
  },
  showGiftRegistry: { sv: 'Visa önskelistan', en: 'Show the gift registry', da: 'Vis ønskelisten' },
  readMore: { sv: 'Läs mer', en: 'Read more', da: 'Læs mere' },
  opensInNewTab: { sv: '(öppnas i en ny flik)', en: '(opens in a new tab)', da: '(åbner i en ny fane)' },
  reserveFailed: { sv: 'Misslyckades att reservera', en: 'Failed to reserve', da: 'Kunne ikke reservere' },
  cancelReservationFailed: {
    sv: 'Misslyckades att ta bort reservation',
    en: 'Failed to remove reservation',
    da: 'Kunne ikke fjerne reservationen',
  },
  editModeGift: {
    sv: 'Du kan inte reservera eller ta bort reservationer från granska-läget. För att testa gå till sidans publika adress (samma som gästerna besöker).',
    en: 'You cannot reserve or cancel reservations from preview mode. To test it, go to the site’s public address (the same one the guests visit).',
    da: 'Du kan ikke reservere eller fjerne reservationer fra forhåndsvisningen. For at teste det skal du gå til sidens offentlige adresse (den samme, som gæsterne besøger).',
  },
  cancel: { sv: 'Avbryt', en: 'Cancel', da: 'Annuller' },
  reserve: { sv: 'Reservera', en: 'Reserve', da: 'Reserver' },
  reserveQuantity: { sv: 'Antal att reservera', en: 'Quantity to reserve', da: 'Antal at reservere' },
  quantityRange: { sv: 'Från 1 till {max}', en: 'From 1 to {max}', da: 'Fra 1 til {max}' },
  quantityInvalid: {
    sv: 'Ange ett antal från 1 till {max}',
    en: 'Enter a quantity from 1 to {max}',
    da: 'Angiv et antal fra 1 til {max}',
  },
  ...GIFT_RESERVATION_TEXTS,
  showLargeImage: { sv: 'Visa större bild', en: 'Show larger image', da: 'Vis større billede' },
} as const;

export type GiftRegistryTextKey = keyof typeof GIFT_REGISTRY_TEXTS;

export const giftRegistryText = moduleTextReader(GIFT_REGISTRY_TEXTS);
