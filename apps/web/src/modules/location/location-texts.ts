import { moduleTextReader } from '../shared/module-text-reader';

/** The words the place and time adds around the owner's texts, in the site language (see `moduleTextReader`). */
const LOCATION_TEXTS = {
  locationEmpty: {
    sv: 'Skriv in en plats så visas en karta här',
    en: 'Enter a place and a map shows here',
    da: 'Skriv et sted, så vises et kort her',
  },
  openMap: {
    sv: 'Öppna {location} i kartor (ny flik)',
    en: 'Open {location} in maps (new tab)',
    da: 'Åbn {location} i kort (ny fane)',
  },
} as const;

export const locationText = moduleTextReader(LOCATION_TEXTS);
