import { fileURLToPath } from 'node:url';

/** The demo sites' pictures, made by `scripts/generate-demo-images.ts`. */
export const DEMO_IMAGES_DIR = fileURLToPath(new URL('../../assets/demo-images/', import.meta.url));
