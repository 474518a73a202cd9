import { describe, expect, it } from 'vitest';
import { ADDABLE_SITE_MODULE_TYPES, SITE_MODULE_TYPES, siteModuleTypesForBrand } from './module-types';

describe('module types (002 §2.3, §3)', () => {
  it('has the twelve current types plus Speech2', () => {
    expect(SITE_MODULE_TYPES).toHaveLength(15);
    expect(SITE_MODULE_TYPES).toContain('Speech2');
  });

  it('orders the add dialog as the spec lists it, the programme beside the place, the seating after it', () => {
    expect(ADDABLE_SITE_MODULE_TYPES).toEqual([
      'Location',
      'Schedule',
      'Seating',
      'TextAndImageList',
      'ImageAndText',
      'Text',
      'Rsvp',
      'Speech2',
      'Countdown',
      'Header',
      'GiftRegistry',
      'PeopleList',
      'Video',
      'Form',
      'ImageGallery',
    ]);
  });

  it('offers no gift registry or speech to the event brand', () => {
    const event = siteModuleTypesForBrand('event');
    expect(event).not.toContain('GiftRegistry');
    expect(event).not.toContain('Speech2');
    expect(event).toContain('Schedule');
    expect(event).toContain('Seating');
    expect(event).toHaveLength(13);
  });

  it('offers every type to party and wedding', () => {
    expect(siteModuleTypesForBrand('party')).toEqual(ADDABLE_SITE_MODULE_TYPES);
    expect(siteModuleTypesForBrand('wedding')).toEqual(ADDABLE_SITE_MODULE_TYPES);
  });
});
