/// <reference types="node" />
// Core is universal, but its tests run in node: this one checks the files the server ships.
// eslint-disable-next-line no-restricted-imports
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '../../../../apps/server/assets/demo-images/manifest.json';
import { DEMO_IMAGE_SIZES } from '../constants/image-sizes';
import { BRANDS, MARKETS } from '../constants/platform';
import { imageSchema, savedMapImageSchema } from '../schemas/image';
import {
  DEMO_IMAGE_NAMES,
  DEMO_IMAGE_PATH,
  DEMO_MAP_NAMES,
  DEMO_MAPS,
  demoImage,
  demoMapImage,
  demoMapName,
  type DemoImageName,
} from './demo-images';

const ASSETS = new URL('../../../../apps/server/assets/demo-images/', import.meta.url);

function fileExists(fileName: string): boolean {
  return existsSync(new URL(fileName, ASSETS));
}

describe('demoImage', () => {
  it('is a stored demo image with every demo size', () => {
    expect(demoImage('bouquet')).toEqual({
      path: '/images/demo/',
      originalName: 'bouquet.jpg',
      fileName: 'bouquet.jpg',
      temporary: false,
      isDemoImage: true,
      cdn: false,
      width: 1600,
      height: 1067,
      sizes: [
        { size: 1600, fileName: 'bouquet-1600.jpg' },
        { size: 1200, fileName: 'bouquet-1200.jpg' },
        { size: 800, fileName: 'bouquet-800.jpg' },
        { size: 600, fileName: 'bouquet-600.jpg' },
      ],
      portraitSizes: [{ size: 800, fileName: 'bouquet-portrait-800.jpg' }],
    });
  });

  it('parses as an image for every name', () => {
    for (const name of DEMO_IMAGE_NAMES) expect(imageSchema.parse(demoImage(name))).toEqual(demoImage(name));
  });
});

describe('the demo image manifest', () => {
  it('lists exactly the catalogue, with the sizes written in the catalogue', () => {
    expect(manifest.images.map((image) => image.name)).toEqual(DEMO_IMAGE_NAMES);
    for (const entry of manifest.images) {
      const image = demoImage(entry.name as DemoImageName);
      expect({
        fileName: entry.fileName,
        width: entry.width,
        height: entry.height,
        sizes: entry.sizes,
        portraitSizes: entry.portraitSizes,
      }).toEqual({
        fileName: image.fileName,
        width: image.width,
        height: image.height,
        sizes: image.sizes,
        portraitSizes: image.portraitSizes ?? [],
      });
    }
  });

  it('gives every image the four demo sizes (002 §9)', () => {
    for (const entry of manifest.images)
      expect(entry.sizes.map((size) => size.size)).toEqual([...DEMO_IMAGE_SIZES]);
  });

  it('lists exactly the catalogue of maps, at 640 × 420 with their labels', () => {
    expect(manifest.maps).toEqual(
      DEMO_MAP_NAMES.map((name) => ({
        name,
        fileName: `${name}.png`,
        width: 640,
        height: 420,
        label: DEMO_MAPS[name].label,
      })),
    );
  });

  it('names only files that exist', () => {
    const fileNames = [
      ...manifest.images.flatMap((image) => [
        image.fileName,
        ...[...image.sizes, ...image.portraitSizes].map((size) => size.fileName),
      ]),
      ...manifest.maps.map((map) => map.fileName),
    ];
    expect(fileNames.filter((fileName) => !fileExists(fileName))).toEqual([]);
  });
});

describe('demo maps', () => {
  it('has one map per brand (and the student demo) and market; Swedish maps carry no suffix', () => {
    expect(demoMapName('student', 'se')).toBe('map-student');
    expect(demoMapName('student', 'dk')).toBe('map-student-dk');
    expect(demoMapName('party', 'se')).toBe('map-party');
    expect(demoMapName('wedding', 'dk')).toBe('map-wedding-dk');
    for (const brand of [...BRANDS, 'student'] as const) {
      for (const market of MARKETS)
        expect(DEMO_MAPS[demoMapName(brand, market)]).toMatchObject({ brand, market });
    }
  });

  it('is a saved demo map picture', () => {
    const map = demoMapImage('map-event-dk');
    expect(savedMapImageSchema.parse(map)).toEqual({
      path: DEMO_IMAGE_PATH,
      fileName: 'map-event-dk.png',
      isDemoImage: true,
      cdn: false,
      width: 640,
      height: 420,
    });
  });
});
