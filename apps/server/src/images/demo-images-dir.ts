import { join } from 'node:path';
import { SERVER_ROOT } from '../server-paths';

/** The demo sites' pictures, made by `scripts/generate-demo-images.ts`. */
export const DEMO_IMAGES_DIR = join(SERVER_ROOT, 'assets/demo-images/');
