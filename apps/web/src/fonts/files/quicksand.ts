/* Quicksand: the woff2 files a site loads (see ../font-files.ts). */
import type { FontFiles } from '../font-files';
import regularLatin from '@fontsource/quicksand/files/quicksand-latin-400-normal.woff2?url&no-inline';
import regularLatinRest from '@fontsource/quicksand/files/quicksand-latin-400-normal.woff2?url&no-inline&latin-rest';
import regularLatinExt from '@fontsource/quicksand/files/quicksand-latin-ext-400-normal.woff2?url&no-inline';
import boldLatin from '@fontsource/quicksand/files/quicksand-latin-700-normal.woff2?url&no-inline';
import boldLatinRest from '@fontsource/quicksand/files/quicksand-latin-700-normal.woff2?url&no-inline&latin-rest';
import boldLatinExt from '@fontsource/quicksand/files/quicksand-latin-ext-700-normal.woff2?url&no-inline';

const files: FontFiles = {
  '400-normal': { latin: regularLatin, latinRest: regularLatinRest, latinExt: regularLatinExt },
  '700-normal': { latin: boldLatin, latinRest: boldLatinRest, latinExt: boldLatinExt },
};
export default files;
