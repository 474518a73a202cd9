import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSchema, type SeatingPlan, type Site } from '@eventsite/core';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';
import { chromiumPdfRenderer } from '../../src/prints/print-pdf-renderer';
import { seatingPrintLook } from '../../src/seating-prints/seating-print-look';
import {
  renderPlaceCardsForPrinter,
  renderSeatingPrint,
  type SeatingPrint,
} from '../../src/seating-prints/render-seating-prints';
import { seatingPlanFixture } from '../helpers/seating-plans';

const run = promisify(execFile);
const MM = 72 / 25.4;
/** Set to a folder to keep every PDF and its pages as PNGs there, to look at. */
const KEEP_IN = process.env.SEATING_PDF_DIR;

const site: Site = siteSchema.parse({ ...realisticSiteV2() });
const renderer = chromiumPdfRenderer(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

interface Box {
  word: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every page's size in points and every word's box, read by poppler as a printer would. */
async function readPdf(pdf: Buffer, dir: string, name: string) {
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  const { stdout: info } = await run('pdfinfo', ['-l', '999', file]);
  const sizes = [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((match) => ({
    width: Number(match[1]),
    height: Number(match[2]),
  }));
  const { stdout: html } = await run('pdftotext', ['-bbox', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
  const boxes: Box[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const match = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(
      line,
    );
    if (match) {
      boxes.push({
        page,
        xMin: Number(match[1]),
        yMin: Number(match[2]),
        xMax: Number(match[3]),
        yMax: Number(match[4]),
        word: match[5] ?? '',
      });
    }
  }
  const { stdout: text } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
  const { stdout: fonts } = await run('pdffonts', [file]);
  if (KEEP_IN) await run('pdftoppm', ['-r', '60', '-png', file, join(KEEP_IN, name)]);
  return { sizes, boxes, text, fonts };
}

/** No word reaches outside its page, nor within `margin` points of its edge. */
function expectInside(
  boxes: readonly Box[],
  sizes: readonly { width: number; height: number }[],
  margin: number,
) {
  const outside = boxes.filter((box) => {
    const size = sizes[box.page - 1];
    return (
      !size ||
      box.xMin < margin ||
      box.yMin < margin ||
      box.xMax > size.width - margin ||
      box.yMax > size.height - margin
    );
  });
  expect(outside).toEqual([]);
}

function expectPages(
  sizes: readonly { width: number; height: number }[],
  count: number,
  widthMm: number,
  heightMm: number,
) {
  expect(sizes).toHaveLength(count);
  for (const size of sizes) {
    expect(size.width / MM).toBeCloseTo(widthMm, 0);
    expect(size.height / MM).toBeCloseTo(heightMm, 0);
  }
}

describe('the seating prints as PDFs (issue 35 items 2)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = KEEP_IN ?? (await mkdtemp(join(tmpdir(), 'seating-pdf-')));
  });
  afterAll(async () => {
    if (!KEEP_IN) await rm(dir, { recursive: true, force: true });
  });

  async function render(name: string, plan: SeatingPlan, print: SeatingPrint) {
    const look = seatingPrintLook(site, null, 'sv');
    return readPdf(await renderSeatingPrint(renderer, look, plan, print), dir, name);
  }

  it('the table plan: one A3 sheet with the room and every name → table, in the site’s fonts', async () => {
    const plan = seatingPlanFixture(8, 8, 10);
    const { sizes, boxes, text, fonts } = await render('plan-a3', plan, {
      kind: 'plan',
      query: { size: 'A3' },
    });
    expectPages(sizes, 1, 297, 420);
    expect(text).toContain('BORDSPLACERING');
    expect(text).toContain('Anna & Erik');
    expect(text).toContain('10 PLATSER');
    for (const person of plan.guests) expect(text).toContain(person.member);
    expect(fonts).toContain('PlayfairDisplay');
    expectInside(boxes, sizes, 10 * MM);
  }, 60_000);

  it('a long list flows onto more sheets, A2 when asked, nothing off the page', async () => {
    const plan = seatingPlanFixture(30, 10);
    const { sizes, boxes, text } = await render('plan-a2-long', plan, {
      kind: 'plan',
      query: { size: 'A2' },
    });
    expect(sizes.length).toBe(2);
    expectPages(sizes, 2, 420, 594);
    for (const person of plan.guests) expect(text).toContain(person.member);
    expectInside(boxes, sizes, 10 * MM);
  }, 60_000);

  it('folded place cards: an A6 tent per guest, the name and table upright on the front half', async () => {
    const plan = seatingPlanFixture(2, 3);
    const { sizes, boxes, text } = await render('place-cards-folded', plan, {
      kind: 'placeCards',
      query: { format: 'folded', diets: '1' },
    });
    expectPages(sizes, 6, 148, 105);
    expect(text).toContain('BORD 1');
    expect(text).toContain('Vegetarisk · Nötallergi');
    const first = boxes.filter((box) => box.page === 1 && box.word === 'Anna');
    // Once upright on the front half (below the fold), once upside down on the back half.
    expect(first.some((box) => box.yMin > 52.5 * MM)).toBe(true);
    expect(first.some((box) => box.yMax < 52.5 * MM)).toBe(true);
    expectInside(boxes, sizes, 4 * MM);
  }, 60_000);

  it('folded place cards for the printer: a 154 × 111 mm page per card (A6 and 3 mm bleed), the spares blank', async () => {
    const look = seatingPrintLook(site, null, 'sv');
    const pdf = await renderPlaceCardsForPrinter(
      renderer,
      look,
      {
        eventId: null,
        format: 'folded',
        cards: [
          { name: 'Anna Lindqvist', table: '1', diets: ['Vegetarisk'] },
          { name: 'Erik Lindqvist', table: '2', diets: [] },
        ],
      },
      10,
    );
    const { sizes, boxes, text } = await readPdf(pdf, dir, 'place-cards-printer-folded');
    expectPages(sizes, 10, 154, 111);
    expect(text).toContain('Anna');
    expect(text).toContain('Vegetarisk');
    // The spares carry the monogram, no name and no table.
    const spares = boxes.filter((box) => box.page > 2).map((box) => box.word);
    expect(spares.filter((word) => /Lindqvist|BORD/i.test(word))).toEqual([]);
    // Nothing in the bleed, nor closer to the cut than the download's 4 mm.
    expectInside(boxes, sizes, 7 * MM);
  }, 60_000);

  it('flat place cards: ten 90 × 55 mm cards to an A4 sheet; without diets, no diet mark', async () => {
    const plan = seatingPlanFixture(3, 4);
    const { sizes, boxes, text } = await render('place-cards-flat', plan, {
      kind: 'placeCards',
      query: { format: 'flat', diets: '0' },
    });
    expectPages(sizes, 2, 210, 297);
    for (const person of plan.guests) expect(text).toContain(person.member);
    expect(text).not.toContain('Vegetarisk');
    expectInside(boxes, sizes, 10 * MM);
  }, 60_000);

  it('table cards: one A5 card per table, its number large; A6 tents when asked', async () => {
    const plan = seatingPlanFixture(3, 2);
    const a5 = await render('table-cards-a5', plan, { kind: 'tableCards', query: { size: 'A5' } });
    expectPages(a5.sizes, 3, 148, 210);
    const three = a5.boxes.find((box) => box.page === 3 && box.word === '3');
    expect(three && three.yMax - three.yMin).toBeGreaterThan(25 * MM);
    expectInside(a5.boxes, a5.sizes, 8 * MM);
    const a6 = await render('table-cards-a6', plan, { kind: 'tableCards', query: { size: 'A6' } });
    expectPages(a6.sizes, 3, 148, 105);
    expectInside(a6.boxes, a6.sizes, 4 * MM);
  }, 60_000);

  it('keeps its PNGs when asked', async () => {
    if (KEEP_IN) expect((await readdir(KEEP_IN)).some((file) => file.endsWith('.png'))).toBe(true);
  });
});
