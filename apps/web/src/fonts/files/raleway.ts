/* Raleway: the woff2 files a site loads (see ../font-files.ts). */
import type { FontFiles } from '../font-files';
import regularLatin from '@fontsource/raleway/files/raleway-latin-400-normal.woff2?url&no-inline';
import regularLatinExt from '@fontsource/raleway/files/raleway-latin-ext-400-normal.woff2?url&no-inline';
import italicLatin from '@fontsource/raleway/files/raleway-latin-400-italic.woff2?url&no-inline';
import italicLatinExt from '@fontsource/raleway/files/raleway-latin-ext-400-italic.woff2?url&no-inline';
import boldLatin from '@fontsource/raleway/files/raleway-latin-700-normal.woff2?url&no-inline';
import boldLatinExt from '@fontsource/raleway/files/raleway-latin-ext-700-normal.woff2?url&no-inline';
import boldItalicLatin from '@fontsource/raleway/files/raleway-latin-700-italic.woff2?url&no-inline';
import boldItalicLatinExt from '@fontsource/raleway/files/raleway-latin-ext-700-italic.woff2?url&no-inline';

const files: FontFiles = {
  '400-normal': { latin: regularLatin, latinExt: regularLatinExt },
  '400-italic': { latin: italicLatin, latinExt: italicLatinExt },
  '700-normal': { latin: boldLatin, latinExt: boldLatinExt },
  '700-italic': { latin: boldItalicLatin, latinExt: boldItalicLatinExt },
};
export default files;
