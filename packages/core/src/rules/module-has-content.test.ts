import { describe, expect, it } from 'vitest';
import { siteModuleSchema, type SiteModuleInput } from '../schemas/site-modules';
import { moduleHasContent, showsEventLogo } from './module-has-content';

const has = (input: SiteModuleInput, eventLogo = false) =>
  moduleHasContent(siteModuleSchema.parse(input), { language: 'sv', eventLogo });

describe('moduleHasContent', () => {
  it('finds nothing in an empty header, unless the event logo shows', () => {
    expect(has({ id: 'h', siteModuleType: 'Header' })).toBe(false);
    expect(has({ id: 'h', siteModuleType: 'Header' }, true)).toBe(true);
    expect(has({ id: 'h', siteModuleType: 'Header', secondLine: { sv: '14 juni' } })).toBe(true);
  });

  it('finds nothing in a video without a usable id, even with a title', () => {
    const video = (videoUrl: string): SiteModuleInput => ({
      id: 'v',
      siteModuleType: 'Video',
      title: { sv: 'Film' },
      video: { videoUrl },
    });
    expect(has(video('https://youtu.be/short'))).toBe(false);
    expect(has(video('https://youtu.be/dQw4w9WgXcQ'))).toBe(true);
  });

  it('finds nothing in empty lists; a countdown with a date, the forms and the seating search always show', () => {
    expect(has({ id: 'l', siteModuleType: 'PeopleList', title: { sv: 'Vi' } })).toBe(false);
    expect(has({ id: 'c', siteModuleType: 'Countdown', countdownDate: '2030-06-14T15:00' })).toBe(true);
    expect(has({ id: 'f', siteModuleType: 'Form' })).toBe(true);
    expect(has({ id: 's', siteModuleType: 'Seating' })).toBe(true);
  });

  it('reads texts in the language in use, with the usual fallback', () => {
    expect(has({ id: 't', siteModuleType: 'Text', title: { en: 'Hello' } })).toBe(true);
    expect(has({ id: 't', siteModuleType: 'Text' })).toBe(false);
  });
});

describe('showsEventLogo', () => {
  it('shows a set logo on the wedding brand only', () => {
    expect(showsEventLogo({ eventLogo: { name: 'HandDrawnHeart' } }, 'wedding')).toBe(true);
    expect(showsEventLogo({ eventLogo: { name: 'HandDrawnHeart' } }, 'party')).toBe(false);
    expect(showsEventLogo({ eventLogo: null }, 'wedding')).toBe(false);
  });
});
