import { describe, expect, it } from 'vitest';
import {
  PRINT_LAYOUT_POSITIONS,
  PRINT_LAYOUTS,
  PRINT_POSITION_CONTENT_TYPES,
  PRINT_PRIMARY_IMAGE_ASPECT_RATIO,
} from './print-layouts';

describe('print layouts (002 §3)', () => {
  it('places GENESIS content', () => {
    expect(PRINT_LAYOUT_POSITIONS.GENESIS).toEqual({
      1: ['welcomeText', 'names', 'dateAndLocationLong', 'websiteInfo'],
      2: ['textAtQR', 'qr'],
    });
  });

  it('places PHOTO_CLEAN and the photo layouts', () => {
    expect(PRINT_LAYOUT_POSITIONS.PHOTO_CLEAN[1]).toEqual([
      'primaryImage',
      'title',
      'names',
      'dateAndLocation',
    ]);
    expect(PRINT_LAYOUT_POSITIONS.TEXT_ON_PHOTO[1]).toEqual(['primaryImage', 'title', 'dateAndLocation']);
    expect(PRINT_LAYOUT_POSITIONS.TEXT_ON_PHOTO_GRADIENT).toEqual(PRINT_LAYOUT_POSITIONS.TEXT_ON_PHOTO);
  });

  it('puts the QR code on page 2 of every layout', () => {
    for (const layout of PRINT_LAYOUTS) expect(PRINT_LAYOUT_POSITIONS[layout][2]).toEqual(['textAtQR', 'qr']);
  });

  it('holds an image at primaryImage and a QR code at qr', () => {
    expect(PRINT_POSITION_CONTENT_TYPES.primaryImage).toBe('image');
    expect(PRINT_POSITION_CONTENT_TYPES.qr).toBe('qr');
    expect(PRINT_POSITION_CONTENT_TYPES.names).toBe('text');
  });

  it('uses the primary image ratios of 002 §9', () => {
    expect(PRINT_PRIMARY_IMAGE_ASPECT_RATIO).toEqual({
      PHOTO_CLEAN: 1.1,
      TEXT_ON_PHOTO: 460 / 635,
      TEXT_ON_PHOTO_GRADIENT: 460 / 635,
    });
  });
});
