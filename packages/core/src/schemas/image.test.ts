import { describe, expect, it } from 'vitest';
import { cropImageRequestSchema, cropRectangleSchema, imageSchema, savedMapImageSchema } from './image';

const upload = { path: '/uploads/site-1/', fileName: 'a1b2.jpg' };

describe('imageSchema (000 §3, 002 §3)', () => {
  it('defaults the flags, sizes and original name', () => {
    expect(imageSchema.parse(upload)).toEqual({
      ...upload,
      originalName: '',
      temporary: false,
      isDemoImage: false,
      cdn: false,
      sizes: [],
    });
  });

  it('keeps sizes, dimensions and the image before edit', () => {
    const image = {
      ...upload,
      originalName: 'Bröllop.JPG',
      temporary: true,
      isDemoImage: true,
      cdn: true,
      sizes: [{ size: 1600, fileName: 'a1b2-1600.jpg', _id: 'x1' }],
      width: 4000,
      height: 3000,
      imageBeforeEdit: {
        path: '/uploads/site-1/',
        fileName: 'orig.jpg',
        sizes: [{ size: 800, fileName: 'orig-800.jpg' }],
      },
    };
    expect(imageSchema.parse(image)).toEqual(image);
  });

  it('rejects paths that could point elsewhere', () => {
    for (const path of ['//evil.example/', 'https://evil.example/', '/uploads/../secrets/', '/a b/']) {
      expect(imageSchema.safeParse({ ...upload, path }).success).toBe(false);
    }
    for (const fileName of ['../x.jpg', 'a/b.jpg', '', 'x".jpg']) {
      expect(imageSchema.safeParse({ ...upload, fileName }).success).toBe(false);
    }
  });

  it('bounds sizes and dimensions', () => {
    const sizes = Array.from({ length: 21 }, (_, index) => ({
      size: 100 + index,
      fileName: `s${index}.jpg`,
    }));
    expect(imageSchema.safeParse({ ...upload, sizes }).success).toBe(false);
    expect(imageSchema.safeParse({ ...upload, width: 0 }).success).toBe(false);
    expect(imageSchema.safeParse({ ...upload, width: 1.5 }).success).toBe(false);
  });
});

describe('savedMapImageSchema', () => {
  it('needs only a path and defaults isDemoImage to false', () => {
    expect(savedMapImageSchema.parse({ path: '/maps/1/' })).toEqual({
      path: '/maps/1/',
      isDemoImage: false,
      cdn: false,
    });
  });
});

describe('cropRectangleSchema (002 §5)', () => {
  it('needs a width and a height', () => {
    expect(cropRectangleSchema.safeParse({ x: 0, y: 10.5, width: 100, height: 50 }).success).toBe(true);
    expect(cropRectangleSchema.safeParse({ x: 0, y: 0, width: 0, height: 50 }).success).toBe(false);
    expect(cropRectangleSchema.safeParse({ x: 0, y: 0, width: 10, height: 0 }).success).toBe(false);
    expect(cropRectangleSchema.safeParse({ x: -1, y: 0, width: 10, height: 10 }).success).toBe(false);
  });

  it('is the crop call body with the original name and source', () => {
    const body = {
      originalName: 'a.jpg',
      sourceImageUrl: '/uploads/1/a.jpg',
      crop: { x: 1, y: 2, width: 3, height: 4 },
    };
    expect(cropImageRequestSchema.parse(body)).toEqual(body);
  });
});
