import { RSVP_NO_WORDS, RSVP_YES_WORDS } from '../constants/rsvp';

export type YesOrNo = 'yes' | 'no';

/** Lower case, punctuation dropped, spaces collapsed: 'Nej, tyvärr.' and 'nej tyvärr' read the same. */
export function normalizeAnswerText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\p{P}+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

const YES = new Set(RSVP_YES_WORDS.map(normalizeAnswerText));
const NO = new Set(RSVP_NO_WORDS.map(normalizeAnswerText));

/**
 * Whether an answer is one of the recognised yes or no words of the answers chart (`002` §9), ignoring case
 * and punctuation ('JA!', 'Ja.', 'Nej, tyvärr'); anything else is neither.
 */
export function recognizeYesOrNo(text: string | null | undefined): YesOrNo | null {
  if (typeof text !== 'string') return null;
  const normalized = normalizeAnswerText(text);
  if (YES.has(normalized)) return 'yes';
  if (NO.has(normalized)) return 'no';
  return null;
}
