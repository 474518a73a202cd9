import { createHash } from 'node:crypto';
import type { MapTheme } from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';
import { seededRandom, type Random } from '../images/seeded-random';
import { MAP_HEIGHT, MAP_WIDTH, type MapRequest } from './map-provider';

/*
 * The offline map picture (`decisions.md` §6): not a real map, but one that reads as a map at a glance and
 * differs from place to place. The location's hash seeds every shape, so a place always gets the same
 * picture; the zoom scales the street grid; the theme only changes colours. The marker sits in the middle,
 * where a static-map service puts it.
 */

interface Palette {
  land: string;
  water: string;
  waterEdge: string;
  park: string;
  block: string;
  street: string;
  streetCasing: string;
  road: string;
  roadCasing: string;
  labelBackground: string;
  labelText: string;
  labelBorder: string;
}

/** Close to the colours of the same-named styles of common static-map services. */
const PALETTES: Record<MapTheme, Palette> = {
  NORMAL: {
    land: '#f3efe6',
    water: '#a9d3e6',
    waterEdge: '#92c2d8',
    park: '#cfe6c1',
    block: '#e8e2d6',
    street: '#ffffff',
    streetCasing: '#e1dacd',
    road: '#fde6a2',
    roadCasing: '#e9c46f',
    labelBackground: '#ffffff',
    labelText: '#3c4043',
    labelBorder: '#d4d0c8',
  },
  SILVER: {
    land: '#f5f5f5',
    water: '#c9c9c9',
    waterEdge: '#b9b9b9',
    park: '#e3e3e3',
    block: '#ececec',
    street: '#ffffff',
    streetCasing: '#e2e2e2',
    road: '#dadada',
    roadCasing: '#c8c8c8',
    labelBackground: '#ffffff',
    labelText: '#616161',
    labelBorder: '#d6d6d6',
  },
  RETRO: {
    land: '#ebe3cd',
    water: '#b9d3c2',
    waterEdge: '#9fbfa9',
    park: '#a5b076',
    block: '#dfd2ae',
    street: '#f5f1e6',
    streetCasing: '#d8ccae',
    road: '#f8c967',
    roadCasing: '#e0a94a',
    labelBackground: '#f5f1e6',
    labelText: '#523735',
    labelBorder: '#c9b2a6',
  },
  DARK: {
    land: '#212121',
    water: '#0e0e0e',
    waterEdge: '#2a2a2a',
    park: '#1b261b',
    block: '#292929',
    street: '#313131',
    streetCasing: '#1a1a1a',
    road: '#4e4e4e',
    roadCasing: '#1a1a1a',
    labelBackground: '#2c2c2c',
    labelText: '#e0e0e0',
    labelBorder: '#474747',
  },
  NIGHT: {
    land: '#242f3e',
    water: '#17263c',
    waterEdge: '#2c3d55',
    park: '#263c3f',
    block: '#2b3646',
    street: '#38414e',
    streetCasing: '#212a37',
    road: '#746855',
    roadCasing: '#1f2835',
    labelBackground: '#1f2835',
    labelText: '#d59563',
    labelBorder: '#3d4b5f',
  },
};

const CENTER_X = MAP_WIDTH / 2;
const CENTER_Y = MAP_HEIGHT / 2;
const MAX_LABEL_CHARACTERS = 48;

type Point = readonly [number, number];

function seedOf(location: string): number {
  return createHash('sha256').update(location.trim().toLowerCase()).digest().readUInt32BE(0);
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const n = (value: number) => String(Math.round(value * 10) / 10);

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
function smoothPath(points: readonly Point[], closed: boolean): string {
  const count = points.length;
  const at = (index: number): Point =>
    closed
      ? (points[(index + count) % count] as Point)
      : (points[Math.min(Math.max(index, 0), count - 1)] as Point);
  const first = at(0);
  let path = `M${n(first[0])} ${n(first[1])}`;
  const segments = closed ? count : count - 1;
  for (let index = 0; index < segments; index += 1) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    path += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${path}Z` : path;
}

/** An irregular rounded shape: a lake, a park, an island. */
function blob(random: Random, cx: number, cy: number, rx: number, ry: number): string {
  const points: Point[] = [];
  for (let index = 0; index < 10; index += 1) {
    const angle = (index / 10) * Math.PI * 2;
    const scale = between(random, 0.75, 1.2);
    points.push([cx + Math.cos(angle) * rx * scale, cy + Math.sin(angle) * ry * scale]);
  }
  return smoothPath(points, true);
}

/** A point at `distance` from the centre in a random direction, so shapes keep clear of the marker. */
function awayFromCenter(random: Random, min: number, max: number): Point {
  const angle = between(random, 0, Math.PI * 2);
  const distance = between(random, min, max);
  return [CENTER_X + Math.cos(angle) * distance, CENTER_Y + Math.sin(angle) * distance * 0.7];
}

type WaterKind = 'coast' | 'river' | 'lake' | 'pond';
const WATER_KINDS: readonly WaterKind[] = ['coast', 'river', 'lake', 'pond'];

/** The water of the place; none of it covers the marker. */
function water(random: Random, kind: WaterKind, zoom: number): string {
  switch (kind) {
    case 'coast': {
      // The sea beyond a wavy line that runs across the map at least 110 px from the centre, turned to any side.
      const side = Math.floor(random() * 4) * 90;
      const points: Point[] = [];
      for (let x = -420; x <= 420; x += 70) points.push([x, -between(random, 110, 170)]);
      const shore = smoothPath(points, false).replace(/^M/, 'M');
      return `<g transform="translate(${CENTER_X} ${CENTER_Y}) rotate(${side})"><path d="${shore}L420 -600L-420 -600Z"/></g>`;
    }
    case 'river': {
      const width = Math.min(22 + (zoom - 6) * 9, 150);
      const offset = between(random, 70, 150) * (random() < 0.5 ? -1 : 1);
      const tilt = between(random, -35, 35);
      const points: Point[] = [];
      for (let x = -450; x <= 450; x += 90) points.push([x, offset + between(random, -25, 25)]);
      const line = smoothPath(points, false);
      return `<g transform="translate(${CENTER_X} ${CENTER_Y}) rotate(${n(tilt)})"><path d="${line}" fill="none" stroke-width="${n(width)}" stroke-linecap="round"/></g>`;
    }
    case 'lake': {
      const [cx, cy] = awayFromCenter(random, 190, 260);
      return `<path d="${blob(random, cx, cy, between(random, 110, 170), between(random, 70, 110))}"/>`;
    }
    case 'pond': {
      const [cx, cy] = awayFromCenter(random, 150, 230);
      return `<path d="${blob(random, cx, cy, between(random, 35, 60), between(random, 25, 45))}"/>`;
    }
  }
}

function parks(random: Random, zoom: number): string {
  const count = 2 + Math.floor(random() * 3);
  const size = Math.min(30 + (zoom - 6) * 6, 110);
  let shapes = '';
  for (let index = 0; index < count; index += 1) {
    const [cx, cy] = awayFromCenter(random, 80, 300);
    shapes += blob(random, cx, cy, size * between(random, 0.7, 1.3), size * between(random, 0.5, 1));
  }
  return shapes;
}

/** Built-up areas as patches, for zooms too far out to show streets. */
function towns(random: Random, zoom: number, palette: Palette): string {
  const count = 2 + Math.floor(random() * 3);
  let shapes = '';
  for (let index = 0; index < count; index += 1) {
    const [cx, cy] = index === 0 ? [CENTER_X, CENTER_Y] : awayFromCenter(random, 120, 320);
    const size = (index === 0 ? 28 : 16) * 2 ** ((zoom - 6) / 2);
    shapes += blob(random, cx, cy, size, size * 0.75);
  }
  return `<path d="${shapes}" fill="${palette.block}" stroke="${palette.streetCasing}"/>`;
}

/** The street grid with its blocks (and houses when zoomed in), turned a little; towns as patches below zoom 11. */
function streetGrid(random: Random, zoom: number, palette: Palette): string {
  if (zoom < 11) return towns(random, zoom, palette);
  const spacing = 14 * 2 ** ((zoom - 10) / 2);
  const width = Math.max(1.5, 1 + (zoom - 9) * 1.1);
  const angle = between(random, -25, 25);
  const extent = 480;
  let lines = '';
  let blocks = '';
  const jitter = () => spacing * between(random, -0.12, 0.12);
  for (let x = -extent; x <= extent; x += spacing) {
    const shifted = x + jitter();
    lines += `M${n(shifted)} ${-extent}V${extent}`;
  }
  for (let y = -extent; y <= extent; y += spacing) {
    const shifted = y + jitter();
    lines += `M${-extent} ${n(shifted)}H${extent}`;
  }
  if (zoom >= 12) {
    const inset = width / 2 + spacing * 0.08;
    const houses = zoom >= 15;
    for (let x = -extent; x < extent; x += spacing) {
      for (let y = -extent; y < extent; y += spacing) {
        if (random() < 0.35) continue;
        if (houses) {
          const w = (spacing - inset * 2) * between(random, 0.35, 0.48);
          blocks += `<rect x="${n(x + inset)}" y="${n(y + inset)}" width="${n(w)}" height="${n(w * 0.8)}" rx="1.5"/>`;
          blocks += `<rect x="${n(x + spacing / 2 + inset / 2)}" y="${n(y + spacing / 2)}" width="${n(w)}" height="${n(w * 0.7)}" rx="1.5"/>`;
        } else {
          blocks += `<rect x="${n(x + inset)}" y="${n(y + inset)}" width="${n(spacing - inset * 2)}" height="${n(spacing - inset * 2)}" rx="2"/>`;
        }
      }
    }
  }
  return `<g transform="translate(${CENTER_X} ${CENTER_Y}) rotate(${n(angle)})">
    <g fill="${palette.block}">${blocks}</g>
    <path d="${lines}" fill="none" stroke="${palette.streetCasing}" stroke-width="${n(width + 1.5)}"/>
    <path d="${lines}" fill="none" stroke="${palette.street}" stroke-width="${n(width)}"/>
  </g>`;
}

/** Two or three main roads; the first passes the marker, as the way there would. */
function mainRoads(random: Random, zoom: number, palette: Palette): string {
  const width = Math.min(4 + (zoom - 6) * 0.9, 16);
  const count = 2 + Math.floor(random() * 2);
  let paths = '';
  for (let index = 0; index < count; index += 1) {
    const angle = between(random, 0, Math.PI);
    const offset = index === 0 ? between(random, -8, 8) : between(random, -170, 170);
    const points: Point[] = [];
    for (let t = -460; t <= 460; t += 115) {
      const bend = between(random, -22, 22);
      points.push([
        CENTER_X + Math.cos(angle) * t - Math.sin(angle) * (offset + bend),
        CENTER_Y + Math.sin(angle) * t + Math.cos(angle) * (offset + bend),
      ]);
    }
    paths += `${smoothPath(points, false)}`;
  }
  return `<path d="${paths}" fill="none" stroke="${palette.roadCasing}" stroke-width="${n(width + 3)}" stroke-linecap="round"/>
    <path d="${paths}" fill="none" stroke="${palette.road}" stroke-width="${n(width)}" stroke-linecap="round"/>`;
}

/** A scale bar for about 55° north, where the brand's markets are. */
function scaleBar(zoom: number, palette: Palette): string {
  const metresPerPixel = (156543.03 * Math.cos((55 * Math.PI) / 180)) / 2 ** zoom;
  const candidates = [1, 10, 100, 1000, 10000, 100000].flatMap((power) =>
    [1, 2, 5].map((base) => base * power),
  );
  const metres = candidates.filter((value) => value / metresPerPixel <= 120).at(-1) ?? 1;
  const length = metres / metresPerPixel;
  const text = metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
  const y = MAP_HEIGHT - 16;
  return `<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="11" fill="${palette.labelText}">
    <path d="M14 ${y - 5}V${y}H${n(14 + length)}V${y - 5}" fill="none" stroke="${palette.labelBackground}" stroke-width="4"/>
    <path d="M14 ${y - 5}V${y}H${n(14 + length)}V${y - 5}" fill="none" stroke="${palette.labelText}" stroke-width="1.5"/>
    <text x="${n(18 + length)}" y="${y}" stroke="${palette.labelBackground}" stroke-width="3" paint-order="stroke">${text}</text>
  </g>`;
}

/** A marker colour a shade darker, for the pin's outline. */
function darker(hex: string): string {
  const value = parseInt(hex, 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * 0.7);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** The pin with its tip on the centre, and the place's name under it. */
function markerAndLabel(request: MapRequest, palette: Palette): string {
  const color = `#${request.markerColor}`;
  const pin = `M0 0C-3 -12 -15 -18 -15 -31A15 15 0 1 1 15 -31C15 -18 3 -12 0 0Z`;
  const words = request.location.replace(/\s+/g, ' ').trim();
  const text =
    words.length > MAX_LABEL_CHARACTERS ? `${words.slice(0, MAX_LABEL_CHARACTERS - 1).trimEnd()}…` : words;
  // DejaVu Sans Bold averages about 0.62 em a character; the box only has to be roughly right.
  const width = Math.min(MAP_WIDTH - 20, text.length * 14 * 0.62 + 24);
  const top = CENTER_Y + 12;
  return `<ellipse cx="${CENTER_X}" cy="${CENTER_Y}" rx="9" ry="3.5" fill="#000" opacity="0.25"/>
    <g transform="translate(${CENTER_X} ${CENTER_Y})">
      <path d="${pin}" fill="${color}" stroke="${darker(request.markerColor)}" stroke-width="1.5"/>
      <circle cx="0" cy="-31" r="5.5" fill="#ffffff" opacity="0.95"/>
    </g>
    <rect x="${n(CENTER_X - width / 2 + 1)}" y="${top + 2}" width="${n(width)}" height="30" rx="15" fill="#000" opacity="0.12"/>
    <rect x="${n(CENTER_X - width / 2)}" y="${top}" width="${n(width)}" height="30" rx="15" fill="${palette.labelBackground}" stroke="${palette.labelBorder}"/>
    <text x="${CENTER_X}" y="${top + 20}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="14" font-weight="bold" fill="${palette.labelText}">${escapeHtml(text)}</text>`;
}

/** The picture as SVG, 640 × 420. */
export function drawOfflineMap(request: MapRequest): string {
  const palette = PALETTES[request.mapTheme];
  const random = seededRandom(seedOf(request.location));
  const kind = WATER_KINDS[Math.floor(random() * WATER_KINDS.length)] ?? 'pond';
  const waterShapes = water(random, kind, request.zoom);
  const roads = mainRoads(random, request.zoom, palette);
  // Roads cross a river on bridges; at a coast or a lake they end at the shore.
  const bridged = kind === 'river';
  const waterStyle =
    kind === 'river'
      ? `fill="none" stroke="${palette.water}"`
      : `fill="${palette.water}" stroke="${palette.waterEdge}" stroke-width="2"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}">
  <rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${palette.land}"/>
  <path d="${parks(random, request.zoom)}" fill="${palette.park}"/>
  ${streetGrid(random, request.zoom, palette)}
  ${bridged ? '' : roads}
  <g ${waterStyle}>${waterShapes}</g>
  ${bridged ? roads : ''}
  ${scaleBar(request.zoom, palette)}
  ${markerAndLabel(request, palette)}
</svg>`;
}
