import { describe, expect, it } from 'vitest';
import { siteFontTags } from './site-font-tags';

const fileName = (url: string) => url.split('/').at(-1) ?? '';

describe('siteFontTags', () => {
  it('preloads the latin faces the first screen draws: both regular faces and the text font in bold', async () => {
    const tags = await siteFontTags({ heading: 'Cormorant Garamond', text: 'Lato' });
    const preloaded = tags.preloadUrls.map(fileName).sort();
    expect(preloaded).toEqual([
      expect.stringMatching(/^cormorant-garamond-latin-400-normal[^/]*\.woff2/),
      expect.stringMatching(/^lato-latin-400-normal[^/]*\.woff2/),
      expect.stringMatching(/^lato-latin-700-normal[^/]*\.woff2/),
    ]);
    // Italics, the heading's bold and latin-ext are declared for the browser to fetch when text needs them.
    expect(tags.fontFaceCss).toMatch(/lato-latin-400-italic[^']*\.woff2/);
    expect(tags.fontFaceCss).toMatch(/cormorant-garamond-latin-700-normal[^']*\.woff2/);
    expect(tags.fontFaceCss).toMatch(/lato-latin-ext-700-normal[^']*\.woff2/);
  });

  it('preloads nothing for fonts every device has', async () => {
    const tags = await siteFontTags({ heading: 'Georgia', text: 'Arial' });
    expect(tags).toEqual({ fontFaceCss: '', preloadUrls: [] });
  });
});
