import type { InterfaceLanguage } from './platform';

/** The text positions of a card that get a default text. */
export type PrintTextPosition =
  'welcomeText' | 'names' | 'dateAndLocationLong' | 'websiteInfo' | 'title' | 'dateAndLocation' | 'textAtQR';

/**
 * What a new card says before the couple writes their own (`002` §4 "Print editor"), per interface
 * language: an invitation that reads well as it is, so the first preview already looks finished.
 */
export const PRINT_DEFAULT_TEXTS: Readonly<Record<InterfaceLanguage, Record<PrintTextPosition, string>>> = {
  sv: {
    welcomeText: 'Välkomna på vårt bröllop',
    names: 'Anna & Erik',
    dateAndLocationLong: 'Lördagen den 14 juni 2031 klockan 15.00\nS:t Johannes kyrka, Göteborg',
    websiteInfo: 'Läs mer och OSA på vår bröllopssida',
    title: 'Vi gifter oss!',
    dateAndLocation: '14 juni 2031 · Göteborg',
    textAtQR: 'Skanna koden för att läsa mer om dagen och OSA senast den 1 maj',
  },
  en: {
    welcomeText: 'You are invited to our wedding',
    names: 'Anna & Erik',
    dateAndLocationLong: 'Saturday 14 June 2031 at 3 pm\nSt John’s Church, Gothenburg',
    websiteInfo: 'Read more and RSVP on our wedding website',
    title: 'We are getting married!',
    dateAndLocation: '14 June 2031 · Gothenburg',
    textAtQR: 'Scan the code to read more about the day and RSVP by 1 May',
  },
  da: {
    welcomeText: 'Velkommen til vores bryllup',
    names: 'Anna & Erik',
    dateAndLocationLong: 'Lørdag den 14. juni 2031 klokken 15.00\nVor Frue Kirke, København',
    websiteInfo: 'Læs mere og svar på vores bryllupsside',
    title: 'Vi skal giftes!',
    dateAndLocation: '14. juni 2031 · København',
    textAtQR: 'Scan koden for at læse mere om dagen og svare senest den 1. maj',
  },
};
