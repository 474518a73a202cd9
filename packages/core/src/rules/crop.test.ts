import { describe, expect, it } from 'vitest';
import { imageSchema } from '../schemas/image';
import { clampCrop, cropNudgeStep, cropSourceOf, defaultCrop, revertCrop } from './crop';

const PHOTO = { width: 4000, height: 3000 };

describe('clampCrop (002 §5)', () => {
  it('keeps a crop that lies inside the image, its edges on whole pixels', () => {
    expect(clampCrop({ x: 10.4, y: 20.6, width: 100.2, height: 50 }, PHOTO)).toEqual({
      x: 10,
      y: 21,
      width: 101,
      height: 50,
    });
  });

  it('keeps x + width and y + height inside the natural image', () => {
    const clamped = clampCrop({ x: 3900, y: 2500, width: 500, height: 900 }, PHOTO);
    expect(clamped).toEqual({ x: 3900, y: 2500, width: 100, height: 500 });
    expect(clampCrop({ x: 0, y: 0, width: 9999, height: 9999 }, PHOTO)).toEqual({
      x: 0,
      y: 0,
      ...PHOTO,
    });
  });

  it('refuses a crop with nothing left inside the image', () => {
    expect(clampCrop({ x: 4000, y: 0, width: 10, height: 10 }, PHOTO)).toBeNull();
    expect(clampCrop({ x: 0, y: 3000.2, width: 10, height: 10 }, PHOTO)).toBeNull();
    expect(clampCrop({ x: 5, y: 5, width: 0.3, height: 10 }, PHOTO)).toBeNull();
    expect(clampCrop({ x: 5, y: 5, width: 10, height: 0.2 }, PHOTO)).toBeNull();
  });
});

describe('defaultCrop (002 §5, §9)', () => {
  it('is 90 % of the width, centred, with the chosen ratio', () => {
    expect(defaultCrop(PHOTO, 16 / 9)).toEqual({ x: 200, y: 487.5, width: 3600, height: 2025 });
  });

  it('keeps the image’s shape for a free crop', () => {
    expect(defaultCrop(PHOTO, null)).toEqual({ x: 200, y: 150, width: 3600, height: 2700 });
  });

  it('takes 90 % of the height when the ratio is taller than the image', () => {
    const crop = defaultCrop(PHOTO, 3 / 4);
    expect(crop).toEqual({ x: 987.5, y: 150, width: 2025, height: 2700 });
    expect(crop.y + crop.height).toBeLessThanOrEqual(PHOTO.height);
    expect(defaultCrop({ width: 1000, height: 1000 }, 1)).toEqual({ x: 50, y: 50, width: 900, height: 900 });
  });
});

describe('cropNudgeStep (002 §9)', () => {
  it('moves 1 px, 10 px with Shift and 100 px with Alt', () => {
    expect(cropNudgeStep({ shiftKey: false, altKey: false })).toBe(1);
    expect(cropNudgeStep({ shiftKey: true, altKey: false })).toBe(10);
    expect(cropNudgeStep({ shiftKey: false, altKey: true })).toBe(100);
  });
});

describe('cropSourceOf and revertCrop (002 §4 "Image editor")', () => {
  const original = imageSchema.parse({
    path: '/images/uploads/site-1/',
    fileName: 'a.jpg',
    originalName: 'semester.jpg',
    width: 4000,
    height: 3000,
    sizes: [{ size: 1600, fileName: 'a-1600.jpg' }],
  });
  const cropped = imageSchema.parse({
    ...original,
    fileName: 'b.jpg',
    width: 2000,
    height: 1000,
    sizes: [{ size: 1600, fileName: 'b-1600.jpg' }],
    imageBeforeEdit: {
      path: original.path,
      fileName: 'a.jpg',
      sizes: original.sizes,
      width: 4000,
      height: 3000,
    },
  });

  it('crops an image that was never cropped from itself, and a crop from its original', () => {
    expect(cropSourceOf(original)).toMatchObject({ fileName: 'a.jpg', width: 4000 });
    expect(cropSourceOf(cropped)).toMatchObject({ fileName: 'a.jpg', width: 4000, height: 3000 });
  });

  it('reverts a crop to the original, which then has nothing to revert', () => {
    const reverted = revertCrop(cropped);
    expect(reverted).toMatchObject({ fileName: 'a.jpg', width: 4000, height: 3000, imageBeforeEdit: null });
    expect(reverted?.sizes).toEqual(original.sizes);
    expect(reverted?.originalName).toBe('semester.jpg');
    expect(revertCrop(original)).toBeNull();
  });
});
