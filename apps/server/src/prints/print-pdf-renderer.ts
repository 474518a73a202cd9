import { chromium } from 'playwright-core';
import { PRINT_PAGE_MM } from '@eventsite/core';

/** Turns the print view's HTML into a print-ready PDF. */
export interface PrintPdfRenderer {
  render(html: string): Promise<Buffer>;
}

/**
 * Headless Chromium (Debian's, `CHROMIUM_PATH`) prints the view: two pages of 111 × 154 mm (A6 plus 3 mm
 * bleed, `decisions.md` §3) with backgrounds, and the fonts it used embedded. A browser per PDF keeps a
 * crashed render from affecting the next; PDFs are made once per order, so the start-up cost is fine.
 */
export function chromiumPdfRenderer(executablePath: string): PrintPdfRenderer {
  return {
    async render(html) {
      const browser = await chromium.launch({
        executablePath,
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      try {
        const page = await browser.newPage();
        // The view carries everything inline; nothing may be fetched while printing.
        await page.route('**/*', (route) =>
          route.request().url().startsWith('data:') ? route.continue() : route.abort(),
        );
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
