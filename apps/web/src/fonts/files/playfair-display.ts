/* Playfair Display: the woff2 files a site loads (see ../font-files.ts). */
import type { FontFiles } from '../font-files';
import regularLatin from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url&no-inline';
import regularLatinRest from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url&no-inline&latin-rest';
import regularLatinExt from '@fontsource/playfair-display/files/playfair-display-latin-ext-400-normal.woff2?url&no-inline';
import italicLatin from '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2?url&no-inline';
import italicLatinRest from '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2?url&no-inline&latin-rest';
import italicLatinExt from '@fontsource/playfair-display/files/playfair-display-latin-ext-400-italic.woff2?url&no-inline';
import boldLatin from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url&no-inline';
import boldLatinRest from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url&no-inline&latin-rest';
import boldLatinExt from '@fontsource/playfair-display/files/playfair-display-latin-ext-700-normal.woff2?url&no-inline';
import boldItalicLatin from '@fontsource/playfair-display/files/playfair-display-latin-700-italic.woff2?url&no-inline';
import boldItalicLatinRest from '@fontsource/playfair-display/files/playfair-display-latin-700-italic.woff2?url&no-inline&latin-rest';
import boldItalicLatinExt from '@fontsource/playfair-display/files/playfair-display-latin-ext-700-italic.woff2?url&no-inline';

const files: FontFiles = {
  '400-normal': { latin: regularLatin, latinRest: regularLatinRest, latinExt: regularLatinExt },
  '400-italic': { latin: italicLatin, latinRest: italicLatinRest, latinExt: italicLatinExt },
  '700-normal': { latin: boldLatin, latinRest: boldLatinRest, latinExt: boldLatinExt },
  '700-italic': { latin: boldItalicLatin, latinRest: boldItalicLatinRest, latinExt: boldItalicLatinExt },
};
export default files;
