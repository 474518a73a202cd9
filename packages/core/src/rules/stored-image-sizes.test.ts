import { describe, expect, it } from 'vitest';
import { headerModuleSchema, imageAndTextModuleSchema, locationModuleSchema } from '../schemas/site-modules';
import { storedImageWidths } from './stored-image-sizes';

describe('storedImageWidths (002 §9)', () => {
  it('stores a large photo at 1600, 1200, 800 and 600', () => {
    expect(storedImageWidths(4000)).toEqual([1600, 1200, 800, 600]);
    expect(storedImageWidths(1600)).toEqual([1600, 1200, 800, 600]);
  });

  it('never enlarges, and keeps a smaller image’s own width as its widest size', () => {
    expect(storedImageWidths(1000)).toEqual([1000, 800, 600]);
    expect(storedImageWidths(800)).toEqual([800, 600]);
    expect(storedImageWidths(320)).toEqual([320]);
  });
});

describe('size choice of a new module image (002 §2.5, §4, §9)', () => {
  it('is MEDIUM unless the owner chose another', () => {
    const common = { id: 'module-1' };
    expect(headerModuleSchema.parse({ ...common, siteModuleType: 'Header' }).userSelectedImageSize).toBe(
      'MEDIUM',
    );
    expect(
      imageAndTextModuleSchema.parse({ ...common, siteModuleType: 'ImageAndText' }).userSelectedImageSize,
    ).toBe('MEDIUM');
    expect(
      locationModuleSchema.parse({ ...common, siteModuleType: 'Location', userSelectedImageSize: 'LARGE' })
        .userSelectedImageSize,
    ).toBe('LARGE');
  });
});
