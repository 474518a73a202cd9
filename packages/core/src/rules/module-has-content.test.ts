import { describe, expect, it } from 'vitest';
import { siteModuleSchema, type SiteModuleInput } from '../schemas/site-modules';
import { moduleHasContent, showsEventLogo } from './module-has-content';

const paragraph = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});

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

  it('finds nothing in empty lists; a countdown with a date, the RSVP and the seating search always show', () => {
    expect(has({ id: 'l', siteModuleType: 'PeopleList', title: { sv: 'Vi' } })).toBe(false);
    expect(has({ id: 'c', siteModuleType: 'Countdown', countdownDate: '2030-06-14T15:00' })).toBe(true);
    expect(has({ id: 'r', siteModuleType: 'Rsvp' })).toBe(true);
    expect(has({ id: 's', siteModuleType: 'Seating' })).toBe(true);
  });

  it('finds nothing in a form without questions: a lone send button asks guests nothing (issue 39 item 7)', () => {
    expect(has({ id: 'f', siteModuleType: 'Form', title: { sv: 'Musikönskemål' } })).toBe(false);
    const question = { id: 'q', formElementType: 'ShortText' as const, label: { sv: 'Låt' } };
    expect(has({ id: 'f', siteModuleType: 'Form', form: { formElements: [question] } })).toBe(true);
  });

  it('finds nothing in an image and text or a place with only a title: no title-only band (issue 39 item 7)', () => {
    expect(has({ id: 'i', siteModuleType: 'ImageAndText', title: { sv: 'Om oss' } })).toBe(false);
    expect(has({ id: 'p', siteModuleType: 'Location', title: { sv: 'Vigseln' } })).toBe(false);
    expect(
      has({ id: 'p', siteModuleType: 'Location', title: { sv: 'Vigseln' }, secondTitle: { sv: 'Kl. 15' } }),
    ).toBe(true);
    expect(has({ id: 'p', siteModuleType: 'Location', map: { location: 'Visby' } })).toBe(true);
    expect(has({ id: 'i', siteModuleType: 'ImageAndText', text: { sv: paragraph('På en buss.') } })).toBe(
      true,
    );
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
