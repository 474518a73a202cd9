/* Amatic SC: the woff2 files a site loads (see ../font-files.ts). */
import type { FontFiles } from '../font-files';
import regularLatin from '@fontsource/amatic-sc/files/amatic-sc-latin-400-normal.woff2?url&no-inline';
import regularLatinRest from '@fontsource/amatic-sc/files/amatic-sc-latin-400-normal.woff2?url&no-inline&latin-rest';
import regularLatinExt from '@fontsource/amatic-sc/files/amatic-sc-latin-ext-400-normal.woff2?url&no-inline';
import boldLatin from '@fontsource/amatic-sc/files/amatic-sc-latin-700-normal.woff2?url&no-inline';
import boldLatinRest from '@fontsource/amatic-sc/files/amatic-sc-latin-700-normal.woff2?url&no-inline&latin-rest';
import boldLatinExt from '@fontsource/amatic-sc/files/amatic-sc-latin-ext-700-normal.woff2?url&no-inline';

const files: FontFiles = {
  '400-normal': { latin: regularLatin, latinRest: regularLatinRest, latinExt: regularLatinExt },
  '700-normal': { latin: boldLatin, latinRest: boldLatinRest, latinExt: boldLatinExt },
};
export default files;
