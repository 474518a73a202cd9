import type { PrintContentItem } from '@eventsite/core';
import type { SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { chromiumPdfRenderer } from '../../../src/prints/print-pdf-renderer';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { pdfQrCodes } from '../../helpers/pdf-qr-codes';
import { createPrint, printDraft } from '../../helpers/prints';
import { createSite, publishSite, siteDraft } from '../../helpers/sites';

describe('a printed invitation whose QR opens the guests’ photo upload page (issue 38 item 1)', () => {
  let app: App;
  let cookie: string;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ env: { BRAND: 'wedding' } });
    app.printing.pdf = chromiumPdfRenderer(app.config.chromiumPath);
    cookie = (await registerAccount(app)).cookie;
    const draft = siteDraft();
    siteId = await createSite(app, cookie, {
      ...draft,
      siteModules: (draft.siteModules ?? []).map((module): SiteModuleInput =>
        module.siteModuleType === 'ImageGallery' ? { ...module, guestPhotos: { enabled: true } } : module,
      ),
    });
    await publishSite(app, siteId, `print-qr-${Date.now()}.party.localhost`);
  });
  afterAll(() => app.close());

  it('keeps the upload page as the back’s QR, and the PDF’s QR opens it', async () => {
    const links = await app.inject({ url: `/api/sites/${siteId}/guest-photos/links`, headers: { cookie } });
    expect(links.statusCode, links.body).toBe(200);
    const { uploadUrl } = links.json<{ uploadUrl: string }>();
    expect(new URL(uploadUrl).pathname).toBe('/sv/bilder');

    const draft = printDraft(siteId);
    const content = draft.content.map((item): PrintContentItem =>
      item.contentType === 'qr' ? { ...item, properties: { url: uploadUrl, hidden: false } } : item,
    );
    const printId = await createPrint(app, cookie, { ...draft, content });
    const stored = await app.inject({ url: `/api/prints/${printId}`, headers: { cookie } });
    expect(stored.json<{ content: PrintContentItem[] }>().content).toContainEqual(
      expect.objectContaining({ contentType: 'qr', properties: { url: uploadUrl, hidden: false } }),
    );

    const pdf = await app.inject({ url: `/api/prints/${printId}/pdf`, headers: { cookie } });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(await pdfQrCodes(pdf.rawPayload)).toEqual([null, uploadUrl]);
  }, 120_000);
});
