import { moduleTextReader } from '../shared/module-text-reader';

/* Kept out of rsvp-texts: only an RSVP that asks per event loads them, off the guests' first load. */
const ATTENDANCE_TEXTS = {
  legend: {
    sv: 'Vilka delar kommer du på?',
    en: 'Which parts will you come to?',
    da: 'Hvilke dele kommer du til?',
  },
  coming: { sv: 'Kommer', en: 'Coming', da: 'Kommer' },
  notComing: { sv: 'Kommer inte', en: 'Not coming', da: 'Kommer ikke' },
  choiceMissing: {
    sv: 'Svara om du kommer på {event}',
    en: 'Please say whether you are coming to {event}',
    da: 'Svar venligst, om du kommer til {event}',
  },
  comingTo: { sv: 'Kommer på', en: 'Coming to', da: 'Kommer til' },
  comingToNone: {
    sv: 'Kommer inte på något av programmet',
    en: 'Not coming to any part of the programme',
    da: 'Kommer ikke til noget af programmet',
  },
  summaryHeading: { sv: 'Vem kommer på vad', en: 'Who is coming to what', da: 'Hvem kommer til hvad' },
} as const;

export const attendanceText = moduleTextReader(ATTENDANCE_TEXTS);
