import { moduleTextReader } from '../shared/module-text-reader';

/** The words of the seating search, in the site language (see `moduleTextReader`). */
const SEATING_TEXTS = {
  nameLabel: { sv: 'Sök på ditt namn', en: 'Search for your name', da: 'Søg efter dit navn' },
  namePlaceholder: { sv: 'Förnamn eller efternamn', en: 'First or last name', da: 'Fornavn eller efternavn' },
  search: { sv: 'Sök', en: 'Search', da: 'Søg' },
  tooShort: {
    sv: 'Skriv minst två bokstäver av namnet.',
    en: 'Type at least two letters of the name.',
    da: 'Skriv mindst to bogstaver af navnet.',
  },
  notShown: {
    sv: 'Bordsplaceringen visas här på festdagen.',
    en: 'The seating plan will be shown here on the day.',
    da: 'Bordplanen vises her på festdagen.',
  },
  noMatch: {
    sv: 'Vi hittade ingen som heter ”{name}”. Prova med bara förnamnet eller efternamnet.',
    en: 'We found no one called “{name}”. Try just the first or last name.',
    da: 'Vi fandt ingen, der hedder »{name}«. Prøv med kun fornavnet eller efternavnet.',
  },
  moreMatches: {
    sv: 'Fler namn passar. Skriv mer av namnet för att hitta rätt.',
    en: 'More names match. Type more of the name to find the right one.',
    da: 'Flere navne passer. Skriv mere af navnet for at finde det rigtige.',
  },
  failed: {
    sv: 'Sökningen fungerar inte just nu. Försök igen om en stund.',
    en: 'The search is not working right now. Please try again in a moment.',
    da: 'Søgningen virker ikke lige nu. Prøv igen om lidt.',
  },
  needsJavaScript: {
    sv: 'För att söka behöver du slå på JavaScript i webbläsaren.',
    en: 'To search, please turn on JavaScript in your browser.',
    da: 'For at søge skal du slå JavaScript til i browseren.',
  },
  editNote: {
    sv: 'Gästerna söker här på sitt namn och ser sitt bord, när du har publicerat bordsplaceringen.',
    en: 'Guests search for their name here and see their table, once you publish the seating plan.',
    da: 'Gæsterne søger her på deres navn og ser deres bord, når du har offentliggjort bordplanen.',
  },
} as const;

export const seatingText = moduleTextReader(SEATING_TEXTS);
