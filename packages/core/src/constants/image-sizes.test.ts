import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_SELECTED_IMAGE_SIZE,
  DEMO_IMAGE_SIZES,
  IMAGE_SIZE_HINTS,
  MAX_IMAGE_UPLOAD_BYTES,
  USER_SELECTED_IMAGE_SIZES,
} from './image-sizes';

describe('image sizes (001 §9, 002 §9)', () => {
  it('hints the shown widths', () => {
    expect(IMAGE_SIZE_HINTS).toEqual({
      giftItem: { widthPx: 220 },
      listItem: { widthPx: 220 },
      galleryItem: { widthPx: 600, fromViewportWidthPx: 750 },
      locationImage: { widthPx: 650, fromViewportWidthPx: 750 },
      imageAndText: { widthPx: 968 },
    });
  });

  it('stores demo images at 1600, 1200, 800 and 600', () => {
    expect(DEMO_IMAGE_SIZES).toEqual([1600, 1200, 800, 600]);
  });

  it('makes module images MEDIUM by default', () => {
    expect(USER_SELECTED_IMAGE_SIZES).toEqual(['SMALL', 'MEDIUM', 'LARGE']);
    expect(DEFAULT_USER_SELECTED_IMAGE_SIZE).toBe('MEDIUM');
  });

  it('accepts uploads up to 20 MB', () => {
    expect(MAX_IMAGE_UPLOAD_BYTES).toBe(20971520);
  });
});
