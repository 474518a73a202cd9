import { describe, expect, it } from 'vitest';
import { kebabCaseOf } from './module-editors';

describe('the module edit dialogs', () => {
  it('are found by the kebab-case name of their module type', () => {
    expect(kebabCaseOf('ImageAndText')).toBe('image-and-text');
    expect(kebabCaseOf('TextAndImageList')).toBe('text-and-image-list');
    expect(kebabCaseOf('Rsvp')).toBe('rsvp');
    expect(kebabCaseOf('Speech2')).toBe('speech2');
    expect(kebabCaseOf('ImageGallery')).toBe('image-gallery');
  });
});
