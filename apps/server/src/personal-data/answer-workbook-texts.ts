import type { InterfaceLanguage } from '@eventsite/core';
import type { AnswersWorkbookInput } from '@eventsite/core/export/build-answers-workbook';

/** The answers screen's export texts (`answers.export.*` in the web catalogues), for the account's export. */
export const ANSWER_WORKBOOK_TEXTS: Record<InterfaceLanguage, AnswersWorkbookInput['texts']> = {
  sv: {
    answersSheet: 'OSA-svar',
    countsSheet: 'Antal per fråga',
    date: 'Datum',
    language: 'Språk',
    party: 'Sällskap',
    question: 'Fråga',
    answer: 'Svar',
    count: 'Antal',
    noAnswer: 'Inget svar',
  },
  en: {
    answersSheet: 'RSVP answers',
    countsSheet: 'Counts per question',
    date: 'Date',
    language: 'Language',
    party: 'Party',
    question: 'Question',
    answer: 'Answer',
    count: 'Count',
    noAnswer: 'No answer',
  },
  da: {
    answersSheet: 'Tilmeldinger',
    countsSheet: 'Antal per spørgsmål',
    date: 'Dato',
    language: 'Sprog',
    party: 'Selskab',
    question: 'Spørgsmål',
    answer: 'Svar',
    count: 'Antal',
    noAnswer: 'Intet svar',
  },
};
