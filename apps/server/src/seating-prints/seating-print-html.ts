import {
  seatedPersonKey,
  seatsByName,
  type PlaceCardFormat,
  type PlaceCardPrint,
  type PlaceCardsQuery,
  type SeatingPlan,
  type SeatingPlanPdfQuery,
  type SeatingTable,
  type TableCardsQuery,
} from '@eventsite/core';
import type { SeatingPrintLook } from './seating-print-look';
import { SEATING_PRINT_TEXTS, tableNameIsNumber } from './seating-print-texts';

/** What every seating print is built from: the site's look, its fonts' `@font-face` rules, and the plan. */
export interface SeatingPrintInput {
  look: SeatingPrintLook;
  fontsCss: string;
  plan: Pick<SeatingPlan, 'tables' | 'guests'>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );

/** Millimetres as CSS, rounded so the HTML stays small. */
const mm = (value: number) => `${Math.round(value * 100) / 100}mm`;

/** The sheet, kicker, heading, monogram badge, ornament and frame every print in the site's look shares. */
export const BASE_CSS = `*{box-sizing:border-box;margin:0;padding:0}
html,body{background:var(--background)}
body{-webkit-print-color-adjust:exact;print-color-adjust:exact;color:var(--on-background);font-family:var(--text);
  font-weight:400;line-height:1.25}
.page{position:relative;overflow:hidden;break-after:page;background:var(--background)}
.page:last-child{break-after:auto}
.kicker{font-family:var(--text);text-transform:uppercase;letter-spacing:.28em;color:var(--primary)}
.heading{font-family:var(--heading);font-weight:400;font-variant-numeric:lining-nums}
.ellipsis{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.clamp2{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}
.badge{display:flex;align-items:center;justify-content:center;border-radius:50%;border:.35mm solid var(--primary);
  font-family:var(--heading);color:var(--on-background)}
.badge i{font-style:italic;color:var(--primary)}
.ornament{display:flex;align-items:center;justify-content:center;gap:2.5mm;color:var(--primary)}
.ornament span{display:block;width:14mm;height:.25mm;background:currentColor;opacity:.7}
.ornament b{display:block;width:1.6mm;height:1.6mm;background:currentColor;transform:rotate(45deg)}
.frame{position:absolute;border:.35mm solid var(--primary)}
.frame::after{content:'';position:absolute;inset:1.2mm;border:.15mm solid var(--primary);opacity:.55}`;

export const ORNAMENT = '<div class="ornament" aria-hidden="true"><span></span><b></b><span></span></div>';

function documentHtml(
  input: Omit<SeatingPrintInput, 'plan'>,
  page: { width: number; height: number },
  css: string,
  body: string,
): string {
  const variables = Object.entries(input.look.variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const title = [SEATING_PRINT_TEXTS[input.look.language].plan, input.look.title].filter(Boolean).join(' – ');
  return `<!doctype html>
<html lang="${input.look.language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${input.fontsCss}
@page{size:${mm(page.width)} ${mm(page.height)};margin:0}
:root{${variables}}
${BASE_CSS}
.page{width:${mm(page.width)};height:${mm(page.height)}}
${css}</style></head><body>${body}</body></html>`;
}

/** The event logo's initials in a ring `size` mm wide, or nothing for a site without the logo. */
export function badge(look: SeatingPrintLook, size: number): string {
  if (!look.monogram) return '';
  return `<div class="badge" style="width:${mm(size)};height:${mm(size)};gap:${mm(size * 0.06)};font-size:${mm(size * 0.27)}">
<span>${escapeHtml(look.monogram.first)}</span><i style="font-size:${mm(size * 0.15)}">&amp;</i><span>${escapeHtml(look.monogram.second)}</span></div>`;
}

/** The table plan's sheet sizes, portrait. */
const PLAN_SHEETS = { A3: { width: 297, height: 420 }, A2: { width: 420, height: 594 } } as const;

/**
 * The room drawing's table: its size grows with its seats, so a table of 12 looks larger than one of 4;
 * `scale` shrinks every table of a crowded room alike.
 */
function tableSize(table: SeatingTable, scale: number): { width: number; height: number } {
  if (table.shape === 'round') {
    const diameter = Math.min(42, Math.max(20, 17 + table.seats * 1.6)) * scale;
    return { width: diameter, height: diameter };
  }
  return {
    width: Math.min(90, Math.max(26, 10 + Math.ceil(table.seats / 2) * 8)) * scale,
    height: 18 * scale,
  };
}

/** The room a table's seats take beyond its edge on each side, at full size. */
const SEATS_AROUND = 4.5;

/**
 * How much a room's tables shrink so that no two the owner set apart touch on the sheet (whose room may be
 * shaped unlike the screen's), and together they cover at most about a third of the drawing: a room of 30
 * tables of 10 still shows each apart. Never below 55 %, where the names stay readable.
 */
function roomScale(tables: readonly SeatingTable[], room: { width: number; height: number }): number {
  const sizes = tables.map((table) => tableSize(table, 1));
  const footprint = sizes.reduce(
    (sum, size) => sum + (size.width + SEATS_AROUND * 2) * (size.height + SEATS_AROUND * 2),
    0,
  );
  let scale = Math.sqrt((0.34 * room.width * room.height) / Math.max(1, footprint));
  tables.forEach((table, index) => {
    const size = sizes[index];
    for (let next = index + 1; next < tables.length; next += 1) {
      const other = tables[next];
      const otherSize = sizes[next];
      if (!size || !other || !otherSize) continue;
      const apart = Math.max(
        (Math.abs(table.x - other.x) * room.width) /
          100 /
          ((size.width + otherSize.width) / 2 + SEATS_AROUND * 2),
        (Math.abs(table.y - other.y) * room.height) /
          100 /
          ((size.height + otherSize.height) / 2 + SEATS_AROUND * 2),
      );
      scale = Math.min(scale, apart);
    }
  });
  return Math.max(0.55, Math.min(1, scale));
}

/** Seats around a table, as small circles; `unit` scales the drawing from A3 to A2. */
function seatDots(
  table: SeatingTable,
  size: { width: number; height: number },
  unit: number,
  scale: number,
): string {
  const dot = 2.8 * scale;
  const away = 2.6 * scale;
  const dots: { x: number; y: number }[] = [];
  if (table.shape === 'round') {
    const radius = size.width / 2 + away;
    for (let index = 0; index < table.seats; index += 1) {
      const angle = (index / table.seats) * Math.PI * 2 - Math.PI / 2;
      dots.push({
        x: size.width / 2 + Math.cos(angle) * radius,
        y: size.height / 2 + Math.sin(angle) * radius,
      });
    }
  } else {
    const top = Math.ceil(table.seats / 2);
    const bottom = table.seats - top;
    for (const [count, y] of [
      [top, -away],
      [bottom, size.height + away],
    ] as const) {
      for (let index = 0; index < count; index += 1) {
        dots.push({ x: ((index + 0.5) / count) * size.width, y });
      }
    }
  }
  return dots
    .map(
      ({ x, y }) =>
        `<i class="seat" style="left:${mm((x - dot / 2) * unit)};top:${mm((y - dot / 2) * unit)};width:${mm(dot * unit)};height:${mm(dot * unit)}"></i>`,
    )
    .join('');
}

/**
 * The table plan (issue 35 item 2): the room as the owner arranged it, tables at their x/y per cent with
 * their names and seats, then everyone by name with their table, in columns flowing onto more sheets.
 * Drawn on an A3 grid in millimetres and scaled by `unit` for A2, so both look the same.
 */
export function seatingPlanHtml(input: SeatingPrintInput, query: Pick<SeatingPlanPdfQuery, 'size'>): string {
  const { look, plan } = input;
  const texts = SEATING_PRINT_TEXTS[look.language];
  const sheet = PLAN_SHEETS[query.size];
  const unit = sheet.width / PLAN_SHEETS.A3.width;
  const u = (value: number) => mm(value * unit);
  const margin = 16;
  const inner = PLAN_SHEETS.A3.width - margin * 2;
  const headerHeight = look.monogram ? 66 : 44;
  const room = { width: inner, height: 165 };
  const gap = 8;
  const listHeading = 11;
  const row = 6.4;
  const columns = 4;
  const firstRows = Math.floor(
    (PLAN_SHEETS.A3.height - margin * 2 - headerHeight - room.height - gap * 2 - listHeading) / row,
  );
  const nextHeader = 18;
  const nextRows = Math.floor((PLAN_SHEETS.A3.height - margin * 2 - nextHeader - listHeading) / row);

  const scale = roomScale(plan.tables, room);
  const tables = plan.tables
    .map((table) => {
      const size = tableSize(table, scale);
      const pad = 6 * scale;
      const clamp = (value: number, half: number, length: number) =>
        Math.min(length - half - pad, Math.max(half + pad, value));
      const left = clamp((table.x / 100) * room.width, size.width / 2, room.width) - size.width / 2;
      const top = clamp((table.y / 100) * room.height, size.height / 2, room.height) - size.height / 2;
      const short = Array.from(table.name.trim()).length <= 3;
      const small = !short && size.width < 30 * scale;
      return `<div class="table ${table.shape}" style="left:${u(left)};top:${u(top)};width:${u(size.width)};height:${u(size.height)}">
${seatDots(table, size, unit, scale)}<div class="label"><p class="name heading${short ? ' short' : small ? ' small' : ''}">${escapeHtml(table.name)}</p>
<p class="count">${escapeHtml(texts.seats(table.seats))}</p></div></div>`;
    })
    .join('');

  const seats = seatsByName(plan.tables);
  const pages: (typeof seats)[] = [seats.slice(0, firstRows * columns)];
  for (let start = firstRows * columns; start < seats.length; start += nextRows * columns) {
    pages.push(seats.slice(start, start + nextRows * columns));
  }
  const list = (entries: typeof seats, rows: number) => {
    const lists: string[] = [];
    for (let start = 0; start < entries.length; start += rows) {
      lists.push(
        `<ol class="column">${entries
          .slice(start, start + rows)
          .map(
            (seat) =>
              `<li><span class="who ellipsis">${escapeHtml(seat.member)}</span><span class="dots"></span><span class="at ellipsis">${escapeHtml(seat.table)}</span></li>`,
          )
          .join('')}</ol>`,
      );
    }
    return `<div class="list-heading"><span class="kicker">${escapeHtml(texts.guests)}</span></div><div class="columns">${lists.join('')}</div>`;
  };
  const titles = [look.title, look.eventTitle].filter((text): text is string => Boolean(text));
  const body = pages
    .map((entries, index) =>
      index === 0
        ? `<section class="page"><div class="sheet">
<header class="header">${badge(look, 24)}<p class="kicker">${escapeHtml(texts.plan)}</p>
${look.title ? `<h1 class="heading title ellipsis">${escapeHtml(look.title)}</h1>` : ''}
${look.eventTitle ? `<p class="heading event ellipsis">${escapeHtml(look.eventTitle)}</p>` : ''}${ORNAMENT}</header>
<div class="room" style="--scale:${Math.round(scale * 1000) / 1000}">${tables}</div>${entries.length > 0 ? list(entries, firstRows) : ''}</div></section>`
        : `<section class="page"><div class="sheet"><header class="next-header"><p class="kicker">${escapeHtml(texts.plan)}</p>
<p class="heading next-title ellipsis">${escapeHtml(titles.join(' · '))}</p></header>${list(entries, nextRows)}</div></section>`,
    )
    .join('');

  const css = `.sheet{position:absolute;inset:${u(margin)};display:flex;flex-direction:column}
.header{height:${u(headerHeight)};display:flex;flex-direction:column;align-items:center;justify-content:flex-end;text-align:center;padding-bottom:${u(2)}}
.header .badge{margin-bottom:${u(5)}}
.header .kicker{font-size:${u(3.4)};margin-bottom:${u(2.5)}}
.title{font-size:${u(13)};line-height:1.1;max-width:100%}
.event{font-size:${u(6.5)};margin-top:${u(1.5)};max-width:100%}
.ornament{margin-top:${u(4)};gap:${u(2.5)}}
.ornament span{width:${u(14)};height:${u(0.25)}}
.ornament b{width:${u(1.6)};height:${u(1.6)}}
.header .badge{border-width:${u(0.35)}}
.room{position:relative;flex:none;margin-top:${u(gap)};width:${u(room.width)};height:${u(room.height)};background:var(--surface);
  color:var(--on-surface);border-radius:${u(3)};border:${u(0.3)} solid color-mix(in srgb,var(--primary) 45%,transparent)}
.table{position:absolute;display:flex;align-items:center;justify-content:center;background:var(--background);
  color:var(--on-background);border:${u(0.45)} solid var(--primary)}
.table.round{border-radius:50%}
.table.long{border-radius:${u(1.5)}}
.seat{position:absolute;border-radius:50%;background:var(--background);border:${u(0.3)} solid var(--primary)}
.label{width:100%;padding:0 ${u(1.6)};text-align:center;overflow:hidden}
.table .name{font-size:calc(${u(4.4)} * var(--scale));line-height:1.05;overflow-wrap:anywhere;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.table .name.small{font-size:calc(${u(3.4)} * var(--scale))}
.table .name.short{font-size:calc(${u(7)} * var(--scale))}
.count{font-size:calc(${u(2.2)} * var(--scale));letter-spacing:.08em;text-transform:uppercase;opacity:.75;margin-top:${u(0.6)};white-space:nowrap}
.list-heading{height:${u(listHeading)};margin-top:${u(gap)};display:flex;align-items:center;gap:${u(3)}}
.list-heading::after{content:'';flex:1;height:${u(0.25)};background:var(--primary);opacity:.5}
.list-heading .kicker{font-size:${u(3.2)}}
.columns{display:grid;grid-template-columns:repeat(${columns},1fr);column-gap:${u(7)}}
.column{list-style:none;min-width:0}
.column li{display:flex;align-items:baseline;height:${u(row)};font-size:${u(3.6)};min-width:0}
.who{flex:0 1 auto;min-width:0}
.dots{flex:1 0 ${u(3)};border-bottom:${u(0.3)} dotted color-mix(in srgb,var(--on-background) 45%,transparent);margin:0 ${u(1.2)};transform:translateY(-${u(0.8)})}
.at{flex:0 1 auto;max-width:45%;color:var(--primary);font-family:var(--heading)}
.next-header{height:${u(nextHeader)};display:flex;align-items:baseline;gap:${u(5)};border-bottom:${u(0.25)} solid color-mix(in srgb,var(--primary) 50%,transparent)}
.next-header .kicker{font-size:${u(3.2)};flex:none}
.next-title{font-size:${u(6)};min-width:0}`;
  return documentHtml(input, sheet, css, body);
}

/**
 * A name's size on a card: `large` when it fits the card's `width` on one line (a letter of the heading
 * fonts is about half its size wide), else smaller down to 60 %, below which it wraps onto a second line.
 */
function nameSize(name: string, large: number, width: number): number {
  const fitting = width / (Array.from(name).length * 0.52);
  return Math.max(large * 0.6, Math.min(large, fitting));
}

/** A4 portrait holds ten 90 × 55 mm cards, two across and five down, centred, edge to edge. */
const FLAT = { card: { width: 90, height: 55 }, across: 2, down: 5, sheet: { width: 210, height: 297 } };
/** A tent card: an A6 sheet landscape, folded across its middle into two faces of 148 × 52.5 mm. */
const TENT = { width: 148, height: 105 };

interface CardPerson {
  name: string;
  table: string;
  diets: readonly string[];
}

function dietMark(person: CardPerson, withDiets: boolean): string {
  if (!withDiets || person.diets.length === 0) return '';
  return `<p class="diet ellipsis"><b aria-hidden="true"></b>${escapeHtml(person.diets.join(' · '))}</p>`;
}

const TENT_CSS = `.face{position:absolute;left:0;width:${mm(TENT.width)};height:${mm(TENT.height / 2)};display:flex;
  flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:0 16mm}
.face.front{top:${mm(TENT.height / 2)}}
.face.back{top:0;transform:rotate(180deg)}
.face .frame{inset:4mm}
.fold{position:absolute;top:${mm(TENT.height / 2)};width:4mm;height:0;border-top:.2mm solid var(--primary);opacity:.6}
.fold.left{left:0}.fold.right{right:0}`;

/** The seated guests' place cards, table by table, each with their diet answers. */
function placeCardPeople(plan: SeatingPrintInput['plan']): CardPerson[] {
  const guests = new Map(plan.guests.map((guest) => [seatedPersonKey(guest), guest]));
  return plan.tables.flatMap((table) =>
    table.places.map((person) => ({
      name: person.member,
      table: table.name,
      diets: guests.get(seatedPersonKey(person))?.diets ?? [],
    })),
  );
}

/** What the print partner gets (issue 35 item 2): a page per card with 3 mm bleed, the spares blank. */
const PRINTER_BLEED = 3;

interface PlaceCardsLayout {
  format: PlaceCardFormat;
  diets: boolean;
  /** For the print partner: every card on its own page with bleed, blank cards up to `quantity`. */
  printer?: { quantity: number };
}

/**
 * The place cards (issue 35 item 2): one per seated guest in table order, each with the name, the table and,
 * with `diets`, a discreet diet mark for the waiters. Folded: an A6 tent whose front half reads upright when
 * it stands, its back half (the guest's side, where the waiters look) printed upside down to read upright
 * from behind. Flat: 90 × 55 mm cards, ten to an A4 sheet with cut marks.
 */
export function placeCardsHtml(
  input: SeatingPrintInput,
  query: Pick<PlaceCardsQuery, 'format' | 'diets'>,
): string {
  return placeCardsOfPeopleHtml(input, placeCardPeople(input.plan), {
    format: query.format,
    diets: query.diets === '1',
  });
}

/**
 * A place card order's print file (issue 35 item 2): the cards frozen in the order, each on a page of its
 * own with 3 mm bleed as the invitation cards have it (a folded A6 tent 154 × 111 mm, a flat card
 * 96 × 61 mm), then blank cards in the same look up to the ordered quantity.
 */
export function placeCardsForPrinterHtml(
  input: Omit<SeatingPrintInput, 'plan'>,
  print: PlaceCardPrint,
  quantity: number,
): string {
  return placeCardsOfPeopleHtml(input, print.cards, {
    format: print.format,
    // The order kept diet answers only when the owner asked for the mark.
    diets: true,
    printer: { quantity },
  });
}

function placeCardsOfPeopleHtml(
  input: Omit<SeatingPrintInput, 'plan'>,
  named: readonly CardPerson[],
  layout: PlaceCardsLayout,
): string {
  const { look } = input;
  const texts = SEATING_PRINT_TEXTS[look.language];
  const blank: CardPerson = { name: '', table: '', diets: [] };
  const people = layout.printer
    ? [...named, ...Array.from({ length: Math.max(0, layout.printer.quantity - named.length) }, () => blank)]
    : named;
  const withDiets = layout.diets;
  const monogram = look.monogram ? badge(look, 9) : '';
  const bleed = layout.printer ? PRINTER_BLEED : 0;
  const lines = (person: CardPerson, size: number) =>
    person.name === ''
      ? ''
      : `<p class="heading name clamp2" style="font-size:${mm(size)}">${escapeHtml(person.name)}</p>
<p class="kicker table">${escapeHtml(texts.atTable(person.table))}</p>`;

  if (layout.format === 'folded') {
    const folds = layout.printer ? '' : '<i class="fold left"></i><i class="fold right"></i>';
    const body = people
      .map((person) => {
        const face = (side: 'front' | 'back') =>
          `<div class="face ${side}"><div class="frame"></div>${side === 'front' ? monogram : ''}
${lines(person, nameSize(person.name, side === 'front' ? 9.5 : 7.5, TENT.width - 32))}${side === 'back' ? dietMark(person, withDiets) : ''}</div>`;
        return `<section class="page"><div class="trim">${face('back')}${face('front')}${folds}</div></section>`;
      })
      .join('');
    const css = `${TENT_CSS}
.trim{position:absolute;left:${mm(bleed)};top:${mm(bleed)};width:${mm(TENT.width)};height:${mm(TENT.height)}}
.face .badge{position:absolute;top:8.5mm;left:10mm;border-width:.25mm}
.name{line-height:1.1;max-width:100%}
.table{font-size:2.6mm;margin-top:2.2mm}
.diet{position:absolute;left:9mm;right:9mm;bottom:6.5mm;font-size:2.3mm;color:var(--on-background);opacity:.8;text-align:center}
.diet b{display:inline-block;width:1.6mm;height:1.6mm;border-radius:50%;background:var(--primary);margin-right:1.2mm;vertical-align:middle}`;
    return documentHtml(input, { width: TENT.width + 2 * bleed, height: TENT.height + 2 * bleed }, css, body);
  }

  const card = (person: CardPerson, left: number, top: number) =>
    `<div class="card" style="left:${mm(left)};top:${mm(top)}"><div class="frame"></div>${monogram}
${lines(person, nameSize(person.name, 7.4, FLAT.card.width - 20))}${dietMark(person, withDiets)}</div>`;
  const css = `.card{position:absolute;width:${mm(FLAT.card.width)};height:${mm(FLAT.card.height)};display:flex;flex-direction:column;
  align-items:center;justify-content:center;text-align:center;padding:0 10mm}
.card .frame{inset:3.5mm}
.card .badge{position:absolute;top:6.5mm;left:50%;transform:translateX(-50%);border-width:.25mm}
.card:has(.badge) .name{margin-top:6mm}
.name{line-height:1.1;max-width:100%}
.table{font-size:2.4mm;margin-top:2mm}
.diet{position:absolute;left:8mm;right:8mm;bottom:6mm;font-size:2.1mm;opacity:.8}
.diet b{display:inline-block;width:1.5mm;height:1.5mm;border-radius:50%;background:var(--primary);margin-right:1.1mm;vertical-align:middle}
.cut{position:absolute;background:var(--on-background);opacity:.7}
.cut.v{width:.15mm;height:6mm;margin-left:-.075mm}
.cut.h{height:.15mm;width:6mm;margin-top:-.075mm}`;
  if (layout.printer) {
    const body = people
      .map((person) => `<section class="page">${card(person, bleed, bleed)}</section>`)
      .join('');
    return documentHtml(
      input,
      { width: FLAT.card.width + 2 * bleed, height: FLAT.card.height + 2 * bleed },
      css,
      body,
    );
  }

  const perSheet = FLAT.across * FLAT.down;
  const grid = {
    left: (FLAT.sheet.width - FLAT.across * FLAT.card.width) / 2,
    top: (FLAT.sheet.height - FLAT.down * FLAT.card.height) / 2,
  };
  const cutMarks = [
    ...Array.from({ length: FLAT.across + 1 }, (_, index) => {
      const x = grid.left + index * FLAT.card.width;
      return [
        `<i class="cut v" style="left:${mm(x)};top:${mm(grid.top - 8)}"></i>`,
        `<i class="cut v" style="left:${mm(x)};top:${mm(grid.top + FLAT.down * FLAT.card.height + 2)}"></i>`,
      ].join('');
    }),
    ...Array.from({ length: FLAT.down + 1 }, (_, index) => {
      const y = grid.top + index * FLAT.card.height;
      return [
        `<i class="cut h" style="top:${mm(y)};left:${mm(grid.left - 8)}"></i>`,
        `<i class="cut h" style="top:${mm(y)};left:${mm(grid.left + FLAT.across * FLAT.card.width + 2)}"></i>`,
      ].join('');
    }),
  ].join('');
  const sheets: string[] = [];
  for (let start = 0; start < people.length; start += perSheet) {
    const cards = people
      .slice(start, start + perSheet)
      .map((person, index) =>
        card(
          person,
          grid.left + (index % FLAT.across) * FLAT.card.width,
          grid.top + Math.floor(index / FLAT.across) * FLAT.card.height,
        ),
      );
    sheets.push(`<section class="page">${cutMarks}${cards.join('')}</section>`);
  }
  return documentHtml(input, FLAT.sheet, css, sheets.join(''));
}

/**
 * The table number cards (issue 35 item 2), one per table: its number large under the word 'Table', or its
 * own name; A5 stands flat in a holder, A6 is a tent folded like the place cards, both faces printed.
 */
export function tableCardsHtml(input: SeatingPrintInput, query: Pick<TableCardsQuery, 'size'>): string {
  const { look, plan } = input;
  const texts = SEATING_PRINT_TEXTS[look.language];
  const titles = [look.title, look.eventTitle].filter((text): text is string => Boolean(text));
  const face = (table: SeatingTable, scale: number) => {
    const number = tableNameIsNumber(table.name);
    const size = number ? 44 : nameSize(table.name, 15, 100);
    return `${number ? `<p class="kicker word" style="font-size:${mm(Math.max(2.6, 3.2 * scale))}">${escapeHtml(texts.table)}</p>` : ''}
<p class="heading big${number ? '' : ' clamp2'}" style="font-size:${mm(size * scale)}">${escapeHtml(table.name.trim())}</p>`;
  };

  if (query.size === 'A6') {
    const body = plan.tables
      .map((table) => {
        const half = (side: 'front' | 'back') =>
          `<div class="face ${side}"><div class="frame"></div>${face(table, 0.62)}</div>`;
        return `<section class="page">${half('back')}${half('front')}<i class="fold left"></i><i class="fold right"></i></section>`;
      })
      .join('');
    const css = `${TENT_CSS}
.big{line-height:1;max-width:100%}
.word{margin-bottom:1.5mm}`;
    return documentHtml(input, TENT, css, body);
  }

  const a5 = { width: 148, height: 210 };
  const body = plan.tables
    .map(
      (table) => `<section class="page"><div class="frame"></div><div class="content">
<div class="top">${badge(look, 22)}</div><div class="middle">${face(table, 1)}</div>${ORNAMENT}
<div class="bottom">${titles.map((text) => `<p class="heading ellipsis">${escapeHtml(text)}</p>`).join('')}</div></div></section>`,
    )
    .join('');
  const css = `.page>.frame{inset:8mm}
.content{position:absolute;inset:16mm;display:flex;flex-direction:column;align-items:center;text-align:center}
.top{height:30mm;display:flex;align-items:flex-start;justify-content:center}
.middle{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;max-width:100%}
.word{margin-bottom:3mm}
.big{line-height:1;max-width:100%}
.bottom{height:22mm;display:flex;flex-direction:column;justify-content:flex-end;align-items:center;max-width:100%;gap:1mm}
.bottom p{font-size:4.2mm;max-width:100%}
.bottom p+p{font-size:3.4mm;opacity:.8}
.ornament{margin-top:6mm}`;
  return documentHtml(input, a5, css, body);
}
