import { chromium } from 'playwright-core';
import { PRINT_PAGE_MM } from '@eventsite/core';

/**
 * A print view to render: its HTML and, by address, the data URLs of images many of its pages show, which
 * the renderer serves itself so each is in the HTML (and the PDF) once.
 */
export interface PrintPdfSource {
  html: string;
  resources: ReadonlyMap<string, string>;
}

/** Turns the print view's HTML into a print-ready PDF. */
export interface PrintPdfRenderer {
  render(html: string, resources?: ReadonlyMap<string, string>): Promise<Buffer>;
}

/** A data URL's type and bytes. */
function decodeDataUrl(dataUrl: string): { contentType: string; body: Buffer } | null {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  return match?.[1] && match[2] !== undefined
    ? { contentType: match[1], body: Buffer.from(match[2], 'base64') }
    : null;
}

/**
 * Headless Chromium (Debian's, `CHROMIUM_PATH`) prints the view: two pages of 111 × 154 mm (A6 plus 3 mm
 * bleed, `decisions.md` §3) with backgrounds, and the fonts it used embedded. A browser per PDF keeps a
 * crashed render from affecting the next; PDFs are made once per order, so the start-up cost is fine.
 */
export function chromiumPdfRenderer(executablePath: string): PrintPdfRenderer {
  return {
    async render(html, resources = new Map()) {
      const browser = await chromium.launch({
        executablePath,
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      try {
        const page = await browser.newPage();
        // The view carries everything inline or in `resources`; nothing may be fetched while printing.
        await page.route('**/*', (route) => {
          const url = route.request().url();
          if (url.startsWith('data:')) return route.continue();
          const resource = resources.get(url);
          const decoded = resource === undefined ? null : decodeDataUrl(resource);
          return decoded ? route.fulfill({ status: 200, ...decoded }) : route.abort();
        });
        await page.setContent(html, { waitUntil: 'load', timeout: 30_000 });
        await page.evaluate('document.fonts.ready.then(() => true)');
        const pdf = await page.pdf({
          width: `${PRINT_PAGE_MM.width}mm`,
          height: `${PRINT_PAGE_MM.height}mm`,
          printBackground: true,
          preferCSSPageSize: true,
          margin: { top: '0', right: '0', bottom: '0', left: '0' },
        });
        return Buffer.from(pdf);
      } finally {
        await browser.close();
      }
    },
  };
}
