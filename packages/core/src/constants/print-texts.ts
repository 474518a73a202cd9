import type { InterfaceLanguage } from './platform';

type Texts = Readonly<Record<InterfaceLanguage, string>>;

/** The print and order messages of `002` §8, verbatim in Swedish, with English and Danish. */
export const PRINT_ERROR_TEXTS = {
  saveFailed: {
    sv: 'Misslyckades att spara tryck',
    en: 'Failed to save print',
    da: 'Kunne ikke gemme tryk',
  },
  updateFailed: {
    sv: 'Misslyckades att uppdatera tryck',
    en: 'Failed to update print',
    da: 'Kunne ikke opdatere tryk',
  },
  fetchFailed: {
    sv: 'Misslyckades att hämta tryck',
    en: 'Failed to fetch print',
    da: 'Kunne ikke hente tryk',
  },
  sitePrintsFetchFailed: {
    sv: 'Misslyckades att hämta tryck tillhörande sida',
    en: 'Failed to fetch the prints of the site',
    da: 'Kunne ikke hente sidens tryk',
  },
  printViewFetchFailed: {
    sv: 'Misslyckades att hämta tryck vid utskrift',
    en: 'Failed to fetch print for printing',
    da: 'Kunne ikke hente tryk til udskrift',
  },
  imageUploadFailed: {
    sv: 'Misslyckades att ladda upp bilden',
    en: 'Failed to upload the image',
    da: 'Kunne ikke uploade billedet',
  },
  cropFailed: {
    sv: 'Misslyckades att beskära bilden',
    en: 'Failed to crop the image',
    da: 'Kunne ikke beskære billedet',
  },
  orderFetchFailed: {
    sv: 'Misslyckades att hämta order',
    en: 'Failed to fetch order',
    da: 'Kunne ikke hente ordre',
  },
  shipmentOptionsFailed: {
    sv: 'Misslyckades att hämta leveransalternativ',
    en: 'Failed to fetch delivery options',
    da: 'Kunne ikke hente leveringsmuligheder',
  },
  /** A printed card that fails to render (`002` §8 "Printed-card rendering errors"). */
  renderFailed: {
    sv: 'Ett oväntat fel uppstod och har loggats. Spara dina senaste ändringar, ladda om sidan eller kontakta support.',
    en: 'An unexpected error occurred and has been logged. Save your latest changes, reload the page or contact support.',
    da: 'Der opstod en uventet fejl, som er blevet logget. Gem dine seneste ændringer, genindlæs siden eller kontakt support.',
  },
} as const satisfies Record<string, Texts>;
