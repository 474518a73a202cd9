import { describe, expect, it } from 'vitest';
import { VIDEO_ID_LENGTH, VIDEO_THUMBNAIL_FALLBACK_WIDTH_PX, VIDEO_TYPES } from './video';

describe('video constants (001 §9)', () => {
  it('needs an 11-character id and falls back below 400 px', () => {
    expect(VIDEO_ID_LENGTH).toBe(11);
    expect(VIDEO_THUMBNAIL_FALLBACK_WIDTH_PX).toBe(400);
    expect(VIDEO_TYPES).toEqual(['YouTube']);
  });
});
