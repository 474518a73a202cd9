/* Great Vibes: the woff2 files a site loads (see ../font-files.ts). */
import type { FontFiles } from '../font-files';
import regularLatin from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2?url&no-inline';
import regularLatinRest from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2?url&no-inline&latin-rest';
import regularLatinExt from '@fontsource/great-vibes/files/great-vibes-latin-ext-400-normal.woff2?url&no-inline';

const files: FontFiles = {
  '400-normal': { latin: regularLatin, latinRest: regularLatinRest, latinExt: regularLatinExt },
};
export default files;
