import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  defaultPrintContent,
  PRINT_PROGRAMME_PLACEHOLDER,
  printSchema,
  switchPrintLayout,
  type Print,
} from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { uploadFile } from '../../helpers/multipart';
import { createPrint, printDraft } from '../../helpers/prints';
import { createSite, putJson, siteDraft } from '../../helpers/sites';
import { testJpeg } from '../../helpers/test-images';

describe('print calls (002 §7, decisions §3): owner only, except the access-key read', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  let otherSiteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ env: { BRAND: 'wedding' } });
    owner = await registerAccount(app);
    other = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    otherSiteId = await createSite(app, other.cookie);
  });
  afterAll(() => app.close());

  const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });

  it('creates a print for the owner’s site, answers its id and reads it back', async () => {
    const created = await postJson(app, '/api/prints', printDraft(siteId, 'PHOTO_CLEAN'), {
      cookie: owner.cookie,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = created.json<{ _id: string }>();
    const read = await get(`/api/prints/${_id}`, owner.cookie);
    expect(read.statusCode).toBe(200);
    const print = printSchema.parse(read.json());
    expect(print).toMatchObject({ _id, site: siteId, layout: 'PHOTO_CLEAN', trim: 'none' });
    expect(print.content.map((item) => item.position)).toEqual([
      'primaryImage',
      'title',
      'names',
      'dateAndLocation',
      'textAtQR',
      'qr',
    ]);
    expect(read.json()).not.toHaveProperty('serverAccessKey');
  });

  it('creates a thank-you card that keeps its purpose, and its print view thanks the guests (issue 37 item 4)', async () => {
    const printId = await createPrint(app, owner.cookie, {
      ...printDraft(siteId, 'PHOTO_CLEAN'),
      purpose: 'thankYou',
      content: defaultPrintContent('PHOTO_CLEAN', { language: 'sv', purpose: 'thankYou' }),
    });
    const read = printSchema.parse((await get(`/api/prints/${printId}`, owner.cookie)).json());
    expect(read.purpose).toBe('thankYou');
    const listed = (await get(`/api/sites/${siteId}/prints`, owner.cookie)).json<Print[]>();
    expect(listed.find((print) => print._id === printId)?.purpose).toBe('thankYou');
    expect(
      listed.filter((print) => print._id !== printId).every((print) => print.purpose === 'invitation'),
    ).toBe(true);

    const key = (await app.repositories.prints.find(printId))?.serverAccessKey ?? '';
    const view = await get(`/print-pdf/${printId}/${key}`);
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('Tack för att ni firade med oss!');
    expect(view.body).toContain('Varma hälsningar');
  });

  it('refuses a print for a site the caller does not own, and anonymous creation', async () => {
    expectErrorResponse(
      await postJson(app, '/api/prints', printDraft(otherSiteId), { cookie: owner.cookie }),
      403,
    );
    expectErrorResponse(await postJson(app, '/api/prints', printDraft(siteId)), 403);
  });

  it('refuses content outside the layout’s positions with 400', async () => {
    const draft = printDraft(siteId, 'GENESIS');
    const bad = { ...draft, content: [{ ...draft.content[0], position: 'primaryImage' }] };
    expectErrorResponse(await postJson(app, '/api/prints', bad, { cookie: owner.cookie }), 400);
  });

  it('saves a layout switch, keeping texts at shared positions, and lists the site’s prints newest first', async () => {
    const printId = await createPrint(app, owner.cookie, printDraft(siteId, 'PHOTO_CLEAN'));
    const stored = printSchema.parse((await get(`/api/prints/${printId}`, owner.cookie)).json());
    const edited: Print = {
      ...stored,
      content: stored.content.map((item) =>
        item.position === 'names' && item.contentType === 'text'
          ? { ...item, properties: { text: 'Lisa & Omar' } }
          : item,
      ),
    };
    const switched = {
      ...switchPrintLayout(edited, 'GENESIS', { language: 'sv' }),
      trim: 'rounded' as const,
    };
    const saved = await putJson(app, `/api/prints/${printId}`, switched, owner.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    const print = printSchema.parse(saved.json());
    expect(print.layout).toBe('GENESIS');
    expect(print.trim).toBe('rounded');
    expect(print.content.find((item) => item.position === 'names')?.properties).toEqual({
      text: 'Lisa & Omar',
    });

    const list = await get(`/api/sites/${siteId}/prints`, owner.cookie);
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ _id: string }[]>().map((entry) => entry._id);
    expect(ids[0]).toBe(printId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a print on its site: an update naming another site is refused', async () => {
    const printId = await createPrint(app, owner.cookie, printDraft(siteId));
    expectErrorResponse(
      await putJson(app, `/api/prints/${printId}`, printDraft(otherSiteId), owner.cookie),
      400,
    );
  });

  it('answers 403 to anonymous callers and other owners on every owner call, 404 for unknown prints', async () => {
    const printId = await createPrint(app, owner.cookie, printDraft(siteId));
    for (const cookie of [undefined, other.cookie]) {
      expectErrorResponse(await get(`/api/prints/${printId}`, cookie), 403);
      expectErrorResponse(await get(`/api/prints/${printId}/pdf`, cookie), 403);
      expectErrorResponse(await get(`/api/sites/${siteId}/prints`, cookie), 403);
      expectErrorResponse(await putJson(app, `/api/prints/${printId}`, printDraft(siteId), cookie), 403);
      expectErrorResponse(
        await uploadFile(
          app,
          `/api/prints/${printId}/image-upload`,
          await testJpeg(40, 40),
          cookie ? { cookie } : {},
        ),
        403,
      );
      expectErrorResponse(
        await putJson(
          app,
          `/api/prints/${printId}/image-crop`,
          {
            originalName: 'a.jpg',
            sourceImageUrl: '/api/images/demo/bouquet.jpg',
            x: 0,
            y: 0,
            width: 10,
            height: 10,
          },
          cookie,
        ),
        403,
      );
    }
    expectErrorResponse(await get('/api/prints/ffffffffffffffffffffffff', owner.cookie), 404);
  });

  it('reads a print by its server access key without a session, and nothing with a wrong key', async () => {
    const printId = await createPrint(app, owner.cookie, printDraft(siteId));
    const row = await app.repositories.prints.find(printId);
    const key = row?.serverAccessKey ?? '';
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const read = await get(`/api/prints/${printId}/serverAccess/${key}`);
    expect(read.statusCode).toBe(200);
    expect(printSchema.parse(read.json())._id).toBe(printId);
    expectErrorResponse(await get(`/api/prints/${printId}/serverAccess/${'0'.repeat(64)}`), 404);
    expectErrorResponse(await get(`/api/prints/${printId}/serverAccess/short`), 404);
    // The key of one print opens no other.
    const otherPrint = await createPrint(app, owner.cookie, printDraft(siteId));
    expectErrorResponse(await get(`/api/prints/${otherPrint}/serverAccess/${key}`), 404);

    const view = await get(`/print-pdf/${printId}/${key}`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toMatch(/^text\/html/);
    expect(view.body).toContain('Välkomna på vårt bröllop');
    expect(view.body).toContain('<html lang="sv">');
    expect(view.body).toContain('size:111mm 154mm');
    expect(view.body).toMatch(/@font-face\{font-family:'Playfair Display'/);
    const wrong = await get(`/print-pdf/${printId}/${'0'.repeat(64)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('Misslyckades att hämta tryck vid utskrift');
  });

  it('draws the card’s site graphic in the print view on both pages, its artwork inlined', async () => {
    const printId = await createPrint(app, owner.cookie, { ...printDraft(siteId), siteGraphic: 'corner3' });
    const key = (await app.repositories.prints.find(printId))?.serverAccessKey ?? '';
    const view = await get(`/print-pdf/${printId}/${key}`);
    expect(view.statusCode).toBe(200);
    const layers = view.body.match(/<div class="graphic" data-graphic="corner3" aria-hidden="true">/g);
    expect(layers).toHaveLength(2);
    // corner3 is the ornament over its accent at two corners; each piece paints an inlined SVG.
    const pieces = [
      ...view.body.matchAll(
        /<div class="graphic-piece at-(\w+) paint-(\w+)" style="--artwork:url\(&quot;data:image\/svg\+xml;base64,/g,
      ),
    ];
    expect(pieces.map(([, place, paint]) => `${place} ${paint}`).slice(0, 4)).toEqual([
      'cornerStart blend',
      'cornerEnd blend',
      'cornerStart primary',
      'cornerEnd primary',
    ]);
    expect(pieces).toHaveLength(8);
    expect(view.body).toContain('.print-card .graphic{position:absolute;inset:0');

    const plain = await createPrint(app, owner.cookie, printDraft(siteId));
    const plainKey = (await app.repositories.prints.find(plain))?.serverAccessKey ?? '';
    expect((await get(`/print-pdf/${plain}/${plainKey}`)).body).not.toContain('class="graphic"');
  });

  it('draws the print view with the web editor’s own card component and style', async () => {
    const printId = await createPrint(app, owner.cookie, printDraft(siteId, 'PHOTO_CLEAN'));
    const key = (await app.repositories.prints.find(printId))?.serverAccessKey ?? '';
    const { body } = await get(`/print-pdf/${printId}/${key}`);
    // The photo's holder carries the editor's CSS module class, and the view carries that module's rule.
    const holder = /class="photo-frame (_photoHolder_\w+)"/.exec(body)?.[1];
    expect(holder).toBeDefined();
    expect(body).toContain(`.${holder ?? ''}{position:relative}`);
    expect(body.match(/<section class="page /g)).toHaveLength(2);
  });

  it('uploads a photo to a print and crops it at the layout’s ratio', async () => {
    const printId = await createPrint(app, owner.cookie, printDraft(siteId, 'PHOTO_CLEAN'));
    const uploaded = await uploadFile(
      app,
      `/api/prints/${printId}/image-upload`,
      await testJpeg(1100, 1000),
      {
        cookie: owner.cookie,
      },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = uploaded.json<{ path: string; fileName: string; width: number }>();
    expect(image.path).toBe(`/images/uploads/${siteId}/`);
    expect(image.width).toBe(1100);

    const cropped = await putJson(
      app,
      `/api/prints/${printId}/image-crop`,
      {
        originalName: 'photo.jpg',
        sourceImageUrl: `/api${image.path}${image.fileName}`,
        x: 0,
        y: 0,
        width: 1100,
        height: 1000,
      },
      owner.cookie,
    );
    expect(cropped.statusCode, cropped.body).toBe(200);
    const crop = cropped.json<{
      width: number;
      height: number;
      fileName: string;
      imageBeforeEdit: { fileName: string };
    }>();
    expect(crop.width / crop.height).toBeCloseTo(1.1, 2);
    expect(crop.imageBeforeEdit.fileName).toBe(image.fileName);
    const file = await app.inject({ url: `/api/images/uploads/${siteId}/${crop.fileName}` });
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1100);
  });

  it('draws QR codes in the print’s colours: DEMO for anyone, other addresses for logged-in owners', async () => {
    const demo = await get('/api/qr/DEMO?darkColor=%23402a20&lightColor=f7f3ee');
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(demo.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<string>();
    for (let index = 0; index < data.length; index += info.channels)
      colours.add(`${data[index]},${data[index + 1]},${data[index + 2]}`);
    expect(colours).toEqual(new Set(['64,42,32', '247,243,238']));

    const url = encodeURIComponent('https://anna-och-erik.brollopssidan.se');
    expectErrorResponse(await get(`/api/qr/${url}`), 403);
    expect((await get(`/api/qr/${url}`, owner.cookie)).statusCode).toBe(200);
    expectErrorResponse(await get(`/api/qr/DEMO?darkColor=red`), 400);
  });
});

describe('the print view in Denmark (decisions §8)', () => {
  it('is written in Danish', async () => {
    const app = await buildTestApp({ env: { BRAND: 'wedding', MARKET: 'dk' } });
    try {
      const owner = await registerAccount(app);
      const printId = await createPrint(app, owner.cookie, printDraft(await createSite(app, owner.cookie)));
      const key = (await app.repositories.prints.find(printId))?.serverAccessKey ?? '';
      const view = await app.inject({ url: `/print-pdf/${printId}/${key}` });
      expect(view.statusCode).toBe(200);
      expect(view.body).toContain('<html lang="da">');
    } finally {
      await app.close();
    }
  });

  it("lists the programme's open events in Danish where the card's text asks for them (issue 34 item 6)", async () => {
    const app = await buildTestApp({ env: { BRAND: 'wedding', MARKET: 'dk' } });
    try {
      const owner = await registerAccount(app);
      const draft = siteDraft();
      const programme = {
        id: 'programme',
        siteModuleType: 'Schedule',
        title: { da: 'Program' },
        events: [
          { id: 'ceremony', title: { da: 'Vielse' }, startsAt: '2031-06-14T15:00' },
          { id: 'dinner', title: { da: 'Middag' }, startsAt: '2031-06-14T18:30', openToAll: false },
          { id: 'brunch', title: { da: 'Brunch' }, startsAt: '2031-06-15T11:00' },
        ],
      };
      const siteId = await createSite(app, owner.cookie, {
        ...draft,
        siteModules: [...(draft.siteModules ?? []), programme],
      });
      const card = printDraft(siteId);
      const printId = await createPrint(app, owner.cookie, {
        ...card,
        content: card.content.map((item) =>
          item.position === 'textAtQR' && item.contentType === 'text'
            ? { ...item, properties: { text: `Velkommen!\n\n${PRINT_PROGRAMME_PLACEHOLDER}` } }
            : item,
        ),
      });
      const key = (await app.repositories.prints.find(printId))?.serverAccessKey ?? '';
      const { body } = await app.inject({ url: `/print-pdf/${printId}/${key}` });
      // The owner's proof is the card for anyone: the dinner by invitation is only on its households' cards.
      expect(body).toContain('Velkommen!\n\n15.00 Vielse\nsøndag 11.00 Brunch');
      expect(body).not.toContain('Middag');
      expect(body).not.toContain(PRINT_PROGRAMME_PLACEHOLDER);
    } finally {
      await app.close();
    }
  });
});

describe('print calls outside the wedding brand (000 §1)', () => {
  it('do not exist for the party brand', async () => {
    const app = await buildTestApp();
    try {
      expect((await app.inject({ url: '/api/prints/abc' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/qr/DEMO' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
