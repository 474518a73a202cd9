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

/**
 * What a new thank-you card says (issue 37 item 4): a thank-you on the front under the couple's photo, and
 * on the back a short warm note signed with their names, read as it is.
 */
export const PRINT_THANK_YOU_TEXTS: Readonly<Record<InterfaceLanguage, Record<PrintTextPosition, string>>> = {
  sv: {
    welcomeText: 'Tack!',
    names: 'Anna & Erik',
    dateAndLocationLong: '14 juni 2031\nGöteborg',
    websiteInfo: 'Bilderna från dagen finns på vår bröllopssida',
    title: 'Tack!',
    dateAndLocation: '14 juni 2031 · Göteborg',
    textAtQR:
      'Tack för att ni firade med oss!\n\nEr närvaro, era ord och era gåvor gjorde vår dag till ett minne för livet. Vi är så glada att ni var där.\n\nVarma hälsningar,\nAnna & Erik',
  },
  en: {
    welcomeText: 'Thank you!',
    names: 'Anna & Erik',
    dateAndLocationLong: '14 June 2031\nGothenburg',
    websiteInfo: 'The photos from the day are on our wedding website',
    title: 'Thank you!',
    dateAndLocation: '14 June 2031 · Gothenburg',
    textAtQR:
      'Thank you for celebrating with us!\n\nYour presence, your words and your gifts made our day a memory for life. We are so happy you were there.\n\nWith love,\nAnna & Erik',
  },
  da: {
    welcomeText: 'Tak!',
    names: 'Anna & Erik',
    dateAndLocationLong: '14. juni 2031\nKøbenhavn',
    websiteInfo: 'Billederne fra dagen ligger på vores bryllupsside',
    title: 'Tak!',
    dateAndLocation: '14. juni 2031 · København',
    textAtQR:
      'Tak fordi I fejrede dagen med os!\n\nJeres nærvær, jeres ord og jeres gaver gjorde vores dag til et minde for livet. Vi er så glade for, at I var der.\n\nKærlige hilsner,\nAnna & Erik',
  },
};
