import { moduleTextReader } from '../shared/module-text-reader';

/** The words the countdown adds around the owner's texts, in the site language (see `moduleTextReader`). */
const COUNTDOWN_TEXTS = {
  countdown: { sv: 'Nedräkning', en: 'Countdown', da: 'Nedtælling' },
  addToCalendar: { sv: 'Lägg till i kalendern', en: 'Add to calendar', da: 'Føj til kalender' },
  countdownNoDate: {
    sv: 'Välj datum och tid att räkna ner till',
    en: 'Choose the date and time to count down to',
    da: 'Vælg dato og tidspunkt at tælle ned til',
  },
} as const;

export const countdownText = moduleTextReader(COUNTDOWN_TEXTS);
