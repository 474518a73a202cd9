import { describe, expect, it } from 'vitest';
import { IMAGE_SIZE_HINTS } from '../constants/image-sizes';
import {
  coverImageSizesAttribute,
  portraitSourceOf,
  imageFileUrl,
  imageSizesAttribute,
  imageSources,
  imageUrl,
} from './image-sources';
import { portraitCrop } from './portrait-crop';

const image = {
  path: '/images/demo/',
  fileName: 'bouquet.jpg',
  cdn: false,
  sizes: [
    { size: 1600, fileName: 'bouquet-1600.jpg' },
    { size: 600, fileName: 'bouquet-600.jpg' },
    { size: 1200, fileName: 'bouquet-1200.jpg' },
    { size: 800, fileName: 'bouquet-800.jpg' },
  ],
};

describe('imageSources (001 §7)', () => {
  it('lists every stored size by width and uses the largest as src', () => {
    expect(imageSources(image)).toEqual({
      src: '/api/images/demo/bouquet-1600.jpg',
      srcSet:
        '/api/images/demo/bouquet-600.jpg 600w, /api/images/demo/bouquet-800.jpg 800w, ' +
        '/api/images/demo/bouquet-1200.jpg 1200w, /api/images/demo/bouquet-1600.jpg 1600w',
    });
  });

  it('falls back to the original file when no sizes are stored', () => {
    expect(imageSources({ ...image, sizes: [] })).toEqual({
      src: '/api/images/demo/bouquet.jpg',
      srcSet: undefined,
    });
  });

  it('adds the original as a 4000w source for older sites', () => {
    const { srcSet } = imageSources({ ...image, sizes: [image.sizes[1]!] }, { legacy: true });
    expect(srcSet).toBe('/api/images/demo/bouquet-600.jpg 600w, /api/images/demo/bouquet.jpg 4000w');
  });

  it('reads a CDN image from the CDN base when one is known', () => {
    const onCdn = { ...image, cdn: true, sizes: [] };
    expect(imageSources(onCdn, { cdnBase: 'https://cdn.example.com/' }).src).toBe(
      'https://cdn.example.com/images/demo/bouquet.jpg',
    );
    expect(imageSources(onCdn).src).toBe('/api/images/demo/bouquet.jpg');
  });

  it('ignores the CDN base for images that are not on the CDN', () => {
    expect(imageFileUrl(image, 'a.jpg', { cdnBase: 'https://cdn.example.com' })).toBe(
      '/api/images/demo/a.jpg',
    );
  });

  it('puts exactly one slash between base, path and file name', () => {
    expect(imageFileUrl({ path: 'uploads/site1' }, 'a.jpg')).toBe('/api/uploads/site1/a.jpg');
    expect(imageFileUrl({ path: '/uploads//' }, '/a.jpg')).toBe('/api/uploads/a.jpg');
  });

  it('builds the address of a saved map picture, with or without a file name', () => {
    expect(imageUrl({ path: '/images/demo/', fileName: 'map-party-se.png' })).toBe(
      '/api/images/demo/map-party-se.png',
    );
    expect(imageUrl({ path: '/maps/site1/map.png' })).toBe('/api/maps/site1/map.png');
  });
});

describe('imageSizesAttribute (001 §9)', () => {
  it('gives a fixed width for list and gift items and image-and-text', () => {
    expect(imageSizesAttribute(IMAGE_SIZE_HINTS.listItem)).toBe('220px');
    expect(imageSizesAttribute(IMAGE_SIZE_HINTS.giftItem)).toBe('220px');
    expect(imageSizesAttribute(IMAGE_SIZE_HINTS.imageAndText)).toBe('968px');
  });

  it('gives the full viewport below the hint’s viewport width', () => {
    expect(imageSizesAttribute(IMAGE_SIZE_HINTS.galleryItem)).toBe('(min-width: 750px) 600px, 100vw');
    expect(imageSizesAttribute(IMAGE_SIZE_HINTS.locationImage)).toBe('(min-width: 750px) 650px, 100vw');
  });
});

describe('coverImageSizesAttribute', () => {
  it('asks for the width the height draws on screens narrower than the image', () => {
    expect(coverImageSizesAttribute(1600, 1067, 100)).toBe('(max-aspect-ratio: 150/100) 150vh, 100vw');
    expect(coverImageSizesAttribute(1600, 1067, 65)).toBe('(max-aspect-ratio: 97/100) 97vh, 100vw');
  });

  it('falls back to the viewport width when the image’s size is unknown', () => {
    expect(coverImageSizesAttribute(undefined, 1067, 100)).toBe('100vw');
  });
});

describe('portraitSourceOf (issue 40)', () => {
  it('shows the 3 : 4 crop where the header is narrower than it, drawn its height × 3 / 4 wide', () => {
    // A 65vh header on a 390 × 844 phone is 390 × 549: narrower than 3 : 4 (390 / 844 < 195 / 400).
    expect(portraitSourceOf(65)).toEqual({ media: '(max-aspect-ratio: 195/400)', sizes: '48.75vh' });
    expect(portraitSourceOf(100)).toEqual({ media: '(max-aspect-ratio: 300/400)', sizes: '75vh' });
  });
});

describe('portraitCrop (issue 40)', () => {
  it('takes the full height and a 3 : 4 width around the middle, and nothing of an upright image', () => {
    expect(portraitCrop(1600, 1067)).toEqual({ x: 400, y: 0, width: 800, height: 1067 });
    expect(portraitCrop(1000, 500)).toEqual({ x: 313, y: 0, width: 375, height: 500 });
    expect(portraitCrop(1600, 2400)).toBeNull();
  });
});
