/** The greeting a personal link's RSVP shows above its household's forms, by site language. */
const GREETINGS: Record<string, string> = {
  sv: 'Inbjudan till {name}',
  en: 'Invitation for {name}',
  da: 'Invitation til {name}',
  no: 'Invitasjon til {name}',
};

/** 'Invitation for The Berg family', in the site's language (English for a language without its own). */
export function householdGreeting(householdName: string, siteLanguage: string): string {
  return (GREETINGS[siteLanguage] ?? GREETINGS.en ?? '').replace('{name}', householdName);
}
