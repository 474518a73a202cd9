import { describe, expect, it } from 'vitest';
import type { SpeechSignupView } from '../api/speeches';
import { hostsSeeSpeeches, hostsSpeechesView } from './speech-surprise';

const speech = (id: string, minutes: number): SpeechSignupView => ({
  _id: id,
  name: `Talare ${id}`,
  relation: 'Brudens bror',
  minutes,
  slot: null,
  needs: [],
  songTitle: '',
  note: 'Hemligt',
  mail: '',
  phone: '',
  householdId: null,
  language: 'sv',
  createdAt: '2031-05-01T10:00:00.000Z',
  toastmasterNote: 'Efter förrätten',
});

describe('what the hosts see of the speeches', () => {
  it('in surprise mode: nothing until the day after the site’s date, and never without a date', () => {
    expect(hostsSeeSpeeches(true, '2031-06-14T15:00', '2031-06-14')).toBe(false);
    expect(hostsSeeSpeeches(true, '2031-06-14T15:00', '2031-06-15')).toBe(true);
    expect(hostsSeeSpeeches(true, null, '2099-01-01')).toBe(false);
    expect(hostsSeeSpeeches(false, null, '2031-01-01')).toBe(true);
  });

  it('in surprise mode before the day: the count and the minutes only, no names or notes', () => {
    const view = hostsSpeechesView({
      surprise: true,
      siteDate: '2031-06-14T15:00',
      today: '2031-06-01',
      speeches: [speech('a', 5), speech('b', 3)],
      toastmasters: [],
    });
    expect(view).toEqual({ surprise: true, count: 2, totalMinutes: 8, toastmasters: [] });
    expect(JSON.stringify(view)).not.toContain('Talare');
  });

  it('outside surprise mode, or after the day: the sign-ups too', () => {
    const input = { siteDate: '2031-06-14T15:00', speeches: [speech('a', 5)], toastmasters: [] };
    const open = hostsSpeechesView({ ...input, surprise: false, today: '2031-06-01' });
    expect(open).toMatchObject({ surprise: false, count: 1, totalMinutes: 5 });
    expect(open.surprise === false && open.speeches[0]?.name).toBe('Talare a');
    const after = hostsSpeechesView({ ...input, surprise: true, today: '2031-06-15' });
    expect(after.surprise).toBe(false);
  });
});
