/* Abril Fatface: the woff2 files a site loads (see ../font-files.ts). */
import type { FontFiles } from '../font-files';
import regularLatin from '@fontsource/abril-fatface/files/abril-fatface-latin-400-normal.woff2?url&no-inline';
import regularLatinRest from '@fontsource/abril-fatface/files/abril-fatface-latin-400-normal.woff2?url&no-inline&latin-rest';
import regularLatinExt from '@fontsource/abril-fatface/files/abril-fatface-latin-ext-400-normal.woff2?url&no-inline';

const files: FontFiles = {
  '400-normal': { latin: regularLatin, latinRest: regularLatinRest, latinExt: regularLatinExt },
};
export default files;
