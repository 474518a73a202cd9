/*
 * The words of the public site's own screens (gate, errors, menu, footer). Guests download no message
 * catalogue: these few texts are kept here, in the languages the product speaks; any other site language
 * reads the English ones.
 */

export interface PublicTexts {
  loading: string;
  /** `001` §2: any fetch error other than 401 and 404. */
  fetchFailed: string;
  fetchFailedHint: string;
  reload: string;
  passwordTitle: string;
  passwordLead: string;
  passwordLabel: string;
  passwordSubmit: string;
  /** `001` "Password gate": the answer to a wrong password (401). */
  wrongPassword: string;
  /** `001` "Password gate": any other login error. */
  loginFailed: string;
  /** `001` "Anchors and menu". */
  menu: string;
  languages: string;
  /** `001` §8 "Module crash"; the support address follows it. */
  moduleCrash: string;
  /** `001` §8: a crashed part of the page outside the modules (its bar, its footer). */
  sectionCrashTitle: string;
  sectionCrash: string;
  createdWith: string;
  /** The footer's link to the brand's privacy page (issue 33 item 1). */
  privacy: string;
  /** Said to a browser without JavaScript at the password gate, which logs in by script. */
  passwordNeedsJavaScript: string;
}

const SV: PublicTexts = {
  loading: 'Laddar...',
  fetchFailed: 'Misslyckades att hämta sidan',
  fetchFailedHint: 'Kontrollera din internetanslutning och ladda om sidan.',
  reload: 'Ladda om',
  passwordTitle: 'Välkommen',
  passwordLead: 'Sidan är lösenordsskyddad. Skriv lösenordet du har fått för att komma in.',
  passwordLabel: 'Lösenord',
  passwordSubmit: 'Visa sidan',
  wrongPassword: 'Felaktigt lösenord, försök gärna igen.',
  loginFailed: 'Misslyckades att hämta sidan genom inloggning',
  menu: 'Meny',
  languages: 'Språk',
  moduleCrash:
    'Ett oväntat fel uppstod i den här modulen. Felet har loggats. Ladda om sidan. Om det inte hjälper, kontakta supporten för hjälp.',
  sectionCrashTitle: 'Ett fel uppstod',
  sectionCrash: 'Den här delen av sidan kunde inte visas. Felet har loggats. Ladda om sidan.',
  createdWith: 'Skapad med',
  privacy: 'Integritetspolicy',
  passwordNeedsJavaScript: 'För att logga in behöver du slå på JavaScript i webbläsaren.',
};

const EN: PublicTexts = {
  loading: 'Loading...',
  fetchFailed: 'Failed to fetch the site',
  fetchFailedHint: 'Check your internet connection and reload the page.',
  reload: 'Reload',
  passwordTitle: 'Welcome',
  passwordLead: 'This site is password protected. Enter the password you were given to come in.',
  passwordLabel: 'Password',
  passwordSubmit: 'Show the site',
  wrongPassword: 'Invalid password, please try again.',
  loginFailed: 'Failed to fetch the site by logging in',
  menu: 'Menu',
  languages: 'Languages',
  moduleCrash:
    'An unexpected error occurred in this module. The error has been logged. Reload the page. If this does not help, contact support for help.',
  sectionCrashTitle: 'An error occurred',
  sectionCrash: 'This part of the page could not be shown. The error has been logged. Reload the page.',
  createdWith: 'Made with',
  privacy: 'Privacy policy',
  passwordNeedsJavaScript: 'To log in, please turn on JavaScript in your browser.',
};

const DA: PublicTexts = {
  loading: 'Indlæser...',
  fetchFailed: 'Kunne ikke hente siden',
  fetchFailedHint: 'Tjek din internetforbindelse, og genindlæs siden.',
  reload: 'Genindlæs',
  passwordTitle: 'Velkommen',
  passwordLead:
    'Siden er beskyttet med en adgangskode. Skriv den adgangskode, du har fået, for at komme ind.',
  passwordLabel: 'Adgangskode',
  passwordSubmit: 'Vis siden',
  wrongPassword: 'Forkert adgangskode, prøv gerne igen.',
  loginFailed: 'Kunne ikke hente siden ved at logge ind',
  menu: 'Menu',
  languages: 'Sprog',
  moduleCrash:
    'Der opstod en uventet fejl i dette modul. Fejlen er blevet logget. Genindlæs siden. Hvis det ikke hjælper, så kontakt support for at få hjælp.',
  sectionCrashTitle: 'En fejl opstod',
  sectionCrash: 'Denne del af siden kunne ikke vises. Fejlen er blevet logget. Genindlæs siden.',
  createdWith: 'Lavet med',
  privacy: 'Privatlivspolitik',
  passwordNeedsJavaScript: 'For at logge ind skal du slå JavaScript til i browseren.',
};

const TEXTS: Readonly<Record<string, PublicTexts>> = { sv: SV, en: EN, da: DA };

/** The texts of a site or interface language; languages without their own read English. */
export function publicTexts(language: string): PublicTexts {
  return TEXTS[language] ?? EN;
}
