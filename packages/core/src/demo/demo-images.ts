import { DEMO_IMAGE_SIZES } from '../constants/image-sizes';
import { portraitCrop, portraitImageWidth } from '../rules/portrait-crop';
import { DEMO_MAP_SIZES } from '../constants/map';
import type { Brand, Market } from '../constants/platform';
import type { Image, SavedMapImage } from '../schemas/image';

/*
 * The images the demo sites show. They are the project's own artwork, drawn by
 * `apps/server/scripts/generate-demo-images.ts` into `apps/server/assets/demo-images/`, which also writes
 * `manifest.json`; `demo-images.test.ts` keeps that manifest and this catalogue in step. The sizes are
 * written out here rather than read from the manifest, because core runs in the browser too and does no I/O.
 */

/** Where demo images are served from, below the API base (`001` §7: API base + path + file name). */
export const DEMO_IMAGE_PATH = '/images/demo/';

/** Scenes are 3:2, portraits and gifts square; all are stored 1600 px wide at full size. */
const SCENE = { width: 1600, height: 1067 } as const;
const SQUARE = { width: 1600, height: 1600 } as const;

/** Every demo image with the pixel size of its full-size file. */
export const DEMO_IMAGES = {
  'archipelago-sunset': SCENE,
  'summer-meadow': SCENE,
  'dinner-table': SCENE,
  'champagne-toast': SCENE,
  'birch-forest': SCENE,
  'manor-house': SCENE,
  'city-skyline': SCENE,
  bouquet: SCENE,
  'wedding-cake': SCENE,
  'dance-floor': SCENE,
  'student-caps': SCENE,
  'person-1': SQUARE,
  'person-2': SQUARE,
  'person-3': SQUARE,
  'person-4': SQUARE,
  'gift-coffee-machine': SQUARE,
  'gift-plates': SQUARE,
  'gift-bicycle': SQUARE,
  'gift-globe': SQUARE,
} as const satisfies Record<string, { width: number; height: number }>;
export type DemoImageName = keyof typeof DEMO_IMAGES;

/** The demo image names, in catalogue order. */
export const DEMO_IMAGE_NAMES = Object.keys(DEMO_IMAGES) as DemoImageName[];

/** The file of one stored size of a demo image, e.g. `bouquet-800.jpg`. */
export function demoImageSizeFileName(name: DemoImageName, size: number): string {
  return `${name}-${size}.jpg`;
}

/** The file of a demo image's portrait crop (`rules/portrait-crop.ts`), e.g. `bouquet-portrait-800.jpg`. */
export function demoImagePortraitFileName(name: DemoImageName, size: number): string {
  return `${name}-portrait-${size}.jpg`;
}

/** A demo image as stored on a site: like an upload, with every demo size (`002` §9: 1600, 1200, 800, 600). */
export function demoImage(name: DemoImageName): Image {
  const { width, height } = DEMO_IMAGES[name];
  const crop = portraitCrop(width, height);
  const portrait = crop && portraitImageWidth(crop);
  return {
    path: DEMO_IMAGE_PATH,
    originalName: `${name}.jpg`,
    fileName: `${name}.jpg`,
    temporary: false,
    isDemoImage: true,
    cdn: false,
    width,
    height,
    sizes: DEMO_IMAGE_SIZES.map((size) => ({ size, fileName: demoImageSizeFileName(name, size) })),
    ...(portrait && {
      portraitSizes: [{ size: portrait, fileName: demoImagePortraitFileName(name, portrait) }],
    }),
  };
}

/** The demo map pictures are 640 × 420 (`001` §9, `002` §9). */
export const DEMO_MAP_WIDTH = DEMO_MAP_SIZES[0];
export const DEMO_MAP_HEIGHT = DEMO_MAP_SIZES[1];

/**
 * The offline map picture of each demo site's Location module: the place it shows and the label printed
 * beside its pin. Swedish sites are the home market, so their maps carry no market suffix. Each market's
 * demo is set somewhere local, so every brand has a Danish map of its own.
 */
export const DEMO_MAPS = {
  'map-party': { brand: 'party', market: 'se', label: 'Grinda Wärdshus' },
  'map-party-dk': { brand: 'party', market: 'dk', label: 'Hindsgavl Slot' },
  'map-wedding': { brand: 'wedding', market: 'se', label: 'Bosjökloster' },
  'map-wedding-dk': { brand: 'wedding', market: 'dk', label: 'Kokkedal Slot' },
  'map-event': { brand: 'event', market: 'se', label: 'Münchenbryggeriet' },
  'map-event-dk': { brand: 'event', market: 'dk', label: 'Docken' },
  'map-student': { brand: 'student', market: 'se', label: 'Tallvägen 12, Uppsala' },
  'map-student-dk': { brand: 'student', market: 'dk', label: 'Kirkevej 8, Aarhus' },
} as const satisfies Record<
  `map-${Brand | 'student'}` | `map-${Brand | 'student'}-dk`,
  { brand: Brand | 'student'; market: Market; label: string }
>;
export type DemoMapName = keyof typeof DEMO_MAPS;

/** The demo map names, in catalogue order. */
export const DEMO_MAP_NAMES = Object.keys(DEMO_MAPS) as DemoMapName[];

/** The map of a brand's demo site, or of the student demo (`'student'`), in a market. */
export function demoMapName(brand: Brand | 'student', market: Market): DemoMapName {
  return market === 'se' ? `map-${brand}` : `map-${brand}-${market}`;
}

/** The saved map picture of a demo site's Location module (`002` §3 "Location": a saved map with isDemoImage). */
export function demoMapImage(name: DemoMapName): SavedMapImage {
  return {
    path: DEMO_IMAGE_PATH,
    fileName: `${name}.png`,
    isDemoImage: true,
    cdn: false,
    width: DEMO_MAP_WIDTH,
    height: DEMO_MAP_HEIGHT,
  };
}
