import { moduleTextReader } from '../shared/module-text-reader';

/** The words the programme adds around the owner's texts, in the site language (see `moduleTextReader`). */
const SCHEDULE_TEXTS = {
  scheduleEmpty: {
    sv: 'Lägg till programmets första punkt, till exempel vigseln',
    en: 'Add the first event of the programme, for example the ceremony',
    da: 'Tilføj programmets første punkt, for eksempel vielsen',
  },
  dressCode: { sv: 'Klädsel: {dressCode}', en: 'Dress code: {dressCode}', da: 'Påklædning: {dressCode}' },
  openMap: {
    sv: 'Öppna {address} i kartor (ny flik)',
    en: 'Open {address} in maps (new tab)',
    da: 'Åbn {address} i kort (ny fane)',
  },
  addEvent: { sv: 'Lägg till i kalendern', en: 'Add to calendar', da: 'Føj til kalender' },
  addProgramme: {
    sv: 'Lägg hela programmet i kalendern',
    en: 'Add the whole programme to your calendar',
    da: 'Føj hele programmet til kalenderen',
  },
  invitedOnly: { sv: 'Endast inbjudna', en: 'Invited guests only', da: 'Kun inviterede' },
} as const;

export const scheduleText = moduleTextReader(SCHEDULE_TEXTS);
