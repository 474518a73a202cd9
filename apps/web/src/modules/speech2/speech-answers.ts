import { DEFAULT_SPEECH_MINUTES, type SpeechNeed } from '@eventsite/core/constants/speeches';
import type { SpeechSignupInput } from '@eventsite/core/api/speeches';

/** What a guest has filled in of the sign-up so far; `slot` null = no preference. */
export interface SpeechAnswers {
  name: string;
  relation: string;
  minutes: number;
  slot: string | null;
  needs: SpeechNeed[];
  songTitle: string;
  note: string;
  mail: string;
  phone: string;
}

export const emptySpeechAnswers: SpeechAnswers = {
  name: '',
  relation: '',
  minutes: DEFAULT_SPEECH_MINUTES,
  slot: null,
  needs: [],
  songTitle: '',
  note: '',
  mail: '',
  phone: '',
};

/**
 * The sign-up as `POST /api/speeches/{siteId}/v2` takes it (`speechSignupSchema`): trimmed, the song's title
 * only with song sheets, and the personal link's token when the page was opened with one.
 */
export function speechOf(answers: SpeechAnswers, householdToken: string | null): SpeechSignupInput {
  const songSheets = answers.needs.includes('songSheets');
  return {
    name: answers.name.trim(),
    relation: answers.relation.trim(),
    minutes: answers.minutes,
    slot: answers.slot,
    needs: answers.needs,
    songTitle: songSheets ? answers.songTitle.trim() : '',
    note: answers.note.trim(),
    mail: answers.mail.trim(),
    phone: answers.phone.trim(),
    ...(householdToken === null ? {} : { householdToken }),
  };
}
