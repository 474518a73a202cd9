import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoImage,
  eventLogoSchema,
  PRINT_LAYOUTS,
  type Image,
  type PrintContentItem,
  type PrintLayout,
  type SiteGraphic,
} from '@eventsite/core';
import type { App } from '../../../src/app';
import { chromiumPdfRenderer } from '../../../src/prints/print-pdf-renderer';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { uploadFile } from '../../helpers/multipart';
import { pdfQrCodes } from '../../helpers/pdf-qr-codes';
import { createPrint, printDraft } from '../../helpers/prints';
import { createSite } from '../../helpers/sites';
import { testJpeg } from '../../helpers/test-images';

const MM = 72 / 25.4;
const QR_URL = 'https://anna-och-erik.brollopssidan.se';
/** Set to a folder to keep every layout's PDF there, to look at page by page (`pdftoppm -r 100 -png`). */
const KEEP_IN = process.env.PRINT_PDF_DIR;

interface Variant {
  layout: PrintLayout;
  /** A demo photo, or one uploaded through the print's own route. */
  photo: 'demo' | 'upload' | null;
  siteGraphic: SiteGraphic | null;
  rounded: boolean;
  eventLogo: boolean;
}

/** Every layout once, together covering a photo, a site graphic, rounded corners on and off, and a logo. */
const VARIANTS: readonly Variant[] = [
  { layout: 'GENESIS', photo: null, siteGraphic: 'corner3', rounded: true, eventLogo: false },
  { layout: 'PHOTO_CLEAN', photo: 'upload', siteGraphic: 'eucalyptus', rounded: false, eventLogo: true },
  { layout: 'TEXT_ON_PHOTO', photo: 'demo', siteGraphic: 'corner3', rounded: true, eventLogo: false },
  { layout: 'TEXT_ON_PHOTO_GRADIENT', photo: 'demo', siteGraphic: null, rounded: false, eventLogo: false },
];

describe('every layout’s print-ready PDF (002 §3, decisions §3)', () => {
  let app: App;
  let cookie: string;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ env: { BRAND: 'wedding' } });
    app.printing.pdf = chromiumPdfRenderer(app.config.chromiumPath);
    cookie = (await registerAccount(app)).cookie;
    siteId = await createSite(app, cookie);
  });
  afterAll(() => app.close());

  it('covers the four layouts', () => {
    expect(VARIANTS.map((variant) => variant.layout)).toEqual([...PRINT_LAYOUTS]);
  });

  async function photoOf(printId: string, variant: Variant): Promise<Image | null> {
    if (variant.photo === 'demo') return demoImage('bouquet');
    if (variant.photo === null) return null;
    const uploaded = await uploadFile(
      app,
      `/api/prints/${printId}/image-upload`,
      await testJpeg(1500, 1100),
      {
        cookie,
      },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return uploaded.json<Image>();
  }

  it.each(VARIANTS)(
    '$layout: two A6 pages with 3 mm bleed, its QR code readable',
    async (variant) => {
      const draft = printDraft(siteId, variant.layout);
      const printId = await createPrint(app, cookie, draft);
      const photo = await photoOf(printId, variant);
      const content = draft.content.map((item): PrintContentItem =>
        item.contentType === 'image' && photo ? { ...item, properties: photo } : item,
      );
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/prints/${printId}`,
        headers: { cookie },
        payload: {
          ...draft,
          content,
          siteGraphic: variant.siteGraphic,
          trim: variant.rounded ? 'rounded' : 'none',
          eventLogo: variant.eventLogo
            ? eventLogoSchema.parse({
                name: 'RelaxedByHand',
                name1: 'Anna',
                name2: 'Erik',
                additionalText: '14 juni 2026',
              })
            : null,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);

      const response = await app.inject({ url: `/api/prints/${printId}/pdf`, headers: { cookie } });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const pdf = response.rawPayload;
      if (KEEP_IN) {
        await mkdir(KEEP_IN, { recursive: true });
        await writeFile(join(KEEP_IN, `${variant.layout}.pdf`), pdf);
      }
      const document = await PDFDocument.load(pdf);
      expect(document.getPageCount()).toBe(2);
      for (const page of document.getPages()) {
        const { width, height } = page.getSize();
        expect(Math.abs(width / MM - 111)).toBeLessThan(0.5);
        expect(Math.abs(height / MM - 154)).toBeLessThan(0.5);
      }
      expect(await pdfQrCodes(pdf)).toEqual([null, `${QR_URL}`]);
    },
    120_000,
  );
});
