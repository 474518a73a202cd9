import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatingPlan } from '@eventsite/core';
import type { App } from '../../src/app';
import { chromiumPdfRenderer, type PrintPdfRenderer } from '../../src/prints/print-pdf-renderer';
import { requireOwner } from '../../src/routes/owner/require-owner';
import seatingPrintRoutes from '../../src/routes/owner/seating-prints';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';
import { createSite } from '../helpers/sites';
import { seatingPlanFixture } from '../helpers/seating-plans';

const run = promisify(execFile);
const EMPTY_EVENT = 'empty';
const NOBODY_SEATED_EVENT = 'nobody';

describe('the seating downloads (issue 35 items 2–3)', () => {
  let app: App;
  let owner: string;
  let other: string;
  let siteId: string;
  let dir: string;
  const plan = seatingPlanFixture(3, 4);
  const loads: [string, string | null][] = [];
  /** The PDFs the routes asked for, by their HTML; a stand-in renderer unless a test needs Chromium. */
  let rendered: string[] = [];
  const stubRenderer: PrintPdfRenderer = {
    render(html) {
      rendered.push(html);
      return Promise.resolve(Buffer.from('%PDF-1.7 stand-in'));
    },
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'seating-routes-'));
    app = await buildTestApp();
    // As `routes/owner/index.ts` registers them: under the owner folder's hook, the plan from a loader.
    await app.register(async (owned) => {
      owned.addHook('onRequest', requireOwner(owned));
      await owned.register(seatingPrintRoutes, {
        prefix: '/api/sites',
        loadPlan: (site, event): Promise<SeatingPlan> => {
          loads.push([site, event]);
          if (event === EMPTY_EVENT) return Promise.resolve({ ...plan, eventId: event, tables: [] });
          if (event === NOBODY_SEATED_EVENT) {
            return Promise.resolve({
              ...plan,
              eventId: event,
              tables: plan.tables.map((table) => ({ ...table, places: [] })),
            });
          }
          return Promise.resolve(plan);
        },
      });
    });
    owner = (await registerAccount(app)).cookie;
    other = (await registerAccount(app)).cookie;
    siteId = await createSite(app, owner);
    app.printing.pdf = stubRenderer;
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/seating/${url}`,
      headers: cookie ? { cookie } : {},
    });

  it('are the owner’s alone', async () => {
    for (const file of ['plan.pdf', 'place-cards.pdf', 'table-cards.pdf', 'seating.xlsx']) {
      expectErrorResponse(await get(file), 403);
      expectErrorResponse(await get(file, other), 403, 'NOT_SITE_OWNER');
    }
    expect(loads).toEqual([]);
  });

  it('the table plan: a PDF download named after the couple, with every guest in it', async () => {
    app.printing.pdf = chromiumPdfRenderer(app.config.chromiumPath);
    try {
      const response = await get('plan.pdf?size=A2', owner);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="anna-erik-plan.pdf"');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const file = join(dir, 'plan.pdf');
      await writeFile(file, response.rawPayload);
      const { stdout: info } = await run('pdfinfo', [file]);
      expect(info).toMatch(/Page size:\s+1191\.\d+ x 1684\.\d+ pts \(A2\)/);
      const { stdout: text } = await run('pdftotext', [file, '-']);
      for (const guest of plan.guests) expect(text).toContain(guest.member);
    } finally {
      app.printing.pdf = stubRenderer;
    }
  }, 60_000);

  it('reads the plan of the event asked for, or of the whole day', async () => {
    loads.length = 0;
    expect((await get('table-cards.pdf?event=dinner', owner)).statusCode).toBe(200);
    expect((await get('table-cards.pdf', owner)).statusCode).toBe(200);
    expect(loads).toEqual([
      [siteId, 'dinner'],
      [siteId, null],
    ]);
  });

  it('draws the format asked for: flat place cards with diet marks, A6 table tents', async () => {
    rendered = [];
    expect((await get('place-cards.pdf?format=flat&diets=1', owner)).statusCode).toBe(200);
    expect((await get('place-cards.pdf', owner)).statusCode).toBe(200);
    expect((await get('table-cards.pdf?size=A6', owner)).statusCode).toBe(200);
    const [flat, folded, tents] = rendered;
    expect(flat).toContain('@page{size:210mm 297mm');
    expect(flat).toContain('Vegetarisk · Nötallergi');
    expect(folded).toContain('@page{size:148mm 105mm');
    expect(folded).not.toContain('Vegetarisk');
    expect(tents).toContain('@page{size:148mm 105mm');
  });

  it('refuses a bad query with 400', async () => {
    expectErrorResponse(await get('plan.pdf?size=A4', owner), 400, 'VALIDATION_FAILED');
    expectErrorResponse(await get('place-cards.pdf?format=tent', owner), 400, 'VALIDATION_FAILED');
    expectErrorResponse(await get('place-cards.pdf?diets=yes', owner), 400, 'VALIDATION_FAILED');
    expectErrorResponse(await get('table-cards.pdf?size=A3', owner), 400, 'VALIDATION_FAILED');
    expectErrorResponse(await get(`seating.xlsx?event=${'x'.repeat(500)}`, owner), 400, 'VALIDATION_FAILED');
  });

  it('has nothing to print without tables, nor place cards while nobody is seated: 404', async () => {
    for (const file of ['plan.pdf', 'place-cards.pdf', 'table-cards.pdf', 'seating.xlsx']) {
      expectErrorResponse(await get(`${file}?event=${EMPTY_EVENT}`, owner), 404, 'SEATING_PLAN_EMPTY');
    }
    expectErrorResponse(
      await get(`place-cards.pdf?event=${NOBODY_SEATED_EVENT}`, owner),
      404,
      'SEATING_PLAN_EMPTY',
    );
    expect((await get(`table-cards.pdf?event=${NOBODY_SEATED_EVENT}`, owner)).statusCode).toBe(200);
  });

  it('answers 502 when the PDF cannot be rendered', async () => {
    app.printing.pdf = { render: () => Promise.reject(new Error('Chromium crashed')) };
    try {
      expectErrorResponse(await get('plan.pdf', owner), 502, 'PRINT_RENDER_FAILED');
    } finally {
      app.printing.pdf = stubRenderer;
    }
  });

  it('the venue’s sheet: an overview, then each table’s guests with their diets', async () => {
    const response = await get('seating.xlsx', owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="anna-erik-seating.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Översikt', '1', '2', '3']);
    const rows = (name: string) =>
      (workbook.getWorksheet(name)?.getSheetValues() ?? [])
        .filter(Boolean)
        .map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(rows('Översikt')).toEqual([
      ['Bord', 'Platser', 'Gäster', 'Specialkost'],
      [plan.tables[0]?.name, 4, 4, 2],
      [plan.tables[1]?.name, 4, 4, 1],
      [plan.tables[2]?.name, 4, 4, 1],
    ]);
    const first = plan.guests[0];
    expect(rows('1')[0]).toEqual(['Namn', 'Sällskap', 'Specialkost']);
    expect(rows('1')[1]).toEqual([first?.member, first?.party, 'Vegetarisk; Nötallergi']);
    expect(
      rows('2')
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(plan.tables[1]?.places.map((place) => place.member));
  });
});
