import type { OwnerSpeechesResponse, SpeechSignupView, ToastmasterStatus } from '../api/speeches';
import { addDays } from './calendar-days';

/**
 * Whether the hosts may see who signed up and what (issue 36 item 3): always outside surprise mode; in
 * surprise mode only from the day after the site's date ('YYYY-MM-DDTHH:mm'), when there is nothing left to
 * spoil. A site without a date keeps the surprise. `today` is 'YYYY-MM-DD' on the market's calendar.
 */
export function hostsSeeSpeeches(surprise: boolean, siteDate: string | null, today: string): boolean {
  if (!surprise) return true;
  return siteDate !== null && today >= addDays(siteDate.slice(0, 10), 1);
}

/** What the hosts are shown of a speech module's sign-ups: the count and minutes, and the list when allowed. */
export function hostsSpeechesView(input: {
  surprise: boolean;
  siteDate: string | null;
  today: string;
  speeches: readonly SpeechSignupView[];
  toastmasters: readonly ToastmasterStatus[];
}): OwnerSpeechesResponse {
  const count = input.speeches.length;
  const totalMinutes = input.speeches.reduce((sum, speech) => sum + speech.minutes, 0);
  const toastmasters = [...input.toastmasters];
  return hostsSeeSpeeches(input.surprise, input.siteDate, input.today)
    ? { surprise: false, count, totalMinutes, toastmasters, speeches: [...input.speeches] }
    : { surprise: true, count, totalMinutes, toastmasters };
}
