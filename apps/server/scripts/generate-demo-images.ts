/*
 * Draws the demo sites' images (project-made artwork, so the product ships no third-party photos) and
 * renders them with sharp into assets/demo-images/, in the sizes an upload is stored with.
 *
 *   npx tsx scripts/generate-demo-images.ts            all images, the maps, manifest.json and README.md
 *   npx tsx scripts/generate-demo-images.ts bouquet    only the named images (maps and manifest are still redone)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { DEMO_IMAGE_SIZES } from '@eventsite/core/constants/image-sizes';
import { DEFAULT_MARKER_COLOR } from '@eventsite/core/constants/map';
import { portraitCrop } from '@eventsite/core/rules/portrait-crop';
import {
  DEMO_IMAGE_NAMES,
  DEMO_IMAGES,
  DEMO_MAP_HEIGHT,
  DEMO_MAP_NAMES,
  DEMO_MAP_WIDTH,
  DEMO_MAPS,
  demoImage,
  demoImageSizeFileName,
  type DemoImageName,
  type DemoMapName,
} from '@eventsite/core/demo/demo-images';
import { seededRandom } from '../src/images/seeded-random';

const OUTPUT_DIR = new URL('../assets/demo-images/', import.meta.url);

// ---------------------------------------------------------------------------------------------------------
// Drawing helpers
// ---------------------------------------------------------------------------------------------------------

type Random = () => number;

function between(rand: Random, min: number, max: number): number {
  return min + rand() * (max - min);
}

function pick<T>(rand: Random, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

/** Rounds coordinates so the SVG stays small and readable. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`;
    })
    .join('');
}

/** A vertical gradient unless other end points are given (fractions of the shape's box). */
function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** A radial gradient in picture coordinates. */
function radial(id: string, list: readonly Stop[], cx: number, cy: number, r: number, ry = r): string {
  const transform =
    ry === r ? '' : ` gradientTransform="translate(${cx} ${cy}) scale(1 ${ry / r}) translate(${-cx} ${-cy})"`;
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}"${transform}>${stops(list)}</radialGradient>`;
}

function blur(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** A smooth closed outline through points (Catmull-Rom turned into cubic Béziers). */
function smoothClosed(points: readonly (readonly [number, number])[]): string {
  const count = points.length;
  const at = (index: number) => points[(index + count) % count] as readonly [number, number];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let index = 0; index < count; index += 1) {
    const [x0, y0] = at(index - 1);
    const [x1, y1] = at(index);
    const [x2, y2] = at(index + 1);
    const [x3, y3] = at(index + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return `${d}Z`;
}

/** A smooth open line through points. */
function smoothOpen(points: readonly (readonly [number, number])[]): string {
  const count = points.length;
  const at = (index: number) => points[Math.max(0, Math.min(count - 1, index))] as readonly [number, number];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let index = 0; index < count - 1; index += 1) {
    const [x0, y0] = at(index - 1);
    const [x1, y1] = at(index);
    const [x2, y2] = at(index + 1);
    const [x3, y3] = at(index + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return d;
}

function polygon(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

/**
 * Film grain laid over the whole picture in soft-light, so flat vector fills read as printed paper
 * rather than clip art. The amount is kept low: grain is what JPEG compresses worst.
 */
function grain(width: number, height: number, opacity: number, seed: number, frequency = 0.85): string {
  return (
    `<filter id="grain" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
    `<feColorMatrix type="saturate" values="0"/></filter>` +
    `<rect width="${width}" height="${height}" filter="url(#grain)" opacity="${opacity}" style="mix-blend-mode:soft-light"/>`
  );
}

/** Darkened edges, like a lens, to hold the eye in the picture. */
function vignette(width: number, height: number, strength: number, color = '#1a1020'): string {
  const r = Math.hypot(width, height) / 2;
  return (
    radial(
      'vignette',
      [
        [0.55, color, 0],
        [1, color, strength],
      ],
      width / 2,
      height / 2,
      r,
    ) + `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`
  );
}

/** A soft shadow that follows the outline of what it is applied to. */
function dropShadow(
  id: string,
  deviation: number,
  dx: number,
  dy: number,
  opacity: number,
  color = '#4a3a28',
): string {
  return (
    `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${deviation}"/><feOffset dx="${dx}" dy="${dy}" result="offset"/>` +
    `<feFlood flood-color="${color}" flood-opacity="${opacity}"/><feComposite operator="in" in2="offset"/>` +
    `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
  );
}

/** A picture in a view box, rendered at the catalogue's pixel size. */
function picture(name: DemoImageName, viewWidth: number, viewHeight: number, content: string): string {
  const { width, height } = DEMO_IMAGES[name];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${viewWidth} ${viewHeight}" preserveAspectRatio="xMidYMid slice">${content}</svg>`
  );
}

/** Scenes are drawn on 1500 × 1000 (3:2), squares on 1000 × 1000. */
const W = 1500;
const H = 1000;
const S = 1000;

// ---------------------------------------------------------------------------------------------------------
// Landscape pieces
// ---------------------------------------------------------------------------------------------------------

/** A spruce silhouette: tiers that widen towards the ground, with a ragged edge. */
function spruce(x: number, base: number, height: number, width: number, rand: Random): string {
  const tiers = 6;
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  for (let tier = 0; tier <= tiers; tier += 1) {
    const t = tier / tiers;
    const y = base - height + t * height * 0.92;
    const half = (width / 2) * (0.15 + 0.85 * t) * between(rand, 0.85, 1.1);
    left.push([x - half, y], [x - half * 0.55, y + height * 0.04]);
    right.push([x + half, y], [x + half * 0.55, y + height * 0.04]);
  }
  const trunkBottom: [number, number][] = [
    [x + width * 0.05, base],
    [x - width * 0.05, base],
  ];
  return polygon([[x, base - height], ...right, ...trunkBottom, ...left.reverse()]);
}

/** An island: a low hump from x0 to x1 with spruces along its back. */
function island(
  x0: number,
  x1: number,
  waterline: number,
  hump: number,
  treeHeight: number,
  rand: Random,
  density = 1,
): string {
  const humpAt = (x: number) => {
    const t = (x - x0) / (x1 - x0);
    return waterline - hump * Math.pow(Math.sin(Math.PI * t), 0.7);
  };
  const ground: [number, number][] = [];
  for (let step = 0; step <= 24; step += 1) {
    const x = x0 + ((x1 - x0) * step) / 24;
    ground.push([x, humpAt(x)]);
  }
  let trees = '';
  const spacing = (treeHeight * 0.32) / density;
  for (let x = x0 + (x1 - x0) * 0.08; x < x1 - (x1 - x0) * 0.06; x += spacing * between(rand, 0.6, 1.4)) {
    const t = (x - x0) / (x1 - x0);
    const edge = Math.pow(Math.sin(Math.PI * t), 0.5);
    const height = treeHeight * edge * between(rand, 0.6, 1.15);
    if (height > treeHeight * 0.2) trees += spruce(x, humpAt(x) + 4, height, height * 0.42, rand);
  }
  return `${polygon([[x0, waterline + 2], ...ground, [x1, waterline + 2]])}${trees}`;
}

/** Small birds as soft V strokes. */
function birds(list: readonly (readonly [number, number, number])[], color: string): string {
  return list
    .map(
      ([x, y, size]) =>
        `<path d="M${n(x - size)} ${n(y - size * 0.35)}Q${n(x - size * 0.45)} ${n(y - size * 0.55)} ${n(x)} ${n(y)}Q${n(x + size * 0.45)} ${n(y - size * 0.55)} ${n(x + size)} ${n(y - size * 0.35)}" fill="none" stroke="${color}" stroke-width="${n(size * 0.16)}" stroke-linecap="round"/>`,
    )
    .join('');
}

/** A windswept Scots pine: a leaning trunk with flat, cloud-like crowns, as on the outer skerries. */
function scotsPine(x: number, base: number, height: number, color: string): string {
  const top: [number, number] = [x + height * 0.12, base - height];
  const trunk = `M${n(x - 9)} ${n(base)}C${n(x - 4)} ${n(base - height * 0.4)} ${n(x + height * 0.02)} ${n(base - height * 0.7)} ${n(top[0])} ${n(top[1])}L${n(top[0] + 5)} ${n(top[1] + 4)}C${n(x + height * 0.06)} ${n(base - height * 0.66)} ${n(x + 8)} ${n(base - height * 0.4)} ${n(x + 11)} ${n(base)}Z`;
  const crowns: [number, number, number, number][] = [
    [top[0] - 10, top[1] + 18, 120, 34],
    [top[0] + 60, top[1] + 50, 95, 26],
    [top[0] - 90, top[1] + 95, 80, 22],
    [top[0] + 40, top[1] + 140, 70, 20],
    [top[0] - 40, top[1] + 60, 70, 22],
  ];
  const branches = crowns
    .map(
      ([cx, cy]) =>
        `<path d="M${n(x + (cy - base) * -0.1 + height * 0.06)} ${n(cy + 24)}Q${n((cx + x) / 2)} ${n(cy + 10)} ${n(cx)} ${n(cy + 6)}" stroke="${color}" stroke-width="6" fill="none"/>`,
    )
    .join('');
  const foliage = crowns
    .map(([cx, cy, rx, ry]) => {
      const rand = seededRandom(Math.round(cx * cy));
      const outline: [number, number][] = [];
      for (let index = 0; index < 14; index += 1) {
        const angle = (index / 14) * Math.PI * 2;
        // Flat underside, bumpy top: pine crowns grow in layered pads.
        const bump = Math.sin(angle) < 0 ? between(rand, 0.75, 1.15) : between(rand, 0.9, 1);
        outline.push([
          cx + Math.cos(angle) * rx * bump,
          cy + Math.sin(angle) * ry * (Math.sin(angle) > 0 ? 0.45 : bump),
        ]);
      }
      return `<path d="${smoothClosed(outline)}"/>`;
    })
    .join('');
  return `<g fill="${color}"><path d="${trunk}"/>${branches}${foliage}</g>`;
}

/** Tufts of grass along a strip, bending slightly in the breeze. */
function grassTufts(
  rand: Random,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  color: string,
  size: number,
): string {
  let blades = '';
  for (let x = x0; x < x1; x += between(rand, size * 0.6, size * 2.4)) {
    const y = between(rand, y0, y1);
    const count = 3 + Math.floor(rand() * 4);
    for (let index = 0; index < count; index += 1) {
      const lean = between(rand, -0.6, 0.9) * size;
      const height = between(rand, 0.6, 1.6) * size * 2;
      const bx = x + between(rand, -size * 0.4, size * 0.4);
      blades += `<path d="M${n(bx - 1.6)} ${n(y)}Q${n(bx + lean * 0.3)} ${n(y - height * 0.6)} ${n(bx + lean)} ${n(y - height)}Q${n(bx + lean * 0.3 + 1)} ${n(y - height * 0.55)} ${n(bx + 1.6)} ${n(y)}Z"/>`;
    }
  }
  return `<g fill="${color}">${blades}</g>`;
}

// ---------------------------------------------------------------------------------------------------------
// Scenes (3:2)
// ---------------------------------------------------------------------------------------------------------

function archipelagoSunset(): string {
  const rand = seededRandom(11);
  const horizon = 600;
  const sunX = 880;
  const sunY = 548;
  let reflections = '';
  for (let y = horizon + 6; y < H; y += between(rand, 5, 11)) {
    const depth = (y - horizon) / (H - horizon);
    const spread = 40 + depth * 260;
    const count = 1 + Math.floor(rand() * 3);
    for (let index = 0; index < count; index += 1) {
      const x = sunX + between(rand, -spread, spread) * between(rand, 0.3, 1);
      const length = between(rand, 20, 90) * (0.6 + depth);
      const opacity = (1 - depth) * between(rand, 0.35, 0.85);
      reflections += `<rect x="${n(x - length / 2)}" y="${n(y)}" width="${n(length)}" height="${n(2 + depth * 4)}" rx="2" fill="#ffe3b3" opacity="${n(opacity * 100) === '0' ? 0 : Math.round(opacity * 100) / 100}"/>`;
    }
  }
  let ripples = '';
  for (let y = horizon + 20; y < H; y += between(rand, 14, 30)) {
    const depth = (y - horizon) / (H - horizon);
    const x = between(rand, -100, W);
    ripples += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(rand, 120, 480))}" height="${n(1.5 + depth * 3)}" rx="2" fill="#2a2f55" opacity="${Math.round((0.08 + depth * 0.12) * 100) / 100}"/>`;
  }
  const far = [
    island(-40, 330, horizon, 18, 46, rand, 1.3),
    island(420, 640, horizon, 12, 34, rand, 1.3),
    island(1160, 1560, horizon, 22, 52, rand, 1.3),
  ].join('');
  const mid = [
    island(160, 560, horizon + 6, 30, 86, rand),
    island(1240, 1540, horizon + 4, 26, 70, rand),
  ].join('');
  const boathouse = redBoathouse();
  return picture(
    'archipelago-sunset',
    W,
    H,
    `<defs>${linear('sky', [
      [0, '#27305a'],
      [0.3, '#5b4a7d'],
      [0.55, '#b7687a'],
      [0.75, '#ec9a72'],
      [0.92, '#f8cd91'],
      [1, '#fbe0a8'],
    ])}${linear('sea', [
      [0, '#e7a07c'],
      [0.18, '#b46f7b'],
      [0.55, '#5d4f7a'],
      [1, '#262b52'],
    ])}${radial(
      'sunGlow',
      [
        [0, '#fff4d6', 0.95],
        [0.12, '#ffd9a0', 0.75],
        [0.45, '#f7a77a', 0.25],
        [1, '#f7a77a', 0],
      ],
      sunX,
      sunY,
      560,
      330,
    )}
    ${linear('rock', [
      [0, '#a8707a'],
      [0.45, '#6c4a62'],
      [1, '#2f2440'],
    ])}
    ${linear('rockNear', [
      [0, '#5a3c55'],
      [1, '#1e1730'],
    ])}
    ${blur('soft', 6)}${blur('cloudBlur', 10)}${blur('haze', 18)}</defs>
    <rect width="${W}" height="${horizon + 2}" fill="url(#sky)"/>
    <rect width="${W}" height="${H}" fill="url(#sunGlow)"/>
    <g filter="url(#cloudBlur)" opacity="0.75">
      <ellipse cx="330" cy="250" rx="330" ry="16" fill="#d98d8c"/>
      <ellipse cx="560" cy="300" rx="260" ry="10" fill="#f0a98a"/>
      <ellipse cx="1180" cy="210" rx="380" ry="18" fill="#c77e91"/>
      <ellipse cx="1050" cy="380" rx="300" ry="9" fill="#f6b88f"/>
      <ellipse cx="240" cy="430" rx="220" ry="7" fill="#f2a684"/>
    </g>
    <circle cx="${sunX}" cy="${sunY}" r="58" fill="#fff3d4"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
    <path d="${far}" fill="#7b5f86" opacity="0.8"/>
    <path d="${far}" fill="#7b5f86" opacity="0.25" filter="url(#soft)" transform="translate(0 ${2 * horizon}) scale(1 -1)"/>
    ${reflections}
    <path d="${mid}" fill="#4a3a63"/>
    <path d="${mid}" fill="#3c2f55" opacity="0.35" filter="url(#soft)" transform="translate(0 ${2 * horizon + 10}) scale(1 -1)"/>
    ${ripples}
    <rect y="${horizon - 30}" width="${W}" height="60" fill="#f7c28f" opacity="0.18" filter="url(#haze)"/>
    ${birds(
      [
        [520, 330, 12],
        [560, 350, 9],
        [600, 322, 7],
      ],
      '#3a2c4c',
    )}
    ${boathouse}
    <path d="${smoothOpen([
      [-20, 1010],
      [-20, 860],
      [120, 835],
      [260, 860],
      [380, 920],
      [470, 1010],
    ])}Z" fill="url(#rockNear)"/>
    <path d="M120 836Q190 838 258 861" fill="none" stroke="#e39a7c" stroke-width="3" opacity="0.5"/>
    ${scotsPine(150, 846, 520, '#1c1529')}
    ${grassTufts(seededRandom(5), 20, 360, 850, 900, '#2a2036', 14)}
    ${vignette(W, H, 0.45)}${grain(W, H, 0.5, 4)}`,
  );
}

/** The red boathouse (sjöbod) on its granite rock, lit from the sunset on the left. */
function redBoathouse(): string {
  const rand = seededRandom(7);
  let boards = '';
  for (let x = 1208; x < 1384; x += 9)
    boards += `<path d="M${x} ${n(704 - (x - 1200) * 0.03)}V${n(800 - (x - 1200) * 0.06)}" stroke="#5e1a1c" stroke-width="1.6" opacity="0.55"/>`;
  for (let x = 1068; x < 1198; x += 9) {
    const top = x < 1130 ? 706 - (x - 1060) * 1.08 : 630 + (x - 1130) * 1.08;
    boards += `<path d="M${x} ${n(Math.max(top, 632))}V800" stroke="#7f2325" stroke-width="1.6" opacity="0.45"/>`;
  }
  let planks = '';
  for (let x = 880; x < 1064; x += 14)
    planks += `<rect x="${x}" y="${n(796 + between(rand, -1, 1))}" width="12" height="10" fill="#7b5448"/>`;
  const posts = [892, 940, 990, 1040]
    .map((x) => `<rect x="${x}" y="805" width="7" height="${n(between(rand, 34, 44))}" fill="#3d2a30"/>`)
    .join('');
  return `
    <path d="${smoothOpen([
      [780, 1010],
      [840, 850],
      [980, 815],
      [1150, 800],
      [1330, 790],
      [1460, 760],
      [1520, 770],
      [1520, 1010],
    ])}Z" fill="url(#rock)"/>
    <path d="M850 846Q960 814 1150 802" fill="none" stroke="#f3b08b" stroke-width="4" opacity="0.55"/>
    <path d="${smoothOpen([
      [860, 1010],
      [930, 900],
      [1080, 870],
      [1260, 880],
      [1420, 840],
      [1520, 850],
      [1520, 1010],
    ])}Z" fill="#3e2c48" opacity="0.55"/>
    <path d="${smoothOpen([
      [980, 1010],
      [1060, 950],
      [1240, 950],
      [1400, 920],
      [1520, 930],
      [1520, 1010],
    ])}Z" fill="#241a33" opacity="0.6"/>
    <path d="M930 902Q1000 880 1080 872M1240 882Q1330 870 1420 842" fill="none" stroke="#c98a86" stroke-width="2" opacity="0.35"/>
    ${grassTufts(seededRandom(9), 1200, 1500, 790, 800, '#3b2a3c', 16)}
    ${posts}${planks}
    <path d="M880 796H1064" stroke="#c98b6d" stroke-width="2" opacity="0.6"/>
    <path d="M1200 704L1384 698L1384 792L1200 800Z" fill="#8e2b2a"/>
    <path d="M1060 706L1130 630L1200 706V800H1060Z" fill="#b3423b"/>
    ${boards}
    <path d="M1130 626L1322 618L1398 700L1206 708Z" fill="#3a3145"/>
    <path d="M1130 626L1322 618" stroke="#8a6a7f" stroke-width="3"/>
    <path d="M1048 712L1130 624L1212 712" fill="none" stroke="#f4ece4" stroke-width="7" stroke-linejoin="round"/>
    <path d="M1062 712V800M1198 712V800M1382 700V793" stroke="#efe4dc" stroke-width="5"/>
    <rect x="1098" y="728" width="64" height="72" fill="#5b1819"/>
    <path d="M1098 800V728H1162V800M1130 728V800" fill="none" stroke="#efe4dc" stroke-width="4"/>
    <path d="M1100 730L1128 798M1160 730L1132 798" stroke="#efe4dc" stroke-width="2.5" opacity="0.8"/>
    <rect x="1119" y="656" width="22" height="26" fill="#ffd28e"/>
    <rect x="1119" y="656" width="22" height="26" fill="none" stroke="#efe4dc" stroke-width="3.5"/>
    <circle cx="1130" cy="669" r="30" fill="#ffcf8a" opacity="0.18"/>
    <rect x="1270" y="724" width="34" height="30" fill="#2b1c2e"/>
    <rect x="1270" y="724" width="34" height="30" fill="none" stroke="#efe4dc" stroke-width="3.5"/>
    <path d="M1287 724V754M1270 739H1304" stroke="#efe4dc" stroke-width="2"/>
    <g transform="translate(-200 6)">
      <path d="M918 838H1010Q1000 858 972 860H944Q926 856 918 838Z" fill="#e9ddd0"/>
      <path d="M918 838H1010" stroke="#8a5a4a" stroke-width="4" stroke-linecap="round"/>
      <path d="M926 850Q965 856 1004 848" stroke="#b9a394" stroke-width="2" fill="none"/>
      <path d="M922 868Q965 876 1008 866" stroke="#f3c9a2" stroke-width="2" fill="none" opacity="0.35"/>
    </g>
    <path d="M808 842Q850 836 892 812" fill="none" stroke="#2e2333" stroke-width="1.5"/>
    <ellipse cx="1225" cy="800" rx="190" ry="10" fill="#2a1d33" opacity="0.35"/>`;
}

/** A soft cumulus cloud: sunlit puffs over a cooler, flatter underside. */
function cloud(cx: number, cy: number, width: number, rand: Random): string {
  let puffs = '';
  let shade = '';
  const count = 9;
  for (let index = 0; index < count; index += 1) {
    const t = index / (count - 1);
    const x = cx - width / 2 + t * width + between(rand, -10, 10);
    const r = width * 0.12 * (0.5 + Math.sin(Math.PI * t) * 1.0) * between(rand, 0.8, 1.2);
    puffs += `<circle cx="${n(x)}" cy="${n(cy - r * 0.6)}" r="${n(r)}"/>`;
    shade += `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(r * 1.2)}" ry="${n(r * 0.45)}"/>`;
  }
  return `<g fill="#dfe8f0">${shade}</g><g fill="#ffffff" opacity="0.95">${puffs}</g>`;
}

/** Clumps of round deciduous crowns along a line, for distant tree lines. */
function treeRow(rand: Random, x0: number, x1: number, y: number, size: number): string {
  let crowns = '';
  for (let x = x0; x < x1; x += size * between(rand, 0.35, 0.9)) {
    const r = size * between(rand, 0.35, 0.85);
    crowns += `<ellipse cx="${n(x)}" cy="${n(y - r * between(rand, 0.6, 1.1))}" rx="${n(r)}" ry="${n(r * between(rand, 0.85, 1.1))}"/>`;
  }
  return `${crowns}<rect x="${x0}" y="${n(y - size * 0.35)}" width="${x1 - x0}" height="${n(size * 0.4)}"/>`;
}

/** A small red Swedish house with white corners, seen from the long side. */
function redCottage(x: number, y: number, scale: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})">
    <path d="M0 0H110V-46H0Z" fill="#a8362f"/>
    <path d="M110 0H150V-46L130 -70L110 -46Z" fill="#8b2b27"/>
    <path d="M-6 -44L20 -72H134L110 -44Z" fill="#2f2b33"/>
    <path d="M110 -44L132 -72L154 -44" fill="none" stroke="#f4efe7" stroke-width="3"/>
    <path d="M1 0V-46M109 0V-46M149 0V-46" stroke="#f4efe7" stroke-width="3"/>
    <g fill="#f4efe7"><rect x="16" y="-34" width="16" height="18"/><rect x="46" y="-34" width="16" height="18"/><rect x="78" y="-34" width="16" height="18"/></g>
    <g fill="#3a4150"><rect x="19" y="-31" width="10" height="12"/><rect x="49" y="-31" width="10" height="12"/><rect x="81" y="-31" width="10" height="12"/></g>
    <rect x="122" y="-30" width="14" height="30" fill="#f4efe7"/>
    <rect x="36" y="-82" width="9" height="16" fill="#6b3a34"/>
  </g>`;
}

type FlowerKind = 'daisy' | 'cornflower' | 'poppy' | 'buttercup' | 'bluebell' | 'clover';

/** One wildflower at (x, y) with its stem down to the ground; size grows towards the viewer. */
function wildflower(kind: FlowerKind, x: number, y: number, size: number, rand: Random): string {
  const lean = between(rand, -0.25, 0.25) * size;
  const stemLength = size * between(rand, 2.2, 3.4);
  const stem = `<path d="M${n(x)} ${n(y)}Q${n(x + lean)} ${n(y + stemLength * 0.5)} ${n(x + lean * 0.4)} ${n(y + stemLength)}" stroke="#4f7a3a" stroke-width="${n(Math.max(1, size * 0.09))}" fill="none"/>`;
  const leaf = `<path d="M${n(x + lean * 0.6)} ${n(y + stemLength * 0.6)}q${n(size * 0.5)} ${n(-size * 0.35)} ${n(size * 0.9)} ${n(-size * 0.2)}q${n(-size * 0.4)} ${n(size * 0.3)} ${n(-size * 0.9)} ${n(size * 0.2)}Z" fill="#5d8a41"/>`;
  let head = '';
  switch (kind) {
    case 'daisy': {
      const petals = 13;
      for (let index = 0; index < petals; index += 1) {
        const angle = (360 / petals) * index + between(rand, -6, 6);
        head += `<ellipse cx="${n(x)}" cy="${n(y - size * 0.42)}" rx="${n(size * 0.13)}" ry="${n(size * 0.42)}" transform="rotate(${n(angle)} ${n(x)} ${n(y)}) " fill="#fbfaf4"/>`;
      }
      head = `<g transform="translate(${n(x)} ${n(y)}) scale(1 0.75) translate(${n(-x)} ${n(-y)})">${head}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.17)}" fill="#f2b531"/><circle cx="${n(x - size * 0.04)}" cy="${n(y - size * 0.05)}" r="${n(size * 0.07)}" fill="#f9d45c"/>`;
      break;
    }
    case 'cornflower': {
      for (let index = 0; index < 9; index += 1) {
        const angle = -160 + index * 17.5 + between(rand, -5, 5);
        head += `<path d="M${n(x)} ${n(y)}l${n(-size * 0.12)} ${n(-size * 0.5)}l${n(size * 0.12)} ${n(-size * 0.1)}l${n(size * 0.12)} ${n(size * 0.1)}Z" fill="${index % 2 === 0 ? '#3d6fd1' : '#5a88e6'}" transform="rotate(${n(angle + 90)} ${n(x)} ${n(y)})"/>`;
      }
      head += `<ellipse cx="${n(x)}" cy="${n(y + size * 0.12)}" rx="${n(size * 0.16)}" ry="${n(size * 0.2)}" fill="#56733f"/><circle cx="${n(x)}" cy="${n(y - size * 0.04)}" r="${n(size * 0.1)}" fill="#27408f"/>`;
      break;
    }
    case 'poppy': {
      const r = size * 0.42;
      head = `<circle cx="${n(x - r * 0.45)}" cy="${n(y - r * 0.2)}" r="${n(r * 0.8)}" fill="#d2362a"/><circle cx="${n(x + r * 0.45)}" cy="${n(y - r * 0.2)}" r="${n(r * 0.8)}" fill="#d2362a"/><circle cx="${n(x)}" cy="${n(y - r * 0.55)}" r="${n(r * 0.75)}" fill="#e8473a"/><path d="M${n(x - r * 0.5)} ${n(y - r * 0.7)}Q${n(x)} ${n(y - r * 0.2)} ${n(x + r * 0.5)} ${n(y - r * 0.7)}" stroke="#f77a5e" stroke-width="${n(size * 0.05)}" fill="none"/><ellipse cx="${n(x)}" cy="${n(y - r * 0.28)}" rx="${n(r * 0.28)}" ry="${n(r * 0.16)}" fill="#2b1b1e"/>`;
      break;
    }
    case 'buttercup': {
      for (let index = 0; index < 5; index += 1) {
        head += `<ellipse cx="${n(x)}" cy="${n(y - size * 0.2)}" rx="${n(size * 0.17)}" ry="${n(size * 0.2)}" fill="#f6cf2a" transform="rotate(${index * 72} ${n(x)} ${n(y)})"/>`;
      }
      head = `<g transform="translate(${n(x)} ${n(y)}) scale(1 0.8) translate(${n(-x)} ${n(-y)})">${head}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.08)}" fill="#e59a12"/>`;
      break;
    }
    case 'bluebell': {
      head = `<path d="M${n(x)} ${n(y)}q${n(size * 0.35)} ${n(-size * 0.3)} ${n(size * 0.5)} ${n(size * 0.1)}" stroke="#4f7a3a" stroke-width="${n(size * 0.07)}" fill="none"/><path d="M${n(x + size * 0.32)} ${n(y)}q${n(size * 0.18)} ${n(-size * 0.05)} ${n(size * 0.3)} ${n(size * 0.1)}l${n(size * 0.05)} ${n(size * 0.45)}l${n(-size * 0.12)} ${n(-size * 0.08)}l${n(-size * 0.1)} ${n(size * 0.08)}l${n(-size * 0.1)} ${n(-size * 0.08)}l${n(-size * 0.1)} ${n(size * 0.08)}Z" fill="#7e6bc9"/>`;
      break;
    }
    case 'clover': {
      for (let index = 0; index < 14; index += 1) {
        const angle = between(rand, 0, Math.PI * 2);
        const distance = between(rand, 0, size * 0.22);
        head += `<ellipse cx="${n(x + Math.cos(angle) * distance)}" cy="${n(y + Math.sin(angle) * distance * 1.2)}" rx="${n(size * 0.08)}" ry="${n(size * 0.14)}" fill="${pick(rand, ['#d779a6', '#e79cc0', '#c85f92'])}"/>`;
      }
      break;
    }
  }
  return `${stem}${size > 16 ? leaf : ''}${head}`;
}

function summerMeadow(): string {
  const rand = seededRandom(23);
  let grassBack = '';
  for (let index = 0; index < 900; index += 1) {
    const x = between(rand, -20, W + 20);
    const y = between(rand, 640, 1000);
    const depth = (y - 620) / 380;
    const height = 8 + depth * 90 * between(rand, 0.5, 1.3);
    const lean = between(rand, -0.5, 0.5) * height * 0.4;
    const shade = pick(rand, ['#6f9a47', '#83ad55', '#5c8a3d', '#9abd62', '#4d7a35']);
    grassBack += `<path d="M${n(x - 1.5 - depth * 2)} ${n(y)}Q${n(x + lean * 0.2)} ${n(y - height * 0.6)} ${n(x + lean)} ${n(y - height)}Q${n(x + lean * 0.2 + 1)} ${n(y - height * 0.5)} ${n(x + 1.5 + depth * 2)} ${n(y)}Z" fill="${shade}"/>`;
  }
  const flowers: { y: number; svg: string }[] = [];
  const kinds: FlowerKind[] = [
    'daisy',
    'daisy',
    'daisy',
    'cornflower',
    'cornflower',
    'poppy',
    'buttercup',
    'buttercup',
    'bluebell',
    'clover',
  ];
  for (let index = 0; index < 260; index += 1) {
    const y = 640 + Math.pow(rand(), 0.8) * 380;
    const depth = (y - 630) / 380;
    const x = between(rand, -20, W + 20);
    const size = 4 + Math.pow(depth, 1.6) * 52;
    flowers.push({ y, svg: wildflower(pick(rand, kinds), x, y, size, rand) });
  }
  flowers.sort((a, b) => a.y - b.y);
  return picture(
    'summer-meadow',
    W,
    H,
    `<defs>${linear('sky', [
      [0, '#8fbfdc'],
      [0.55, '#cfe3ea'],
      [1, '#f7efd8'],
    ])}${linear('field', [
      [0, '#b9cd7a'],
      [0.4, '#93b45d'],
      [1, '#5f8a3f'],
    ])}${radial(
      'sun',
      [
        [0, '#fff8e0', 0.9],
        [0.35, '#fff1c4', 0.35],
        [1, '#fff1c4', 0],
      ],
      1180,
      120,
      700,
      520,
    )}
    ${linear('warmth', [
      [0, '#ffd98f', 0.0],
      [1, '#ffc46b', 0.18],
    ])}
    ${blur('farBlur', 2)}${blur('cloudSoft', 9)}${blur('nearBlur', 10)}</defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect width="${W}" height="${H}" fill="url(#sun)"/>
    <g filter="url(#cloudSoft)" opacity="0.85">
      ${cloud(300, 230, 420, rand)}${cloud(860, 140, 240, rand)}${cloud(1280, 310, 330, rand)}${cloud(620, 360, 180, rand)}
    </g>
    <path d="${smoothOpen([
      [-20, 560],
      [200, 500],
      [480, 520],
      [760, 470],
      [1080, 505],
      [1320, 480],
      [1520, 520],
    ])}L1520 700L-20 700Z" fill="#9db5a6" filter="url(#farBlur)"/>
    <g fill="#88a592" filter="url(#farBlur)">${treeRow(rand, 560, 760, 488, 24)}${treeRow(rand, 820, 990, 496, 20)}</g>
    <path d="${smoothOpen([
      [-20, 600],
      [260, 560],
      [560, 590],
      [900, 548],
      [1200, 570],
      [1520, 545],
    ])}L1520 760L-20 760Z" fill="#a6c27a"/>
    <g fill="#5f7f4c">${treeRow(rand, 1110, 1230, 566, 34)}</g><g fill="#6d8f57">${treeRow(rand, 1240, 1300, 560, 26)}</g>
    ${redCottage(960, 574, 0.62)}
    <path d="${smoothOpen([
      [-20, 660],
      [300, 620],
      [700, 650],
      [1100, 615],
      [1520, 640],
    ])}L1520 1000L-20 1000Z" fill="url(#field)"/>
    ${grassBack}
    ${flowers.map((flower) => flower.svg).join('')}
    <g filter="url(#nearBlur)">
      ${wildflower('daisy', 90, 930, 120, rand)}${wildflower('poppy', 250, 990, 110, rand)}${wildflower('cornflower', 1380, 940, 110, rand)}${wildflower('daisy', 1250, 1010, 130, rand)}
    </g>
    <rect width="${W}" height="${H}" fill="url(#warmth)"/>
    ${vignette(W, H, 0.25, '#2d3a1e')}${grain(W, H, 0.45, 8)}`,
  );
}

/** Light bulbs along a hanging strand, each with a warm halo. */
function stringLights(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  bulbs: number,
  size: number,
): string {
  const point = (t: number): [number, number] => [
    x0 + (x1 - x0) * t,
    y0 + (y1 - y0) * t + sag * 4 * t * (1 - t),
  ];
  let wire = '';
  for (let step = 0; step <= 30; step += 1) {
    const [x, y] = point(step / 30);
    wire += `${step === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`;
  }
  let lights = '';
  for (let index = 1; index < bulbs; index += 1) {
    const [x, y] = point(index / bulbs);
    lights += `<circle cx="${n(x)}" cy="${n(y + size * 1.2)}" r="${n(size * 7)}" fill="url(#bulbGlow)"/><rect x="${n(x - size * 0.3)}" y="${n(y)}" width="${n(size * 0.6)}" height="${n(size * 0.6)}" fill="#2a2230"/><circle cx="${n(x)}" cy="${n(y + size * 1.2)}" r="${n(size * 0.7)}" fill="#fff6dc"/>`;
  }
  return `<path d="${wire}" fill="none" stroke="#1b1626" stroke-width="${n(Math.max(1, size * 0.25))}"/>${lights}`;
}

function dinnerTable(): string {
  const rand = seededRandom(31);
  const horizon = 470;
  const vanishX = 750;
  const eye = 390;
  const halfWidth = 400;
  const yAt = (z: number) => horizon + eye / z;
  const edgeAt = (z: number, side: -1 | 1) => vanishX + (side * halfWidth) / z;
  // The near end runs out of the frame, so the table reads as long rather than as a floating board.
  const nearZ = 0.7;
  const farZ = 8;
  const items: { z: number; svg: string }[] = [];
  for (const z of [1.2, 1.6, 2.1, 2.7, 3.4, 4.3, 5.4, 6.7]) {
    const s = 1 / z;
    for (const side of [-1, 1] as const) {
      const px = edgeAt(z, side) - side * 92 * s;
      const py = yAt(z);
      const chairX = edgeAt(z, side) + side * 34 * s;
      const chair = `<g><path d="M${n(chairX - 36 * s)} ${n(py + 40 * s)}V${n(py - 190 * s)}Q${n(chairX)} ${n(py - 232 * s)} ${n(chairX + 36 * s)} ${n(py - 190 * s)}V${n(py + 40 * s)}" fill="none" stroke="#6b4a35" stroke-width="${n(9 * s)}"/><path d="M${n(chairX - 16 * s)} ${n(py - 196 * s)}V${n(py - 60 * s)}M${n(chairX)} ${n(py - 204 * s)}V${n(py - 60 * s)}M${n(chairX + 16 * s)} ${n(py - 196 * s)}V${n(py - 60 * s)}" stroke="#6b4a35" stroke-width="${n(5 * s)}"/><path d="M${n(chairX - 36 * s)} ${n(py - 60 * s)}H${n(chairX + 36 * s)}" stroke="#6b4a35" stroke-width="${n(8 * s)}"/><path d="M${n(chairX - side * 32 * s)} ${n(py - 190 * s)}Q${n(chairX)} ${n(py - 226 * s)} ${n(chairX + side * 20 * s)} ${n(py - 214 * s)}" fill="none" stroke="#c79a6b" stroke-width="${n(3 * s)}" opacity="0.7"/></g>`;
      const plate = `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(62 * s)}" ry="${n(21 * s)}" fill="#fbf8f2"/><ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(44 * s)}" ry="${n(14 * s)}" fill="#efe6d6"/><ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(62 * s)}" ry="${n(21 * s)}" fill="none" stroke="#c9a96a" stroke-width="${n(2.5 * s)}"/>`;
      const napkin = `<path d="M${n(px - 20 * s)} ${n(py - 4 * s)}Q${n(px)} ${n(py - 40 * s)} ${n(px + 20 * s)} ${n(py - 4 * s)}Z" fill="#a9b98f"/><path d="M${n(px - 4 * s)} ${n(py - 6 * s)}L${n(px)} ${n(py - 30 * s)}" stroke="#8a9c72" stroke-width="${n(2 * s)}"/>`;
      const cutlery = `<path d="M${n(px + side * 76 * s)} ${n(py - 10 * s)}l${n(-side * 8 * s)} ${n(26 * s)}M${n(px - side * 76 * s)} ${n(py - 10 * s)}l${n(side * 8 * s)} ${n(26 * s)}" stroke="#d8d2c4" stroke-width="${n(4 * s)}" stroke-linecap="round"/>`;
      const gx = px - side * 84 * s;
      const gy = py - 26 * s;
      const glass = `<path d="M${n(gx - 14 * s)} ${n(gy - 96 * s)}Q${n(gx - 15 * s)} ${n(gy - 56 * s)} ${n(gx)} ${n(gy - 52 * s)}Q${n(gx + 15 * s)} ${n(gy - 56 * s)} ${n(gx + 14 * s)} ${n(gy - 96 * s)}Z" fill="#fff" opacity="0.3"/><path d="M${n(gx - 13 * s)} ${n(gy - 74 * s)}Q${n(gx)} ${n(gy - 48 * s)} ${n(gx + 13 * s)} ${n(gy - 74 * s)}Z" fill="#8e2540" opacity="0.9"/><path d="M${n(gx)} ${n(gy - 52 * s)}V${n(gy - 4 * s)}" stroke="#fff" stroke-width="${n(2.5 * s)}" opacity="0.7"/><ellipse cx="${n(gx)}" cy="${n(gy - 3 * s)}" rx="${n(12 * s)}" ry="${n(4 * s)}" fill="#fff" opacity="0.6"/><path d="M${n(gx - 9 * s)} ${n(gy - 92 * s)}Q${n(gx - 11 * s)} ${n(gy - 70 * s)} ${n(gx - 4 * s)} ${n(gy - 60 * s)}" stroke="#fff" stroke-width="${n(2 * s)}" fill="none" opacity="0.8"/>`;
      items.push({ z: z + 0.02, svg: chair });
      items.push({ z, svg: plate + napkin + cutlery + glass });
    }
    // Along the middle: a greenery runner, small bouquets and candles, all scaled by depth.
    const cy = yAt(z) - 2 * s;
    let runner = '';
    for (let index = 0; index < 14; index += 1) {
      const lx = vanishX + between(rand, -34, 34) * s;
      const ly = cy + between(rand, -40, 10) * s;
      runner += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(between(rand, 10, 18) * s)}" ry="${n(between(rand, 5, 8) * s)}" fill="${pick(rand, ['#6f8f62', '#8ea982', '#5a7a52', '#a3b995'])}" transform="rotate(${n(between(rand, -50, 50))} ${n(lx)} ${n(ly)})"/>`;
    }
    let bouquet = '';
    for (let index = 0; index < 7; index += 1) {
      bouquet += `<circle cx="${n(vanishX + between(rand, -22, 22) * s)}" cy="${n(cy - 30 * s + between(rand, -12, 8) * s)}" r="${n(between(rand, 8, 13) * s)}" fill="${pick(rand, ['#f3c6c0', '#fbe9df', '#e98f86', '#f6d38b', '#ffffff'])}"/>`;
    }
    const candle = (cx: number, height: number) =>
      `<circle cx="${n(cx)}" cy="${n(cy - (height + 14) * s)}" r="${n(80 * s)}" fill="url(#candleGlow)"/><rect x="${n(cx - 6 * s)}" y="${n(cy - height * s)}" width="${n(12 * s)}" height="${n((height - 6) * s)}" fill="#f7f0e2"/><rect x="${n(cx - 13 * s)}" y="${n(cy - 10 * s)}" width="${n(26 * s)}" height="${n(9 * s)}" rx="${n(3 * s)}" fill="#c9a45c"/><ellipse cx="${n(cx)}" cy="${n(cy - (height + 12) * s)}" rx="${n(5 * s)}" ry="${n(12 * s)}" fill="#ffd98a"/><ellipse cx="${n(cx)}" cy="${n(cy - (height + 9) * s)}" rx="${n(2.4 * s)}" ry="${n(6 * s)}" fill="#fffbe8"/>`;
    items.push({
      z: z - 0.01,
      svg: runner + bouquet + candle(vanishX - 56 * s, 110) + candle(vanishX + 58 * s, 86),
    });
  }
  items.sort((a, b) => b.z - a.z);
  const corner = (z: number, side: -1 | 1): [number, number] => [edgeAt(z, side), yAt(z)];
  const drop = 70;
  const tableTop = polygon([corner(nearZ, -1), corner(farZ, -1), corner(farZ, 1), corner(nearZ, 1)]);
  const skirt = (side: -1 | 1) =>
    polygon([
      corner(nearZ, side),
      corner(farZ, side),
      [edgeAt(farZ, side), yAt(farZ) + drop / farZ],
      [edgeAt(nearZ, side), yAt(nearZ) + drop / nearZ],
    ]);
  let bushes = '';
  for (let x = -40; x < W + 40; x += between(rand, 40, 90)) {
    const r = between(rand, 26, 52);
    bushes += `<ellipse cx="${n(x)}" cy="${n(horizon - r * 0.2)}" rx="${n(r * 1.3)}" ry="${n(r)}"/>`;
  }
  return picture(
    'dinner-table',
    W,
    H,
    `<defs>${linear('sky', [
      [0, '#1d2547'],
      [0.45, '#4b3d6b'],
      [0.75, '#b8677a'],
      [1, '#eea177'],
    ])}${linear('cloth', [
      [0, '#e2cdb6'],
      [0.35, '#f3e6d4'],
      [1, '#fbf4e8'],
    ])}${linear('lawn', [
      [0, '#1c2427'],
      [0.3, '#161f1e'],
      [1, '#0e1412'],
    ])}<radialGradient id="bulbGlow"><stop offset="0" stop-color="#fff1c2" stop-opacity="0.95"/><stop offset="0.12" stop-color="#ffd88a" stop-opacity="0.6"/><stop offset="0.45" stop-color="#ffb45e" stop-opacity="0.14"/><stop offset="1" stop-color="#ffb45e" stop-opacity="0"/></radialGradient>
    <radialGradient id="candleGlow"><stop offset="0" stop-color="#ffe3a3" stop-opacity="0.75"/><stop offset="0.35" stop-color="#ffc46e" stop-opacity="0.22"/><stop offset="1" stop-color="#ffc46e" stop-opacity="0"/></radialGradient>
    ${radial(
      'warmPool',
      [
        [0, '#ffc978', 0.32],
        [0.5, '#ffb860', 0.08],
        [1, '#ffb860', 0],
      ],
      750,
      720,
      680,
      340,
    )}
    ${blur('treeBlur', 3)}${blur('bushBlur', 1.5)}</defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <g fill="#1a2030" filter="url(#treeBlur)">${treeRow(rand, 380, 1120, 470, 70)}</g>
    <path d="M0 0H330C300 120 360 260 300 380C260 460 320 520 330 560H0Z" fill="#121726"/>
    <path d="M1500 0H1180C1230 120 1150 240 1210 360C1250 450 1170 520 1180 560H1500Z" fill="#121726"/>
    <g fill="#161c2c">${[0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (index) =>
          `<circle cx="${n(between(rand, 200, 380))}" cy="${n(40 + index * 62)}" r="${n(between(rand, 70, 120))}"/><circle cx="${n(between(rand, 1120, 1300))}" cy="${n(40 + index * 62)}" r="${n(between(rand, 70, 120))}"/>`,
      )
      .join('')}</g>
    <rect y="${horizon - 2}" width="${W}" height="${H - horizon + 2}" fill="url(#lawn)"/>
    <g fill="#131a20" filter="url(#bushBlur)">${bushes}</g>
    ${stringLights(-40, 70, 1540, 90, 160, 22, 5.5)}
    ${stringLights(100, 240, 1400, 252, 96, 18, 3.8)}
    ${stringLights(380, 350, 1120, 356, 50, 14, 2.5)}
    ${stringLights(540, 412, 960, 416, 24, 10, 1.7)}
    <rect width="${W}" height="${H}" fill="url(#warmPool)"/>
    <path d="${skirt(-1)}" fill="#bfa98f"/><path d="${skirt(1)}" fill="#bfa98f"/>
    <path d="${tableTop}" fill="url(#cloth)"/>
    ${items.map((item) => item.svg).join('')}
    ${vignette(W, H, 0.55, '#0c0a14')}${grain(W, H, 0.5, 12)}`,
  );
}

/** A tilted champagne flute with the wine level kept horizontal, as in a real glass. */
function champagneFlute(id: string, x: number, y: number, angle: number, level: number): string {
  const bowl = 'M-62 0C-60 120 -44 250 -12 330H12C44 250 60 120 62 0Z';
  let bubbles = '';
  const rand = seededRandom(id.length * 97 + Math.round(x));
  for (let index = 0; index < 34; index += 1) {
    const bx = between(rand, -40, 40);
    const by = between(rand, 40, 320);
    bubbles += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(between(rand, 1.5, 4.5))}" fill="#fff8dc" opacity="${n(between(rand, 0.4, 0.9))}"/>`;
  }
  const transform = `translate(${n(x)} ${n(y)}) rotate(${angle})`;
  return `<clipPath id="${id}"><path d="${bowl}" transform="${transform}"/></clipPath>
    <g clip-path="url(#${id})">
      <rect x="${n(x - 300)}" y="${n(level)}" width="600" height="700" fill="url(#champagne)"/>
      <rect x="${n(x - 300)}" y="${n(level - 4)}" width="600" height="10" fill="#fff3c8" opacity="0.9"/>
      <g transform="${transform}">${bubbles}</g>
    </g>
    <g transform="${transform}">
      <path d="${bowl}" fill="#ffffff" fill-opacity="0.08" stroke="#fff7ea" stroke-opacity="0.75" stroke-width="3"/>
      <path d="M-48 20C-46 120 -34 230 -10 310" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.55" fill="none"/>
      <path d="M42 40C40 120 30 210 14 290" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.35" fill="none"/>
      <path d="M-6 330H6L5 600H-5Z" fill="#fff7ea" opacity="0.7"/>
      <path d="M-3 340V590" stroke="#ffffff" stroke-width="2" opacity="0.8"/>
      <ellipse cx="0" cy="606" rx="78" ry="13" fill="#fff7ea" fill-opacity="0.35" stroke="#fff7ea" stroke-opacity="0.8" stroke-width="3"/>
    </g>`;
}

function champagneToast(): string {
  const rand = seededRandom(41);
  let bokeh = '';
  for (let index = 0; index < 70; index += 1) {
    const r = between(rand, 14, 70);
    const color = pick(rand, ['#f7c56e', '#f3a27a', '#ffe7b3', '#e27d6a', '#ffd48c']);
    bokeh += `<circle cx="${n(between(rand, -40, W + 40))}" cy="${n(between(rand, -40, H * 0.9))}" r="${n(r)}" fill="${color}" opacity="${n(between(rand, 0.12, 0.5))}"/>`;
  }
  let sparkles = '';
  for (let index = 0; index < 24; index += 1) {
    const angle = between(rand, -Math.PI, 0);
    const distance = between(rand, 40, 190);
    const sx = 750 + Math.cos(angle) * distance * 1.4;
    const sy = 250 + Math.sin(angle) * distance;
    sparkles += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(between(rand, 2, 6))}" fill="${pick(rand, ['#fff6d8', '#ffe09a', '#ffffff'])}" opacity="${n(between(rand, 0.6, 1))}"/>`;
  }
  const star = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y - r}Q${x + r * 0.12} ${y - r * 0.12} ${x + r} ${y}Q${x + r * 0.12} ${y + r * 0.12} ${x} ${y + r}Q${x - r * 0.12} ${y + r * 0.12} ${x - r} ${y}Q${x - r * 0.12} ${y - r * 0.12} ${x} ${y - r}Z" fill="#fffaf0"/>`;
  return picture(
    'champagne-toast',
    W,
    H,
    `<defs>${linear('bg', [
      [0, '#2a1a2e'],
      [0.5, '#5a2f3f'],
      [1, '#9a5a45'],
    ])}${linear('champagne', [
      [0, '#fbe6a4'],
      [0.5, '#eec46a'],
      [1, '#d79a3c'],
    ])}${radial(
      'warm',
      [
        [0, '#ffcf8a', 0.55],
        [1, '#ffcf8a', 0],
      ],
      750,
      380,
      700,
      480,
    )}
    ${blur('bokehBlur', 9)}${blur('far', 5)}</defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <rect width="${W}" height="${H}" fill="url(#warm)"/>
    <g filter="url(#bokehBlur)">${bokeh}</g>
    <g opacity="0.35" filter="url(#far)">${champagneFlute('farFlute', 1260, 420, 0, 500)}</g>
    ${champagneFlute('leftFlute', 690, 250, 16, 350)}
    ${champagneFlute('rightFlute', 810, 250, -16, 342)}
    ${sparkles}
    ${star(750, 232, 34)}${star(690, 140, 14)}${star(830, 165, 10)}
    <circle cx="750" cy="232" r="60" fill="#fff3d0" opacity="0.25" filter="url(#far)"/>
    ${vignette(W, H, 0.5, '#120a12')}${grain(W, H, 0.45, 16)}`,
  );
}

/** A birch trunk: white bark with a shaded side and black lenticel marks. */
function birchTrunk(
  rand: Random,
  x: number,
  width: number,
  top: number,
  bottom: number,
  opacity: number,
): string {
  let marks = '';
  for (let y = top + between(rand, 0, 40); y < bottom; y += between(rand, 18, 70)) {
    const markWidth = width * between(rand, 0.2, 0.7);
    const offset = between(rand, -width * 0.5, width * 0.5 - markWidth);
    marks += `<path d="M${n(x + offset)} ${n(y)}q${n(markWidth / 2)} ${n(-width * 0.06)} ${n(markWidth)} 0q${n(-markWidth / 2)} ${n(width * 0.14)} ${n(-markWidth)} 0Z"/>`;
  }
  const base = `<path d="M${n(x - width * 0.5)} ${n(bottom - width * 1.6)}q${n(width * 0.5)} ${n(width * 0.4)} ${n(width)} 0V${n(bottom)}H${n(x - width * 0.5)}Z" fill="#3b352f" opacity="0.8"/>`;
  return `<g opacity="${opacity}"><rect x="${n(x - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(bottom - top)}" fill="url(#bark)"/><g fill="#2b2724">${marks}</g>${base}</g>`;
}

function birchForest(): string {
  const rand = seededRandom(53);
  const layers: string[] = [];
  const layerSpecs: [number, number, number, number, number][] = [
    // count, min width, max width, bottom, opacity
    [16, 8, 16, 720, 0.35],
    [10, 16, 28, 790, 0.6],
    [6, 30, 52, 900, 0.9],
    [3, 70, 110, 1060, 1],
  ];
  layerSpecs.forEach(([count, minWidth, maxWidth, bottom, opacity], layer) => {
    let trunks = '';
    for (let index = 0; index < count; index += 1) {
      const x = ((index + between(rand, 0.1, 0.9)) / count) * (W + 100) - 50;
      trunks += birchTrunk(rand, x, between(rand, minWidth, maxWidth), -20, bottom, opacity);
    }
    const mist =
      layer < 3
        ? `<rect y="0" width="${W}" height="${H}" fill="#e9efd8" opacity="${0.3 - layer * 0.07}"/>`
        : '';
    layers.push(trunks + mist);
  });
  // The canopy: drooping twigs with small leaves, densest at the top edge, as birches grow.
  let canopy = '';
  for (let index = 0; index < 46; index += 1) {
    const x = between(rand, -40, W + 40);
    const length = between(rand, 120, 360);
    const sway = between(rand, -60, 60);
    const twig: [number, number][] = [
      [x, -10],
      [x + sway * 0.5, length * 0.5],
      [x + sway, length],
    ];
    canopy += `<path d="${smoothOpen(twig)}" stroke="#5b4a3a" stroke-width="1.6" fill="none" opacity="0.6"/>`;
    for (let leaf = 0; leaf < 26; leaf += 1) {
      const t = rand();
      const lx = x + sway * t + between(rand, -26, 26) * t;
      const ly = length * t + between(rand, -10, 10);
      canopy += `<path d="M${n(lx)} ${n(ly)}q${n(between(rand, 6, 10))} ${n(between(rand, 4, 8))} 0 ${n(between(rand, 14, 20))}q${n(-between(rand, 6, 10))} ${n(-between(rand, 6, 12))} 0 ${n(-between(rand, 14, 20))}Z" fill="${pick(rand, ['#9fc25e', '#b9d477', '#7fa84a', '#cfe08e', '#6b973f'])}" transform="rotate(${n(between(rand, -40, 40))} ${n(lx)} ${n(ly)})"/>`;
    }
  }
  let haze = '';
  for (let index = 0; index < 60; index += 1) {
    haze += `<ellipse cx="${n(between(rand, -40, W + 40))}" cy="${n(between(rand, -20, 160))}" rx="${n(between(rand, 60, 160))}" ry="${n(between(rand, 30, 80))}" fill="${pick(rand, ['#a6c46c', '#8fb35a', '#bcd487'])}" opacity="0.7"/>`;
  }
  let anemones = '';
  for (let index = 0; index < 220; index += 1) {
    const y = between(rand, 770, 1000);
    const depth = (y - 760) / 240;
    const r = 2 + depth * 9;
    const x = between(rand, 0, W);
    anemones += `<g fill="#ffffff"><circle cx="${n(x - r * 0.6)}" cy="${n(y)}" r="${n(r * 0.6)}"/><circle cx="${n(x + r * 0.6)}" cy="${n(y)}" r="${n(r * 0.6)}"/><circle cx="${n(x)}" cy="${n(y - r * 0.55)}" r="${n(r * 0.6)}"/><circle cx="${n(x)}" cy="${n(y + r * 0.5)}" r="${n(r * 0.55)}"/></g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.3)}" fill="#f2cf4a"/>`;
  }
  const beams = [
    [180, 320],
    [520, 160],
    [860, 240],
  ]
    .map(
      ([x, w]) =>
        `<path d="M${x} -20H${(x ?? 0) + (w ?? 0)}L${(x ?? 0) + (w ?? 0) + 520} 1000H${(x ?? 0) + 420}Z" fill="url(#beam)"/>`,
    )
    .join('');
  return picture(
    'birch-forest',
    W,
    H,
    `<defs>${linear('sky', [
      [0, '#cfdcae'],
      [0.45, '#dfe6c6'],
      [0.7, '#c9d8a8'],
      [1, '#a9c184'],
    ])}${linear(
      'bark',
      [
        [0, '#fbfaf4'],
        [0.55, '#efede4'],
        [1, '#bdb8ab'],
      ],
      0,
      0,
      1,
      0,
    )}${linear('ground', [
      [0, '#9fbb6c'],
      [1, '#5d7f3c'],
    ])}${linear('beam', [
      [0, '#fffbe6', 0.85],
      [1, '#fffbe6', 0],
    ])}${blur('hazeBlur', 24)}${blur('beamBlur', 24)}</defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <g filter="url(#hazeBlur)">${haze}</g>
    <g filter="url(#beamBlur)" opacity="0.9">${beams}</g>
    <path d="M0 700Q400 660 760 690T1500 680V1000H0Z" fill="url(#ground)"/>
    ${layers[0]}${layers[1]}
    <path d="M0 780Q500 740 900 770T1500 760V1000H0Z" fill="#86a657" opacity="0.8"/>
    ${layers[2]}
    <g fill="#4d6e33" opacity="0.35">${[160, 430, 700, 1010, 1290]
      .map((x) => `<path d="M${x} 1000L${x + 40} 1000L${x + 420} 780L${x + 400} 780Z"/>`)
      .join('')}</g>
    ${grassTufts(rand, 0, W, 880, 1000, '#5f8a3c', 12)}
    ${anemones}
    ${layers[3]}
    ${canopy}
    ${vignette(W, H, 0.3, '#223018')}${grain(W, H, 0.45, 21)}`,
  );
}

/** A pollarded willow (pilevall), the tree that lines the roads of Skåne. */
function pollardedWillow(rand: Random, x: number, base: number, size: number): string {
  let twigs = '';
  for (let index = 0; index < 26; index += 1) {
    const angle = between(rand, -70, 70) * (Math.PI / 180);
    const length = size * between(rand, 0.55, 0.95);
    twigs += `<path d="M${n(x)} ${n(base - size * 0.7)}q${n(Math.sin(angle) * length * 0.3)} ${n(-length * 0.5)} ${n(Math.sin(angle) * length)} ${n(-Math.cos(angle) * length)}" stroke="#6f8a55" stroke-width="${n(size * 0.025)}" fill="none"/>`;
  }
  return `${twigs}<ellipse cx="${n(x)}" cy="${n(base - size * 1.15)}" rx="${n(size * 0.62)}" ry="${n(size * 0.5)}" fill="#8aa56a" opacity="0.85"/><ellipse cx="${n(x - size * 0.12)}" cy="${n(base - size * 1.25)}" rx="${n(size * 0.4)}" ry="${n(size * 0.3)}" fill="#a3bb80" opacity="0.8"/><path d="M${n(x - size * 0.09)} ${n(base)}L${n(x - size * 0.07)} ${n(base - size * 0.72)}Q${n(x)} ${n(base - size * 0.8)} ${n(x + size * 0.07)} ${n(base - size * 0.72)}L${n(x + size * 0.09)} ${n(base)}Z" fill="#5a4a3c"/>`;
}

/** A rounded broadleaf tree (beech, oak) built of layered crowns, lit from the upper left. */
function broadleafTree(
  rand: Random,
  x: number,
  base: number,
  size: number,
  dark: string,
  mid: string,
  light: string,
): string {
  let crowns = '';
  for (const [color, shift, count] of [
    [dark, 0, 18],
    [mid, -0.08, 13],
    [light, -0.18, 7],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const angle = between(rand, 0, Math.PI * 2);
      const distance = between(rand, 0, size * 0.42);
      const r = size * between(rand, 0.16, 0.28) * (1 - Math.abs(shift));
      crowns += `<circle cx="${n(x + Math.cos(angle) * distance + shift * size)}" cy="${n(base - size * 0.95 + Math.sin(angle) * distance * 0.8 + shift * size)}" r="${n(r)}" fill="${color}"/>`;
    }
  }
  return `<path d="M${n(x - size * 0.05)} ${n(base)}L${n(x - size * 0.03)} ${n(base - size * 0.6)}H${n(x + size * 0.03)}L${n(x + size * 0.05)} ${n(base)}Z" fill="#4a3d33"/>${crowns}`;
}

/** A row of manor windows: white frames, glazing bars and a sky reflection. */
function manorWindows(xs: readonly number[], y: number, width: number, height: number): string {
  return xs
    .map(
      (x) =>
        `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="#f7f3ea"/><rect x="${n(x + 3)}" y="${n(y + 3)}" width="${n(width - 6)}" height="${n(height - 6)}" fill="url(#glass)"/><path d="M${n(x + width / 2)} ${n(y + 3)}V${n(y + height - 3)}M${n(x + 3)} ${n(y + height * 0.38)}H${n(x + width - 3)}M${n(x + 3)} ${n(y + height * 0.7)}H${n(x + width - 3)}" stroke="#f7f3ea" stroke-width="2"/>`,
    )
    .join('');
}

function manorHouse(): string {
  const rand = seededRandom(61);
  const groundY = 640;
  const columns = [640, 686, 732, 778, 884, 930, 976, 1022];
  let stripes = '';
  for (let index = -12; index <= 12; index += 1) {
    stripes += `<path d="M${750 + index * 24} 560L${750 + index * 260} 700" stroke="#d9b52a" stroke-width="3" opacity="0.5"/>`;
  }
  const willows = [60, 150, 235, 310, 375, 430]
    .map((x, index) => pollardedWillow(rand, x, 705 - index * 18, 120 - index * 14))
    .join('');
  return picture(
    'manor-house',
    W,
    H,
    `<defs>${linear('sky', [
      [0, '#8fb8da'],
      [0.5, '#d4e4ec'],
      [1, '#f6ead3'],
    ])}${linear('wall', [
      [0, '#f0cb7c'],
      [1, '#dcae5e'],
    ])}${linear('roof', [
      [0, '#4a4a55'],
      [1, '#2e2e38'],
    ])}${linear('glass', [
      [0, '#9fb6c8'],
      [0.5, '#46566b'],
      [1, '#2d3848'],
    ])}${linear('lawn', [
      [0, '#9fbe66'],
      [1, '#5f8c3c'],
    ])}${linear('rapeseed', [
      [0, '#f6dc4f'],
      [1, '#ecc42a'],
    ])}${radial(
      'sun',
      [
        [0, '#fff6dc', 0.8],
        [1, '#fff6dc', 0],
      ],
      300,
      120,
      700,
      420,
    )}
    ${blur('cloudSoft', 9)}${blur('farBlur', 2)}</defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect width="${W}" height="${H}" fill="url(#sun)"/>
    <g filter="url(#cloudSoft)" opacity="0.85">${cloud(360, 200, 380, rand)}${cloud(1180, 150, 300, rand)}${cloud(860, 290, 200, rand)}</g>
    <path d="${smoothOpen([
      [-20, 560],
      [300, 520],
      [640, 545],
      [1000, 515],
      [1300, 535],
      [1520, 520],
    ])}L1520 640L-20 640Z" fill="#a9bd9f" filter="url(#farBlur)"/>
    <g fill="#8ea58a" filter="url(#farBlur)">${treeRow(rand, 80, 300, 540, 22)}${treeRow(rand, 1240, 1460, 534, 20)}</g>
    <path d="M-20 560L1520 560V700H-20Z" fill="url(#rapeseed)"/>
    ${stripes}
    <path d="M-20 556Q750 540 1520 556V566H-20Z" fill="#b9c48a" opacity="0.7"/>
    ${broadleafTree(rand, 520, 600, 240, '#3f5a35', '#55743f', '#6f8f4e')}
    ${broadleafTree(rand, 620, 560, 200, '#3a5531', '#4f6e3b', '#68874a')}
    ${broadleafTree(rand, 1150, 590, 250, '#3f5a35', '#55743f', '#6f8f4e')}
    ${broadleafTree(rand, 1040, 560, 190, '#3a5531', '#4f6e3b', '#68874a')}
    <rect x="596" y="560" width="520" height="90" fill="#3f5a35" opacity="0.35"/>
    <path d="M618 470H1082L1044 402H656Z" fill="url(#roof)"/>
    <path d="M656 402H1044" stroke="#6e6e7a" stroke-width="3"/>
    <rect x="700" y="372" width="16" height="34" fill="#b86b4b"/><rect x="986" y="372" width="16" height="34" fill="#b86b4b"/>
    ${[700, 760, 940, 1000].map((x) => `<path d="M${x - 14} 452V432L${x} 420L${x + 14} 432V452Z" fill="#f7f3ea"/><rect x="${x - 8}" y="434" width="16" height="16" fill="#3a4658"/>`).join('')}
    <rect x="620" y="470" width="460" height="${groundY - 470}" fill="url(#wall)"/>
    <path d="M800 470H900V${groundY}H800Z" fill="#f3d28d"/>
    <path d="M792 472L850 428L908 472Z" fill="#f7f3ea"/><path d="M806 466L850 436L894 466Z" fill="#f0cb7c"/>
    <circle cx="850" cy="454" r="7" fill="#f7f3ea"/>
    <path d="M620 470H1080" stroke="#f7f3ea" stroke-width="6"/>
    <path d="M620 560H1080" stroke="#f7f3ea" stroke-width="3" opacity="0.8"/>
    <path d="M622 470V${groundY}M1078 470V${groundY}M802 470V${groundY}M898 470V${groundY}" stroke="#f7f3ea" stroke-width="5"/>
    ${manorWindows(columns, 490, 26, 46)}
    ${manorWindows([826, 852], 490, 22, 46)}
    ${manorWindows(columns, 576, 26, 50)}
    <path d="M832 ${groundY}V596Q850 578 868 596V${groundY}Z" fill="#3f5a4b"/>
    <path d="M832 ${groundY}V596Q850 578 868 596V${groundY}" fill="none" stroke="#f7f3ea" stroke-width="3"/>
    <path d="M812 ${groundY}H888L896 ${groundY + 10}H804Z" fill="#e9e2d4"/>
    ${[420, 1116]
      .map(
        (x) =>
          `<rect x="${x}" y="604" width="164" height="64" fill="url(#wall)"/><path d="M${x - 8} 606H${x + 172}L${x + 150} 572H${x + 14}Z" fill="url(#roof)"/><path d="M${x - 8} 606H${x + 172}" stroke="#f7f3ea" stroke-width="4"/>${manorWindows([x + 18, x + 56, x + 94, x + 132], 618, 18, 30)}`,
      )
      .join('')}
    <path d="M-20 640Q750 620 1520 640V1000H-20Z" fill="url(#lawn)"/>
    <g fill="#ffffff" opacity="0.07">${[0, 1, 2, 3, 4, 5, 6]
      .map(
        (index) =>
          `<path d="M${n(-200 + index * 320)} 1000L${n(560 + index * 60)} 650L${n(600 + index * 60)} 650L${n(-40 + index * 320)} 1000Z"/>`,
      )
      .join('')}</g>
    <ellipse cx="850" cy="700" rx="330" ry="58" fill="#e8dcc4"/>
    <path d="M760 740C700 820 560 900 380 1010H640C700 900 800 820 860 748Z" fill="#e8dcc4"/>
    <ellipse cx="850" cy="700" rx="150" ry="26" fill="#6f9a48"/>
    <ellipse cx="850" cy="700" rx="150" ry="26" fill="none" stroke="#f4f0e6" stroke-width="3" opacity="0.6"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((index) => `<circle cx="${n(850 + Math.cos((index / 18) * Math.PI * 2) * 126)}" cy="${n(699 + Math.sin((index / 18) * Math.PI * 2) * 19)}" r="7" fill="${pick(rand, ['#f4f0e6', '#f2b8c0', '#e86f7a', '#f7d36a'])}"/>`).join('')}
    <path d="M850 700V664" stroke="#e9e2d4" stroke-width="6"/><ellipse cx="850" cy="662" rx="16" ry="5" fill="#e9e2d4"/>
    ${willows}
    ${broadleafTree(rand, 1420, 1060, 300, '#35502e', '#4a6a37', '#5f8046')}
    ${grassTufts(rand, 700, W, 960, 1010, '#557f37', 16)}
    ${vignette(W, H, 0.25, '#2a2a1a')}${grain(W, H, 0.45, 27)}`,
  );
}

function citySkyline(): string {
  const rand = seededRandom(71);
  const quay = 660;
  const windows = (x: number, y: number, width: number, height: number, density: number) => {
    let lit = '';
    for (let wy = y + 10; wy < y + height - 8; wy += 14) {
      for (let wx = x + 6; wx < x + width - 8; wx += 12) {
        if (rand() < density) {
          lit += `<rect x="${n(wx)}" y="${n(wy)}" width="5" height="7" fill="${pick(rand, ['#ffd27a', '#ffe3a6', '#ffc061'])}" opacity="${n(between(rand, 0.55, 1))}"/>`;
        }
      }
    }
    return lit;
  };
  let far = '';
  for (let x = -20; x < W; x += between(rand, 30, 70)) {
    const height = between(rand, 60, 180);
    far += `<rect x="${n(x)}" y="${n(quay - height)}" width="${n(between(rand, 34, 80))}" height="${n(height)}"/>`;
  }
  const buildings: string[] = [];
  let litWindows = '';
  for (const [x, width, height] of [
    [0, 120, 150],
    [110, 90, 210],
    [560, 110, 170],
    [660, 80, 120],
    [760, 130, 200],
    [880, 90, 140],
    [1290, 120, 160],
    [1400, 120, 230],
  ] as const) {
    buildings.push(`<rect x="${x}" y="${quay - height}" width="${width}" height="${height}"/>`);
    litWindows += windows(x, quay - height, width, height, 0.35);
  }
  // Modern towers: glass with a lit grid.
  for (const [x, width, height] of [
    [1010, 110, 400],
    [1130, 90, 320],
    [1210, 100, 360],
  ] as const) {
    buildings.push(`<path d="M${x} ${quay}V${quay - height + 20}L${x + width} ${quay - height}V${quay}Z"/>`);
    litWindows += windows(x, quay - height + 24, width, height - 24, 0.5);
  }
  let stars = '';
  for (let index = 0; index < 80; index += 1) {
    stars += `<circle cx="${n(between(rand, 0, W))}" cy="${n(Math.pow(rand(), 1.6) * 320)}" r="${n(between(rand, 0.6, 1.8))}" fill="#fff8e6" opacity="${n(between(rand, 0.3, 0.9))}"/>`;
  }
  let streaks = '';
  for (let index = 0; index < 120; index += 1) {
    const x = between(rand, 0, W);
    const y = quay + between(rand, 10, 330);
    streaks += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(rand, 10, 60))}" height="${n(between(rand, 1.5, 3.5))}" rx="1.5" fill="${pick(rand, ['#ffcf7a', '#ffb0a0', '#f4d6ff'])}" opacity="${n(between(rand, 0.15, 0.6))}"/>`;
  }
  const skyline = `<g fill="#211a3d">${buildings.join('')}
      <rect x="300" y="420" width="120" height="240"/><rect x="322" y="250" width="76" height="175"/><path d="M322 250L360 212L398 250Z"/>
      <rect x="348" y="180" width="24" height="40"/><path d="M340 180H380L360 150Z"/>
      <rect x="200" y="480" width="110" height="180"/><rect x="420" y="500" width="140" height="160"/>
      <path d="M470 500V440Q490 400 510 440V500Z"/><rect x="486" y="386" width="8" height="20"/>
      <path d="M930 660V470H970V430L990 320L1010 430V660Z"/>
    </g>
    <g fill="#e8b84a"><circle cx="350" cy="150" r="5"/><circle cx="360" cy="142" r="6"/><circle cx="370" cy="150" r="5"/></g>
    <path d="M470 440Q490 400 510 440Z" fill="#5f9e8f" opacity="0.9"/>
    ${windows(300, 420, 120, 240, 0.3)}${windows(200, 480, 110, 180, 0.35)}${windows(420, 500, 140, 160, 0.35)}
    ${litWindows}`;
  return picture(
    'city-skyline',
    W,
    H,
    `<defs>${linear('sky', [
      [0, '#161a44'],
      [0.4, '#3f2f75'],
      [0.7, '#a8587e'],
      [0.88, '#ef946a'],
      [1, '#f7c88a'],
    ])}${linear('water', [
      [0, '#6a4a7a'],
      [0.3, '#3a2f5e'],
      [1, '#151633'],
    ])}${radial(
      'dusk',
      [
        [0, '#ffb27a', 0.55],
        [1, '#ffb27a', 0],
      ],
      760,
      640,
      800,
      260,
    )}
    ${blur('farBlur', 1.5)}${blur('reflection', 6)}${blur('glow', 14)}</defs>
    <rect width="${W}" height="${quay}" fill="url(#sky)"/>
    ${stars}
    <rect width="${W}" height="${quay + 40}" fill="url(#dusk)"/>
    <g fill="#5a4a8a" opacity="0.6" filter="url(#farBlur)">${far}</g>
    ${skyline}
    <rect y="${quay}" width="${W}" height="${H - quay}" fill="url(#water)"/>
    <g opacity="0.28" filter="url(#reflection)" transform="translate(0 ${2 * quay}) scale(1 -1)">${skyline}</g>
    ${streaks}
    <rect y="${quay - 4}" width="${W}" height="10" fill="#150f2a"/>
    <g>
      <path d="M-20 ${quay + 30}H1520V${quay + 96}H-20Z${[
        40, 180, 320, 460, 600, 740, 880, 1020, 1160, 1300, 1440,
      ]
        .map((x) => `M${x - 56} ${quay + 96}Q${x} ${quay + 36} ${x + 56} ${quay + 96}Z`)
        .join('')}" fill="#140f29" fill-rule="evenodd"/>
      <path d="M-20 ${quay + 30}H1520" stroke="#3a2c55" stroke-width="3"/>
      ${[30, 130, 230, 330, 430, 530, 630, 730, 830, 930, 1030, 1130, 1230, 1330, 1430].map((x) => `<rect x="${x}" y="${quay + 14}" width="3" height="16" fill="#140f29"/><circle cx="${x + 1.5}" cy="${quay + 12}" r="10" fill="#ffd68a" opacity="0.35" filter="url(#glow)"/><circle cx="${x + 1.5}" cy="${quay + 12}" r="2.6" fill="#ffe9b8"/>`).join('')}
    </g>
    <g transform="translate(880 ${quay + 210})">
      <path d="M0 0H190L170 26H20Z" fill="#f2ece2"/><rect x="40" y="-26" width="110" height="26" fill="#f2ece2"/><rect x="70" y="-44" width="50" height="18" fill="#f2ece2"/>
      ${[50, 72, 94, 116, 138].map((x) => `<rect x="${x}" y="-18" width="12" height="9" fill="#ffd27a"/>`).join('')}
      <rect x="92" y="-60" width="8" height="16" fill="#c8423a"/>
      <path d="M-20 34H220" stroke="#ffd27a" stroke-width="3" opacity="0.35" filter="url(#glow)"/>
    </g>
    ${vignette(W, H, 0.5, '#0a0818')}${grain(W, H, 0.45, 33)}`,
  );
}

/** Petal colours of one flower: outside, body, inner shadow; `id` names its petal gradient. */
interface Petals {
  id: string;
  outer: string;
  body: string;
  inner: string;
}

/** The gradient of one petal palette: deep at the base, light at the ruffled tip. */
function petalGradient({ id, outer, body, inner }: Petals): string {
  return linear(
    `petal-${id}`,
    [
      [0, inner],
      [0.55, body],
      [1, outer],
    ],
    0,
    1,
    0,
    0,
  );
}

/** One petal pointing up from the flower's centre, with a ruffled tip; rotated into place. */
function petal(
  rand: Random,
  x: number,
  y: number,
  length: number,
  width: number,
  angle: number,
  palette: Petals,
): string {
  const w = width / 2;
  const h = length;
  const bumps = 3;
  let tip = '';
  for (let index = 1; index <= bumps; index += 1) {
    const tx = -w * 0.55 + ((w * 1.1) / bumps) * index;
    tip += `Q${n(tx - w * 0.18)} ${n(-h - between(rand, 0.02, 0.1) * h)} ${n(tx)} ${n(-h * between(rand, 0.94, 1))}`;
  }
  const d = `M0 0C${n(-w * 0.9)} ${n(-h * 0.25)} ${n(-w * 1.05)} ${n(-h * 0.8)} ${n(-w * 0.55)} ${n(-h * 0.97)}${tip}C${n(w * 1.05)} ${n(-h * 0.8)} ${n(w * 0.9)} ${n(-h * 0.25)} 0 0Z`;
  return `<path d="${d}" fill="url(#petal-${palette.id})" stroke="${palette.inner}" stroke-opacity="0.25" stroke-width="${n(Math.max(1, length * 0.015))}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"/>`;
}

/** A peony: rings of broad ruffled petals, each ring smaller and turned, closing to a dense heart. */
function peony(rand: Random, x: number, y: number, r: number, palette: Petals): string {
  let petals = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.92)}" fill="${palette.inner}" opacity="0.55"/>`;
  for (const [count, length, width, turn] of [
    [7, 1, 0.95, 0],
    [7, 0.82, 0.8, 25],
    [6, 0.62, 0.7, 10],
    [6, 0.45, 0.55, 40],
    [5, 0.3, 0.4, 20],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const angle = (index / count) * 360 + turn + between(rand, -10, 10);
      petals += petal(rand, x, y, r * length * between(rand, 0.92, 1.05), r * width, angle, palette);
    }
  }
  return `${petals}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.07)}" fill="${palette.inner}"/>`;
}

/** A garden rose from above: a cup of petals around a tight, softly drawn spiral. */
function rose(rand: Random, x: number, y: number, r: number, palette: Petals): string {
  let petals = '';
  for (const [count, length, width, turn] of [
    [5, 1, 1.15, 0],
    [5, 0.78, 0.95, 36],
    [4, 0.55, 0.8, 12],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      petals += petal(rand, x, y, r * length, r * width, (index / count) * 360 + turn, palette);
    }
  }
  let spiral = '';
  for (let index = 0; index < 4; index += 1) {
    const radius = r * (0.36 - index * 0.08);
    const start = index * 95;
    const from = (start * Math.PI) / 180;
    const to = ((start + 220) * Math.PI) / 180;
    spiral += `<path d="M${n(x + Math.cos(from) * radius)} ${n(y + Math.sin(from) * radius)}A${n(radius)} ${n(radius)} 0 1 1 ${n(x + Math.cos(to) * radius)} ${n(y + Math.sin(to) * radius)}" fill="none" stroke="${palette.inner}" stroke-opacity="0.55" stroke-width="${n(r * 0.045)}" stroke-linecap="round"/>`;
  }
  return `${petals}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.4)}" fill="${palette.body}"/>${spiral}`;
}

/** A ranunculus: many small, tightly layered petals around a small green eye. */
function ranunculus(rand: Random, x: number, y: number, r: number, palette: Petals): string {
  let petals = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.95)}" fill="${palette.body}"/>`;
  for (const [count, length, turn] of [
    [11, 1, 0],
    [10, 0.8, 16],
    [9, 0.6, 5],
    [7, 0.42, 22],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      petals += petal(rand, x, y, r * length, r * length * 0.62, (index / count) * 360 + turn, palette);
    }
  }
  return `${petals}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.13)}" fill="#8a9a5b"/>`;
}

/** A eucalyptus sprig: a curved stem with round silver-green leaves in pairs. */
function eucalyptus(rand: Random, x: number, y: number, length: number, angle: number, scale = 1): string {
  let leaves = '';
  for (let index = 1; index <= 7; index += 1) {
    const t = index / 7.5;
    const lx = t * length;
    const ly = Math.sin(t * Math.PI) * length * 0.08;
    const r = (16 + (1 - t) * 10) * scale;
    for (const side of [-1, 1]) {
      leaves += `<ellipse cx="${n(lx)}" cy="${n(ly + side * r * 0.9)}" rx="${n(r)}" ry="${n(r * 0.86)}" fill="${pick(rand, ['#9fb4a3', '#8ea694', '#b3c4b3', '#7f9a88'])}"/>`;
    }
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0Q${n(length / 2)} ${n(length * 0.16)} ${n(length)} 0" stroke="#6f7f62" stroke-width="${n(3 * scale)}" fill="none"/>${leaves}</g>`;
}

/** A pointed leaf with a centre vein. */
function leaf(x: number, y: number, length: number, angle: number, color: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0Q${n(length * 0.5)} ${n(-length * 0.32)} ${n(length)} 0Q${n(length * 0.5)} ${n(length * 0.32)} 0 0Z" fill="${color}"/><path d="M0 0H${n(length * 0.85)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(length * 0.03)}"/></g>`;
}

const BLUSH: Petals = { id: 'blush', outer: '#fbe1dc', body: '#f3bdb7', inner: '#d98a8c' };
const CREAM: Petals = { id: 'cream', outer: '#fffaf1', body: '#f6ead8', inner: '#d8c09c' };
const PEACH: Petals = { id: 'peach', outer: '#fbd6bd', body: '#f4ab86', inner: '#d27d58' };
const DUSTY_ROSE: Petals = { id: 'dusty-rose', outer: '#f2c5c8', body: '#e09ba3', inner: '#b35f6d' };
const PETAL_GRADIENTS = [BLUSH, CREAM, PEACH, DUSTY_ROSE].map(petalGradient).join('');

/** The bridal bouquet: a dome of flowers over tied stems, drawn with the head at the origin and stems to the right. */
function bridalBouquet(rand: Random): string {
  let stems = '';
  for (let index = 0; index < 22; index += 1) {
    const spread = between(rand, -1, 1);
    stems += `<path d="M60 ${n(spread * 90)}Q330 ${n(spread * 14)} 640 ${n(spread * 46)}" stroke="${pick(rand, ['#6f8a4f', '#7e9a5c', '#5f7a45'])}" stroke-width="${n(between(rand, 7, 11))}" fill="none" stroke-linecap="round"/>`;
  }
  let greenery = '';
  for (let index = 0; index < 12; index += 1) {
    const angle = 110 + index * 12 + between(rand, -5, 5);
    const radians = (angle * Math.PI) / 180;
    greenery += eucalyptus(
      rand,
      Math.cos(radians) * 120,
      Math.sin(radians) * 120,
      between(rand, 220, 300),
      angle,
    );
  }
  for (let index = 0; index < 16; index += 1) {
    const angle = between(rand, 90, 270);
    const radians = (angle * Math.PI) / 180;
    greenery += leaf(
      Math.cos(radians) * 200,
      Math.sin(radians) * 200,
      between(rand, 90, 140),
      angle,
      pick(rand, ['#5f7a45', '#6f8a4f', '#4e6a3a']),
    );
  }
  const flowers: string[] = [];
  const placed: [number, number, number, string][] = [
    [-40, -120, 98, 'peony'],
    [-130, 40, 96, 'peony'],
    [30, 90, 90, 'peony'],
    [-190, -70, 62, 'rose'],
    [60, -20, 66, 'rose'],
    [-60, -10, 70, 'rose'],
    [-170, 150, 56, 'rose'],
    [-250, 40, 50, 'ranunculus'],
    [70, -160, 48, 'ranunculus'],
    [-110, -210, 44, 'ranunculus'],
    [-50, 190, 48, 'ranunculus'],
    [110, 40, 44, 'ranunculus'],
  ];
  for (const [x, y, r, kind] of placed) {
    if (kind === 'peony') flowers.push(peony(rand, x, y, r, pick(rand, [BLUSH, BLUSH, DUSTY_ROSE])));
    else if (kind === 'rose') flowers.push(rose(rand, x, y, r, pick(rand, [CREAM, CREAM, BLUSH])));
    else flowers.push(ranunculus(rand, x, y, r, pick(rand, [PEACH, CREAM])));
  }
  let babysBreath = '';
  for (let index = 0; index < 90; index += 1) {
    const angle = between(rand, 0, Math.PI * 2);
    const distance = between(rand, 160, 280);
    babysBreath += `<circle cx="${n(Math.cos(angle) * distance * 0.9 - 40)}" cy="${n(Math.sin(angle) * distance)}" r="${n(between(rand, 3, 6))}" fill="#fbf8f2"/>`;
  }
  const ribbon = `<g transform="translate(300 0)">
      <path d="M-30 -36H34V36H-30Z" fill="#e9cfc7"/>
      <path d="M0 0C-60 -90 -120 -50 -70 -10C-40 10 -10 6 0 0Z" fill="#f1dcd5"/>
      <path d="M0 0C-60 90 -120 50 -70 10C-40 -10 -10 -6 0 0Z" fill="#e4c3ba"/>
      <path d="M0 0C40 60 120 80 200 150" stroke="#efd7cf" stroke-width="16" fill="none" stroke-linecap="round"/>
      <path d="M0 0C60 10 140 -40 230 -10" stroke="#e4c3ba" stroke-width="14" fill="none" stroke-linecap="round"/>
      <ellipse cx="0" cy="0" rx="14" ry="20" fill="#dbb5aa"/>
    </g>`;
  return `${stems}${ribbon}${greenery}${babysBreath}${flowers.join('')}`;
}

function bouquet(): string {
  const rand = seededRandom(83);
  let petals = '';
  for (let index = 0; index < 16; index += 1) {
    const x = between(rand, 80, 1420);
    const y = between(rand, 80, 940);
    if (Math.hypot(x - 640, y - 430) < 380) continue;
    petals += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(rand, 14, 22))}" ry="${n(between(rand, 9, 14))}" fill="${pick(rand, ['#f1b5b0', '#f6cdc6', '#fbf3e8'])}" transform="rotate(${n(between(rand, 0, 180))} ${n(x)} ${n(y)})"/>`;
  }
  const ring = (x: number, y: number, r: number, width: number) =>
    `<ellipse cx="${x + 6}" cy="${y + 8}" rx="${r}" ry="${r * 0.92}" fill="none" stroke="#5a4630" stroke-opacity="0.2" stroke-width="${width + 4}" filter="url(#shadow)"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.92}" fill="none" stroke="url(#gold)" stroke-width="${width}"/>`;
  const piece = bridalBouquet(rand);
  return picture(
    'bouquet',
    W,
    H,
    `<defs>${linear(
      'linen',
      [
        [0, '#f3ece2'],
        [1, '#e7dccd'],
      ],
      0,
      0,
      1,
      1,
    )}${linear(
      'gold',
      [
        [0, '#f6dd9a'],
        [0.5, '#c99a45'],
        [1, '#f0d08a'],
      ],
      0,
      0,
      1,
      1,
    )}${radial(
      'light',
      [
        [0, '#fffaf2', 0.8],
        [1, '#fffaf2', 0],
      ],
      520,
      300,
      820,
      620,
    )}
    <filter id="linenTexture" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9 0.012" numOctaves="2" seed="5"/><feColorMatrix type="saturate" values="0"/></filter>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
    ${dropShadow('drop', 10, 12, 18, 0.28)}
    ${PETAL_GRADIENTS}</defs>
    <rect width="${W}" height="${H}" fill="url(#linen)"/>
    <rect width="${W}" height="${H}" filter="url(#linenTexture)" opacity="0.22" style="mix-blend-mode:soft-light"/>
    <rect width="${W}" height="${H}" fill="url(#light)"/>
    ${petals}
    ${ring(1130, 300, 44, 9)}${ring(1190, 330, 36, 7)}
    <g filter="url(#drop)"><g transform="translate(628 452) rotate(28)">${piece}</g></g>
    ${vignette(W, H, 0.2, '#5a4030')}${grain(W, H, 0.45, 37)}`,
  );
}

/** One tier of the cake: a cylinder with soft shading, a top face and a pearl border. */
function cakeTier(x: number, top: number, bottom: number, width: number): string {
  const ry = width * 0.085;
  let pearls = '';
  for (let index = 0; index <= 30; index += 1) {
    const angle = Math.PI * (index / 30);
    pearls += `<circle cx="${n(x - Math.cos(angle) * width * 0.5)}" cy="${n(bottom + Math.sin(angle) * ry - 4)}" r="${n(width * 0.012 + 2)}" fill="#fffdf7" stroke="#e3d8c6" stroke-width="1"/>`;
  }
  let strokes = '';
  for (let index = 1; index < 9; index += 1) {
    const sx = x - width / 2 + (width * index) / 9;
    strokes += `<path d="M${n(sx)} ${n(top + ry + 6)}V${n(bottom - 6)}" stroke="#e9e0d1" stroke-width="2" opacity="0.5"/>`;
  }
  return `<path d="M${n(x - width / 2)} ${n(top)}V${n(bottom)}A${n(width / 2)} ${n(ry)} 0 0 0 ${n(x + width / 2)} ${n(bottom)}V${n(top)}Z" fill="url(#icing)"/>${strokes}<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(width / 2)}" ry="${n(ry)}" fill="#fdfaf4"/><path d="M${n(x - width / 2)} ${n(top)}A${n(width / 2)} ${n(ry)} 0 0 0 ${n(x + width / 2)} ${n(top)}" fill="none" stroke="#eee5d6" stroke-width="3"/>${pearls}`;
}

function weddingCake(): string {
  const rand = seededRandom(91);
  let bokeh = '';
  for (let index = 0; index < 40; index += 1) {
    bokeh += `<circle cx="${n(between(rand, 0, W))}" cy="${n(between(rand, 0, 560))}" r="${n(between(rand, 16, 60))}" fill="${pick(rand, ['#ffe6b0', '#fff3d6', '#f7d2a0'])}" opacity="${n(between(rand, 0.2, 0.6))}"/>`;
  }
  // A cascade of flowers from the top tier down the right-hand side.
  const cascade: [number, number, number, 'peony' | 'rose' | 'ranunculus', Petals][] = [
    [800, 300, 40, 'peony', BLUSH],
    [760, 322, 30, 'rose', CREAM],
    [842, 360, 28, 'ranunculus', PEACH],
    [870, 420, 42, 'peony', DUSTY_ROSE],
    [912, 470, 30, 'rose', CREAM],
    [880, 520, 26, 'ranunculus', PEACH],
    [940, 560, 44, 'peony', BLUSH],
    [978, 620, 32, 'rose', CREAM],
    [1000, 680, 28, 'ranunculus', PEACH],
    [560, 730, 36, 'peony', BLUSH],
    [520, 760, 26, 'rose', CREAM],
  ];
  let greens = '';
  for (const [x, y, r] of cascade) {
    greens += leaf(
      x + r * 0.6,
      y + r * 0.2,
      r * 1.6,
      between(rand, -20, 40),
      pick(rand, ['#7f9a88', '#6f8a4f', '#9fb4a3']),
    );
    greens += leaf(
      x - r * 0.5,
      y + r * 0.3,
      r * 1.4,
      between(rand, 140, 200),
      pick(rand, ['#7f9a88', '#6f8a4f', '#9fb4a3']),
    );
  }
  const blooms = cascade
    .map(([x, y, r, kind, colors]) =>
      kind === 'peony'
        ? peony(rand, x, y, r, colors)
        : kind === 'rose'
          ? rose(rand, x, y, r, colors)
          : ranunculus(rand, x, y, r, colors),
    )
    .join('');
  let confetti = '';
  for (let index = 0; index < 30; index += 1) {
    const x = between(rand, 80, 1420);
    const y = between(rand, 830, 980);
    confetti += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(rand, 8, 14))}" ry="${n(between(rand, 4, 7))}" fill="${pick(rand, ['#f1b5b0', '#f6cdc6', '#fbf3e8', '#e9c98f'])}" transform="rotate(${n(between(rand, 0, 180))} ${n(x)} ${n(y)})"/>`;
  }
  const candle = (x: number, height: number) =>
    `<circle cx="${x}" cy="${800 - height}" r="90" fill="url(#flameGlow)"/><rect x="${x - 14}" y="${812 - height}" width="28" height="${height}" rx="4" fill="#f8f3ea"/><ellipse cx="${x}" cy="${800 - height}" rx="7" ry="16" fill="#ffd98a"/><ellipse cx="${x}" cy="${804 - height}" rx="3" ry="8" fill="#fffbe8"/><ellipse cx="${x}" cy="814" rx="40" ry="8" fill="#c9a45c"/>`;
  return picture(
    'wedding-cake',
    W,
    H,
    `<defs>${linear('wall', [
      [0, '#cfd8c6'],
      [0.6, '#e6e6d8'],
      [1, '#f1ebde'],
    ])}${linear(
      'icing',
      [
        [0, '#fffdf8'],
        [0.35, '#fbf6ee'],
        [0.8, '#e6dccb'],
        [1, '#d8ccb8'],
      ],
      0,
      0,
      1,
      0,
    )}${linear('table', [
      [0, '#f7f1e7'],
      [1, '#e4d8c6'],
    ])}${linear(
      'stand',
      [
        [0, '#f2dfb0'],
        [0.5, '#c9a45c'],
        [1, '#a9823f'],
      ],
      0,
      0,
      1,
      0,
    )}<radialGradient id="flameGlow"><stop offset="0" stop-color="#ffe3a3" stop-opacity="0.75"/><stop offset="0.4" stop-color="#ffc46e" stop-opacity="0.18"/><stop offset="1" stop-color="#ffc46e" stop-opacity="0"/></radialGradient>
    ${radial(
      'spot',
      [
        [0, '#fffaf0', 0.9],
        [1, '#fffaf0', 0],
      ],
      750,
      450,
      620,
      520,
    )}
    ${blur('bokehBlur', 10)}${blur('shadowBlur', 16)}${PETAL_GRADIENTS}</defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <g filter="url(#bokehBlur)">${bokeh}</g>
    <rect width="${W}" height="${H}" fill="url(#spot)"/>
    <rect y="800" width="${W}" height="200" fill="url(#table)"/>
    <path d="M0 800H${W}" stroke="#efe6d8" stroke-width="4"/>
    ${candle(250, 180)}${candle(330, 120)}${candle(1250, 150)}
    <ellipse cx="750" cy="850" rx="300" ry="26" fill="#8a7a62" opacity="0.35" filter="url(#shadowBlur)"/>
    <path d="M700 842H800L780 790H720Z" fill="url(#stand)"/>
    <ellipse cx="750" cy="842" rx="110" ry="16" fill="url(#stand)"/>
    <ellipse cx="750" cy="784" rx="290" ry="30" fill="url(#stand)"/>
    <ellipse cx="750" cy="778" rx="290" ry="28" fill="#f3e6c4"/>
    ${cakeTier(750, 590, 772, 440)}
    ${cakeTier(750, 430, 598, 330)}
    ${cakeTier(750, 300, 438, 230)}
    ${greens}${blooms}
    ${leaf(700, 292, 60, -150, '#7f9a88')}${leaf(712, 296, 54, -40, '#9fb4a3')}${rose(rand, 708, 280, 30, CREAM)}${ranunculus(rand, 742, 292, 20, PEACH)}
    ${confetti}
    ${vignette(W, H, 0.28, '#4a4030')}${grain(W, H, 0.45, 43)}`,
  );
}

function danceFloor(): string {
  const rand = seededRandom(101);
  const ballX = 750;
  const ballY = 250;
  const ballR = 150;
  let facets = '';
  for (let row = -9; row <= 9; row += 1) {
    const lat0 = (row / 10) * (Math.PI / 2);
    const lat1 = ((row + 1) / 10) * (Math.PI / 2);
    const y0 = ballY + Math.sin(lat0) * ballR;
    const y1 = ballY + Math.sin(lat1) * ballR;
    const radius = Math.cos((lat0 + lat1) / 2) * ballR;
    const count = Math.max(4, Math.round(radius / 9));
    for (let column = 0; column < count; column += 1) {
      const lon0 = -Math.PI / 2 + (column / count) * Math.PI;
      const lon1 = -Math.PI / 2 + ((column + 1) / count) * Math.PI;
      const x0 = ballX + Math.sin(lon0) * radius;
      const x1 = ballX + Math.sin(lon1) * radius;
      // Facets towards the upper left catch the light; some mirror the room's colours.
      const light =
        1 - Math.hypot(Math.sin((lon0 + lon1) / 2) + 0.45, Math.sin((lat0 + lat1) / 2) + 0.45) / 1.6;
      const tint = rand();
      const color =
        tint < 0.08
          ? '#ff6fb5'
          : tint < 0.15
            ? '#5fd8ff'
            : tint < 0.2
              ? '#ffd66e'
              : `hsl(250 20% ${n(25 + Math.max(0, light) * 60 + between(rand, -10, 10))}%)`;
      facets += `<rect x="${n(Math.min(x0, x1) + 0.8)}" y="${n(Math.min(y0, y1) + 0.8)}" width="${n(Math.max(0.5, Math.abs(x1 - x0) - 1.6))}" height="${n(Math.max(0.5, Math.abs(y1 - y0) - 1.6))}" fill="${color}"/>`;
    }
  }
  const beams = [
    ['#ff5fa8', -62],
    ['#5fd8ff', -36],
    ['#ffd66e', -14],
    ['#b78cff', 10],
    ['#5fd8ff', 32],
    ['#ff5fa8', 58],
  ]
    .map(
      ([color, angle]) =>
        `<path d="M${ballX} ${ballY}L${ballX - 70} 1100L${ballX + 70} 1100Z" fill="url(#beam-${String(color).slice(1)})" transform="rotate(${angle} ${ballX} ${ballY})"/>`,
    )
    .join('');
  const beamGradients = ['#ff5fa8', '#5fd8ff', '#ffd66e', '#b78cff']
    .map((color) =>
      linear(`beam-${color.slice(1)}`, [
        [0, color, 0.55],
        [1, color, 0],
      ]),
    )
    .join('');
  let spots = '';
  for (let index = 0; index < 90; index += 1) {
    spots += `<circle cx="${n(between(rand, 0, W))}" cy="${n(between(rand, 0, 700))}" r="${n(between(rand, 2, 7))}" fill="${pick(rand, ['#ffffff', '#ff9fd0', '#9fe8ff', '#ffe7a0'])}" opacity="${n(between(rand, 0.3, 0.9))}"/>`;
  }
  const horizon = 640;
  let floor = '';
  const rows = [0.9, 1.1, 1.4, 1.8, 2.4, 3.3, 4.8, 7.5];
  for (let index = 0; index < rows.length - 1; index += 1) {
    const za = rows[index + 1] as number;
    const zb = rows[index] as number;
    const ya = horizon + 300 / za;
    const yb = horizon + 300 / zb;
    for (let column = -8; column < 8; column += 1) {
      const xa0 = ballX + (column * 120) / za;
      const xa1 = ballX + ((column + 1) * 120) / za;
      const xb0 = ballX + (column * 120) / zb;
      const xb1 = ballX + ((column + 1) * 120) / zb;
      const glow = rand();
      const fill =
        glow < 0.2
          ? '#ff5fa8'
          : glow < 0.35
            ? '#5fd8ff'
            : glow < 0.45
              ? '#ffd66e'
              : glow < 0.7
                ? '#5a2d8c'
                : '#2a1650';
      floor += `<path d="${polygon([
        [xa0, ya],
        [xa1, ya],
        [xb1, yb],
        [xb0, yb],
      ])}" fill="${fill}" opacity="${n(glow < 0.45 ? 0.75 : 0.9)}" stroke="#120a26" stroke-width="3"/>`;
    }
  }
  let confetti = '';
  for (let index = 0; index < 220; index += 1) {
    const x = between(rand, -20, W + 20);
    const y = between(rand, -20, H + 20);
    const color = pick(rand, ['#ffd66e', '#ff6fb5', '#5fd8ff', '#ffffff', '#b78cff', '#7ef0c4']);
    const size = between(rand, 6, 16);
    confetti +=
      rand() < 0.7
        ? `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size * 0.45)}" fill="${color}" transform="rotate(${n(between(rand, 0, 180))} ${n(x)} ${n(y)})"/>`
        : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.3)}" fill="${color}"/>`;
  }
  let streamers = '';
  for (let index = 0; index < 10; index += 1) {
    const x = between(rand, 40, W - 40);
    const y = between(rand, 60, 800);
    const color = pick(rand, ['#ffd66e', '#ff6fb5', '#5fd8ff']);
    streamers += `<path d="M${n(x)} ${n(y)}c12 14 -12 28 0 42s-12 28 0 42s-12 28 0 42" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round" transform="rotate(${n(between(rand, -30, 30))} ${n(x)} ${n(y)})"/>`;
  }
  return picture(
    'dance-floor',
    W,
    H,
    `<defs>${linear('room', [
      [0, '#0e0824'],
      [0.6, '#24104a'],
      [1, '#0e0824'],
    ])}${beamGradients}
    ${radial(
      'pink',
      [
        [0, '#ff4fa3', 0.55],
        [1, '#ff4fa3', 0],
      ],
      150,
      120,
      600,
      420,
    )}
    ${radial(
      'cyan',
      [
        [0, '#38d6ff', 0.45],
        [1, '#38d6ff', 0],
      ],
      1360,
      160,
      600,
      420,
    )}
    ${radial(
      'ballShade',
      [
        [0.55, '#0e0824', 0],
        [1, '#0e0824', 0.7],
      ],
      ballX - 40,
      ballY - 40,
      ballR * 1.25,
    )}
    ${radial(
      'floorGlow',
      [
        [0, '#ff8fd0', 0.35],
        [1, '#ff8fd0', 0],
      ],
      750,
      900,
      700,
      220,
    )}
    <clipPath id="ball"><circle cx="${ballX}" cy="${ballY}" r="${ballR}"/></clipPath>
    ${blur('beamBlur', 6)}${blur('spotBlur', 1.2)}${blur('flare', 8)}</defs>
    <rect width="${W}" height="${H}" fill="url(#room)"/>
    <rect width="${W}" height="${H}" fill="url(#pink)"/>
    <rect width="${W}" height="${H}" fill="url(#cyan)"/>
    <g filter="url(#spotBlur)">${spots}</g>
    ${floor}
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floorGlow)"/>
    <g filter="url(#beamBlur)" style="mix-blend-mode:screen">${beams}</g>
    <path d="M${ballX} 0V${ballY - ballR}" stroke="#8a7aa8" stroke-width="3"/>
    <circle cx="${ballX}" cy="${ballY}" r="${ballR + 2}" fill="#0b0618"/>
    <g clip-path="url(#ball)">${facets}<circle cx="${ballX}" cy="${ballY}" r="${ballR}" fill="url(#ballShade)"/></g>
    <circle cx="${ballX - 60}" cy="${ballY - 62}" r="30" fill="#ffffff" opacity="0.7" filter="url(#flare)"/>
    <path d="M${ballX - 60} ${ballY - 110}L${ballX - 55} ${ballY - 67}L${ballX - 12} ${ballY - 62}L${ballX - 55} ${ballY - 57}L${ballX - 60} ${ballY - 14}L${ballX - 65} ${ballY - 57}L${ballX - 108} ${ballY - 62}L${ballX - 65} ${ballY - 67}Z" fill="#ffffff"/>
    ${streamers}${confetti}
    ${vignette(W, H, 0.5, '#05020e')}${grain(W, H, 0.45, 47)}`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// People (square): stylised portraits for the people lists
// ---------------------------------------------------------------------------------------------------------

interface Portrait {
  name: DemoImageName;
  background: string;
  arch: string;
  skin: string;
  skinShade: string;
  clothing: string;
  clothingShade: string;
  /** Drawn behind the head (long hair, curls, a bun). */
  hairBack: string;
  /** Drawn over the forehead. */
  hairFront: string;
  /** Eyes open (dots with a highlight) or closed in a smile. */
  eyes: 'open' | 'smiling';
  browColor: string;
  extras?: string;
  neckline?: string;
}

const FACE = 'M350 450C348 310 652 310 650 450C650 575 590 665 500 668C410 665 350 575 350 450Z';

function portrait(p: Portrait): string {
  const eyes =
    p.eyes === 'smiling'
      ? `<path d="M418 488Q440 466 462 488M538 488Q560 466 582 488" stroke="#2b1d18" stroke-width="8" fill="none" stroke-linecap="round"/>`
      : `<ellipse cx="440" cy="482" rx="13" ry="16" fill="#2b1d18"/><ellipse cx="560" cy="482" rx="13" ry="16" fill="#2b1d18"/><circle cx="445" cy="476" r="4.5" fill="#ffffff"/><circle cx="565" cy="476" r="4.5" fill="#ffffff"/>`;
  return picture(
    p.name,
    S,
    S,
    `<defs>${linear(
      'skin',
      [
        [0, p.skin],
        [1, p.skinShade],
      ],
      0,
      0,
      1,
      0.4,
    )}${linear(
      'cloth',
      [
        [0, p.clothing],
        [1, p.clothingShade],
      ],
      0,
      0,
      1,
      1,
    )}${radial(
      'light',
      [
        [0, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ],
      360,
      260,
      620,
    )}
    ${dropShadow('soft', 18, 0, 14, 0.18)}</defs>
    <rect width="${S}" height="${S}" fill="${p.background}"/>
    <path d="M210 1000V470C210 300 340 190 500 190C660 190 790 300 790 470V1000Z" fill="${p.arch}"/>
    <rect width="${S}" height="${S}" fill="url(#light)"/>
    <g transform="translate(500 560) scale(1.14) translate(-500 -560)">
      <g filter="url(#soft)">
        ${p.hairBack}
        <path d="M455 600H545V740H455Z" fill="${p.skinShade}"/>
        <g transform="translate(0 -46)">
          <path d="M150 1060C160 870 250 800 390 770Q500 750 610 770C750 800 840 870 850 1060Z" fill="url(#cloth)"/>
          ${p.neckline ?? `<path d="M430 770Q500 850 570 770Z" fill="${p.skinShade}"/>`}
        </g>
        <ellipse cx="352" cy="495" rx="26" ry="40" fill="${p.skinShade}"/>
        <ellipse cx="648" cy="495" rx="26" ry="40" fill="${p.skinShade}"/>
        <path d="${FACE}" fill="url(#skin)"/>
      </g>
      <path d="M440 640Q500 690 560 640Q500 700 440 640Z" fill="${p.skinShade}" opacity="0.5"/>
      <circle cx="418" cy="548" r="30" fill="#e8846f" opacity="0.22"/><circle cx="582" cy="548" r="30" fill="#e8846f" opacity="0.22"/>
      ${eyes}
      <path d="M414 440Q440 424 466 436M534 436Q560 424 586 440" stroke="${p.browColor}" stroke-width="9" fill="none" stroke-linecap="round"/>
      <path d="M503 498Q490 540 506 548" stroke="${p.skinShade}" stroke-width="6" fill="none" stroke-linecap="round"/>
      <path d="M458 584Q500 618 542 584" stroke="#8a3b35" stroke-width="8" fill="none" stroke-linecap="round"/>
      ${p.hairFront}
      ${p.extras ?? ''}
    </g>
    ${grain(S, S, 0.4, p.name.length * 7)}`,
  );
}

/** Curls as a cloud of overlapping circles around a centre. */
function curls(
  rand: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  highlight: string,
): string {
  let circles = '';
  for (let index = 0; index < 70; index += 1) {
    const angle = between(rand, 0, Math.PI * 2);
    const distance = Math.sqrt(rand());
    const x = cx + Math.cos(angle) * rx * distance;
    const y = cy + Math.sin(angle) * ry * distance;
    circles += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rand, 34, 56))}" fill="${color}"/>`;
  }
  // Lighter, smaller curls on the crown where the light falls.
  let shine = '';
  for (let index = 0; index < 26; index += 1) {
    const angle = between(rand, Math.PI * 1.1, Math.PI * 1.9);
    const distance = between(rand, 0.45, 0.95);
    shine += `<circle cx="${n(cx + Math.cos(angle) * rx * distance)}" cy="${n(cy + Math.sin(angle) * ry * distance)}" r="${n(between(rand, 10, 20))}" fill="${highlight}" opacity="0.55"/>`;
  }
  return circles + shine;
}

function person1(): string {
  return portrait({
    name: 'person-1',
    background: '#e6bfb2',
    arch: '#f0d5ca',
    skin: '#f6d6bf',
    skinShade: '#e3b497',
    clothing: '#9db59a',
    clothingShade: '#7f9a7c',
    eyes: 'smiling',
    browColor: '#8e3c1c',
    hairBack: `<circle cx="500" cy="262" r="84" fill="#a8491f"/><path d="M446 226Q500 196 556 230" stroke="#d27040" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M456 290Q500 320 548 290" stroke="#8e3c1c" stroke-width="6" fill="none"/>`,
    hairFront: `<path d="M344 470C320 320 420 300 500 302C610 302 684 340 656 470C646 420 620 380 560 364C510 396 430 386 378 410C360 428 350 448 344 470Z" fill="#b4532a"/><path d="M420 330Q480 320 548 352M560 336Q620 350 646 410" stroke="#d27040" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M346 470Q336 520 352 560" stroke="#b4532a" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    extras: `<circle cx="352" cy="548" r="9" fill="#e0b552"/><circle cx="648" cy="548" r="9" fill="#e0b552"/>`,
  });
}

function person2(): string {
  return portrait({
    name: 'person-2',
    background: '#e4bd72',
    arch: '#eed193',
    skin: '#d19a74',
    skinShade: '#ad7552',
    clothing: '#34466a',
    clothingShade: '#243252',
    eyes: 'open',
    browColor: '#241914',
    hairBack: '',
    hairFront: `<path d="M344 452C330 316 420 276 510 280C610 284 676 330 656 452C648 410 630 384 600 372C560 350 470 360 420 372C384 384 358 410 344 452Z" fill="#2b1f1a"/><path d="M430 300Q520 280 600 320" stroke="#4a3a32" stroke-width="8" fill="none" stroke-linecap="round"/>
      <path d="M352 520C352 610 410 672 500 674C590 672 648 610 648 520C640 560 620 600 590 616C560 630 540 612 500 612C460 612 440 630 410 616C380 600 360 560 352 520Z" fill="#2b1f1a" opacity="0.92"/>
      <path d="M452 580Q500 560 548 580Q500 596 452 580Z" fill="#2b1f1a"/>`,
    neckline: `<path d="M410 770L500 860L590 770Z" fill="#ad7552"/><path d="M390 772L470 880L500 856L432 760Z" fill="#e9e4da"/><path d="M610 772L530 880L500 856L568 760Z" fill="#e9e4da"/>`,
  });
}

function person3(): string {
  const rand = seededRandom(303);
  return portrait({
    name: 'person-3',
    background: '#b6c8ac',
    arch: '#c8d7bf',
    skin: '#8d5c3f',
    skinShade: '#6d452f',
    clothing: '#c96a4b',
    clothingShade: '#a95337',
    eyes: 'smiling',
    browColor: '#1d1310',
    hairBack: curls(rand, 500, 390, 230, 190, '#211612', '#3d2b22'),
    hairFront: `<path d="M350 450C346 320 440 310 500 318C580 310 654 330 650 450C640 404 600 384 560 392C530 370 470 372 440 392C400 384 364 404 350 450Z" fill="#211612"/>`,
    extras: `<circle cx="350" cy="568" r="26" fill="none" stroke="#e0b552" stroke-width="7"/><circle cx="650" cy="568" r="26" fill="none" stroke="#e0b552" stroke-width="7"/><path d="M416 488l-14 -10M584 488l14 -10" stroke="#1d1310" stroke-width="5" stroke-linecap="round"/>`,
  });
}

function person4(): string {
  return portrait({
    name: 'person-4',
    background: '#eec7a6',
    arch: '#f5d9c0',
    skin: '#f4d3ba',
    skinShade: '#deae8f',
    clothing: '#3c4456',
    clothingShade: '#2b3140',
    eyes: 'open',
    browColor: '#b98a3c',
    hairBack: '',
    hairFront: `<path d="M344 450C324 300 430 262 530 270C640 280 690 340 656 450C640 400 610 376 560 362C520 400 440 366 400 392C372 410 352 430 344 450Z" fill="#dcae57"/><path d="M400 312Q480 262 600 300M440 340Q520 300 620 330" stroke="#efc978" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M560 362Q600 330 640 352" stroke="#b98a3c" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    neckline: `<path d="M430 770L500 860L570 770Z" fill="#a9c4e0"/><path d="M470 770L500 800L530 770Z" fill="#deae8f"/><path d="M380 776L470 930L500 860L430 764Z" fill="#4a5366"/><path d="M620 776L530 930L500 860L570 764Z" fill="#4a5366"/>`,
    extras: `<g fill="#ffffff" fill-opacity="0.15" stroke="#3a2e2a" stroke-width="7"><circle cx="440" cy="484" r="44"/><circle cx="560" cy="484" r="44"/></g><path d="M484 480Q500 470 516 480M396 474L356 462M604 474L644 462" stroke="#3a2e2a" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Gifts (square): still lifes for the gift registry
// ---------------------------------------------------------------------------------------------------------

/** A square still life: a coloured wall, a surface, light from the upper left. */
function stillLife(
  name: DemoImageName,
  wall: string,
  surface: string,
  edge: number,
  defs: string,
  content: string,
): string {
  return picture(
    name,
    S,
    S,
    `<defs>${radial(
      'light',
      [
        [0, '#ffffff', 0.4],
        [1, '#ffffff', 0],
      ],
      300,
      200,
      760,
    )}${linear('surface', [
      [0, surface],
      [1, '#000000', 0.08],
    ])}${dropShadow('shadow', 16, 14, 18, 0.22)}${defs}</defs>
    <rect width="${S}" height="${S}" fill="${wall}"/>
    <rect width="${S}" height="${S}" fill="url(#light)"/>
    <rect y="${edge}" width="${S}" height="${S - edge}" fill="${surface}"/>
    <rect y="${edge}" width="${S}" height="${S - edge}" fill="url(#surface)"/>
    <path d="M0 ${edge}H${S}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
    ${content}
    ${grain(S, S, 0.4, name.length * 11)}`,
  );
}

function giftCoffeeMachine(): string {
  return stillLife(
    'gift-coffee-machine',
    '#c5d1bd',
    '#ece3d4',
    760,
    `${linear(
      'body',
      [
        [0, '#f6ecdc'],
        [0.7, '#eadcc4'],
        [1, '#d6c4a6'],
      ],
      0,
      0,
      1,
      0,
    )}${linear(
      'steel',
      [
        [0, '#f4f4f2'],
        [0.4, '#b9bcbf'],
        [0.6, '#e6e7e8'],
        [1, '#8f9397'],
      ],
      0,
      0,
      1,
      0,
    )}`,
    `<g filter="url(#shadow)">
      <rect x="270" y="300" width="420" height="480" rx="46" fill="url(#body)"/>
      <rect x="290" y="286" width="380" height="30" rx="12" fill="url(#steel)"/>
      <rect x="320" y="340" width="320" height="120" rx="26" fill="#e1d2b8"/>
      ${[410, 550].map((x) => `<circle cx="${x}" cy="400" r="42" fill="url(#steel)"/><circle cx="${x}" cy="400" r="33" fill="#fbf8f2"/><path d="M${x} 400L${x + 18} 380" stroke="#c8423a" stroke-width="4" stroke-linecap="round"/><circle cx="${x}" cy="400" r="5" fill="#3a3a3a"/>`).join('')}
      <rect x="430" y="486" width="100" height="46" rx="10" fill="url(#steel)"/>
      <path d="M440 532H520L510 566H450Z" fill="url(#steel)"/>
      <path d="M515 548H640Q662 548 662 560Q662 572 640 572H520Z" fill="#2d2a28"/>
      <rect x="300" y="700" width="360" height="44" rx="10" fill="url(#steel)"/>
      ${[330, 370, 410, 450, 490, 530, 570, 610].map((x) => `<rect x="${x}" y="708" width="22" height="6" rx="3" fill="#7d8185"/>`).join('')}
      <path d="M300 500V620Q300 650 320 660" stroke="url(#steel)" stroke-width="12" fill="none" stroke-linecap="round"/>
      <circle cx="610" cy="496" r="14" fill="#2d2a28"/><circle cx="350" cy="496" r="14" fill="#2d2a28"/>
      <path d="M440 700V640Q440 620 460 620H500Q520 620 520 640V700Z" fill="#fbf8f2"/>
      <path d="M520 640Q548 642 546 662Q544 680 520 680" stroke="#fbf8f2" stroke-width="9" fill="none"/>
      <ellipse cx="480" cy="624" rx="38" ry="7" fill="#5a3a26"/>
      <path d="M476 566V612" stroke="#6b4128" stroke-width="5" stroke-linecap="round"/>
    </g>
    <path d="M470 600C450 570 490 560 470 530M494 604C474 574 514 564 494 534" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6" fill="none" stroke-linecap="round"/>
    <g filter="url(#shadow)">
      <ellipse cx="800" cy="800" rx="90" ry="20" fill="#fbf8f2"/>
      <path d="M750 800V750Q750 730 770 730H830Q850 730 850 750V800Z" fill="#d9735a"/>
      <path d="M850 750Q880 752 878 772Q876 790 850 790" stroke="#d9735a" stroke-width="10" fill="none"/>
      <ellipse cx="800" cy="734" rx="48" ry="9" fill="#5a3a26"/>
    </g>
    <g>
      <path d="M140 800L160 700H250L270 800Z" fill="#cf9f7a"/>
      ${[0, 1, 2, 3, 4, 5, 6].map((index) => leaf(205, 700, 80 + (index % 3) * 20, -160 + index * 22, index % 2 === 0 ? '#5f7f4c' : '#6f9359')).join('')}
    </g>`,
  );
}

function giftPlates(): string {
  const plate = (x: number, y: number, r: number, pattern: boolean) => {
    let leaves = '';
    if (pattern) {
      for (let index = 0; index < 28; index += 1) {
        const angle = (index / 28) * 360;
        leaves += `<ellipse cx="${n(x)}" cy="${n(y - r * 0.86)}" rx="${n(r * 0.035)}" ry="${n(r * 0.07)}" fill="#3f5f93" transform="rotate(${angle} ${n(x)} ${n(y)})"/>`;
      }
    }
    return `<g filter="url(#shadow)"><circle cx="${x}" cy="${y}" r="${r}" fill="url(#glaze)"/></g><circle cx="${x}" cy="${y}" r="${n(r * 0.72)}" fill="#f1ece3"/><circle cx="${x}" cy="${y}" r="${n(r * 0.72)}" fill="none" stroke="#e2d9ca" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${n(r * 0.97)}" fill="none" stroke="#3f5f93" stroke-width="${n(r * 0.025)}"/>${leaves}`;
  };
  return stillLife(
    'gift-plates',
    '#cfd9e3',
    '#cfd9e3',
    1000,
    `${radial(
      'glaze',
      [
        [0, '#fbf9f4'],
        [0.8, '#f3efe7'],
        [1, '#e3dccf'],
      ],
      0,
      0,
      1,
    )}`.replace('gradientUnits="userSpaceOnUse" cx="0" cy="0" r="1"', 'cx="0.45" cy="0.4" r="0.6"'),
    `<path d="M640 120L960 200L900 520L590 430Z" fill="#e9e2d3"/>
    <path d="M640 120L960 200L900 520L590 430Z" fill="none" stroke="#d8cfbd" stroke-width="4" stroke-dasharray="2 10"/>
    ${plate(430, 520, 330, true)}
    ${plate(430, 520, 220, false)}
    <g filter="url(#shadow)"><circle cx="790" cy="250" r="120" fill="#3f5f93"/><circle cx="790" cy="250" r="100" fill="#f1ece3"/><circle cx="790" cy="250" r="100" fill="none" stroke="#e2d9ca" stroke-width="6"/></g>
    <g filter="url(#shadow)">
      <rect x="828" y="560" width="26" height="360" rx="13" fill="#c9a45c"/>
      <path d="M888 560h12v120q0 30 -20 36v204h-14v-204q-20 -6 -20 -36v-120h12v100h10v-100h10v100h10Z" fill="#c9a45c"/>
    </g>
    ${[0, 1, 2].map((index) => leaf(180 + index * 30, 890 - index * 10, 90, -60 + index * 40, '#6f8a4f')).join('')}`,
  );
}

function giftBicycle(): string {
  const wheel = (x: number, y: number) => {
    let spokes = '';
    for (let index = 0; index < 18; index += 1) {
      const angle = (index / 18) * Math.PI * 2;
      spokes += `<path d="M${x} ${y}L${n(x + Math.cos(angle) * 150)} ${n(y + Math.sin(angle) * 150)}" stroke="#c7c9cc" stroke-width="2.5"/>`;
    }
    return `<circle cx="${x}" cy="${y}" r="160" fill="none" stroke="#2d2a2a" stroke-width="20"/><circle cx="${x}" cy="${y}" r="148" fill="none" stroke="#d6d8da" stroke-width="6"/>${spokes}<circle cx="${x}" cy="${y}" r="14" fill="#9a9ea3"/>`;
  };
  const frame = '#4f8f8a';
  return stillLife(
    'gift-bicycle',
    '#f3e0bf',
    '#e8cfa3',
    820,
    radial(
      'sun',
      [
        [0, '#fbd28a', 0.9],
        [1, '#fbd28a', 0],
      ],
      640,
      330,
      330,
    ),
    `<circle cx="640" cy="330" r="250" fill="url(#sun)"/>
    <ellipse cx="500" cy="850" rx="380" ry="26" fill="#8a6a3a" opacity="0.22"/>
    ${wheel(270, 680)}${wheel(730, 680)}
    <path d="M270 680L470 690L440 430M270 680L440 430" stroke="${frame}" stroke-width="16" fill="none" stroke-linejoin="round"/>
    <path d="M470 690C520 560 580 470 660 420" stroke="${frame}" stroke-width="20" fill="none" stroke-linecap="round"/>
    <path d="M650 380L672 450L730 680" stroke="${frame}" stroke-width="16" fill="none" stroke-linejoin="round"/>
    <path d="M110 640A160 160 0 0 1 400 560M600 560A160 160 0 0 1 860 600" stroke="${frame}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <circle cx="470" cy="690" r="36" fill="none" stroke="#3a3a3a" stroke-width="8"/>
    <path d="M470 690L500 740M486 746H520" stroke="#3a3a3a" stroke-width="9" stroke-linecap="round"/>
    <path d="M270 680L470 690" stroke="#3a3a3a" stroke-width="5" stroke-dasharray="6 5"/>
    <path d="M440 430L432 398" stroke="#9a9ea3" stroke-width="10"/>
    <path d="M380 392Q430 372 486 392Q480 408 430 410Q390 410 380 392Z" fill="#7a4a2a"/>
    <path d="M650 380Q640 350 610 350Q590 352 570 370" stroke="#3a3a3a" stroke-width="10" fill="none" stroke-linecap="round"/>
    <path d="M570 370L548 376" stroke="#7a4a2a" stroke-width="16" stroke-linecap="round"/>
    <g>
      <path d="M680 330H820L806 440H694Z" fill="#c99a5b"/>
      ${[350, 372, 394, 416].map((y) => `<path d="M${n(682 + (y - 330) * 0.11)} ${y}H${n(818 - (y - 330) * 0.11)}" stroke="#a87b42" stroke-width="4"/>`).join('')}
      ${[700, 730, 760, 790].map((x) => `<path d="M${x} 332V440" stroke="#a87b42" stroke-width="3"/>`).join('')}
      <path d="M680 330H820" stroke="#a87b42" stroke-width="8" stroke-linecap="round"/>
      ${leaf(700, 330, 70, -120, '#6f9359')}${leaf(800, 330, 70, -60, '#5f7f4c')}
      ${wildflower('daisy', 720, 300, 36, seededRandom(501))}${wildflower('cornflower', 760, 282, 34, seededRandom(502))}${wildflower('poppy', 796, 304, 34, seededRandom(503))}${wildflower('daisy', 748, 318, 28, seededRandom(504))}
    </g>
    <path d="M672 450L700 440" stroke="${frame}" stroke-width="10"/>`,
  );
}

function giftGlobe(): string {
  const rand = seededRandom(701);
  const land = (points: [number, number][]) => `<path d="${smoothClosed(points)}" fill="url(#land)"/>`;
  return stillLife(
    'gift-globe',
    '#f0d3bf',
    '#e2bda3',
    800,
    `${radial(
      'ocean',
      [
        [0, '#9fd0dc'],
        [0.7, '#5f9bb3'],
        [1, '#3f7895'],
      ],
      430,
      340,
      320,
    )}${linear('land', [
      [0, '#e3d3a0'],
      [1, '#b9c58c'],
    ])}${linear(
      'brass',
      [
        [0, '#f2d79a'],
        [0.5, '#c2913f'],
        [1, '#8f6a2c'],
      ],
      0,
      0,
      1,
      1,
    )}${linear('wood', [
      [0, '#a2683e'],
      [1, '#6e4326'],
    ])}<clipPath id="sphere"><circle cx="500" cy="420" r="230"/></clipPath>`,
    `<g filter="url(#shadow)">
      <path d="M420 820H580L560 770H440Z" fill="url(#wood)"/>
      <ellipse cx="500" cy="822" rx="110" ry="18" fill="#6e4326"/>
      <path d="M494 690H506V772H494Z" fill="url(#brass)"/>
      <circle cx="500" cy="420" r="230" fill="url(#ocean)"/>
    </g>
    <g clip-path="url(#sphere)">
      ${land([
        [420, 250],
        [470, 220],
        [540, 232],
        [560, 280],
        [520, 300],
        [500, 340],
        [450, 330],
        [430, 300],
      ])}
      ${land([
        [470, 360],
        [540, 350],
        [590, 400],
        [580, 480],
        [540, 580],
        [500, 600],
        [480, 520],
        [450, 450],
      ])}
      ${land([
        [590, 260],
        [700, 250],
        [760, 320],
        [720, 380],
        [640, 360],
        [600, 320],
      ])}
      ${land([
        [260, 300],
        [330, 260],
        [370, 310],
        [340, 380],
        [300, 420],
        [270, 380],
      ])}
      <g fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2">
        <ellipse cx="500" cy="420" rx="230" ry="70"/><ellipse cx="500" cy="420" rx="230" ry="150"/><ellipse cx="500" cy="420" rx="90" ry="230"/><ellipse cx="500" cy="420" rx="170" ry="230"/><path d="M270 420H730M500 190V650"/>
      </g>
      <circle cx="420" cy="330" r="230" fill="#ffffff" opacity="0.12"/>
      <path d="M500 650A230 230 0 0 0 730 420A230 230 0 0 1 500 650Z" fill="#1e3b50" opacity="0.2"/>
    </g>
    <path d="M250 560A260 260 0 0 1 760 320" stroke="url(#brass)" stroke-width="16" fill="none" transform="rotate(200 500 420)"/>
    <path d="M470 262Q600 120 780 200" stroke="#ffffff" stroke-width="5" stroke-dasharray="14 12" fill="none" stroke-linecap="round"/>
    <circle cx="470" cy="262" r="10" fill="#c8423a"/><circle cx="470" cy="262" r="4" fill="#ffffff"/>
    <g transform="translate(800 210) rotate(20)" filter="url(#shadow)">
      <path d="M-50 -10L50 0L-50 14L-30 2Z" fill="#ffffff"/><path d="M-30 2L50 0L-36 30Z" fill="#e4e4ea"/>
    </g>
    <g filter="url(#shadow)" transform="rotate(-12 790 860)">
      <rect x="700" y="800" width="180" height="120" rx="10" fill="#7a2a35"/>
      <circle cx="790" cy="850" r="24" fill="none" stroke="#e0b552" stroke-width="4"/>
      <path d="M760 894H820" stroke="#e0b552" stroke-width="4"/>
    </g>
    ${[0, 1, 2, 3].map(() => `<circle cx="${n(between(rand, 120, 300))}" cy="${n(between(rand, 840, 940))}" r="${n(between(rand, 4, 8))}" fill="#ffffff" opacity="0.5"/>`).join('')}`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Maps: the offline map pictures of the demo sites' Location modules
// ---------------------------------------------------------------------------------------------------------

/** Colours close to a static map's NORMAL theme, so the picture reads as a map at a glance. */
const MAP_COLORS = {
  land: '#f3efe6',
  water: '#a9d3e6',
  waterEdge: '#92c2d8',
  park: '#cfe6c1',
  forest: '#bcdcae',
  field: '#ece5cf',
  block: '#e7e1d5',
  street: '#ffffff',
  streetCasing: '#e1dacd',
  road: '#fde6a2',
  roadCasing: '#e9c46f',
  ferry: '#6f9fb8',
} as const;

/** An irregular rounded shape around a centre, for islands, lakes, parks and forests. */
function blob(
  rand: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  jitter = 0.25,
  points = 12,
): string {
  const outline: [number, number][] = [];
  for (let index = 0; index < points; index += 1) {
    const angle = (index / points) * Math.PI * 2;
    const scale = 1 + between(rand, -jitter, jitter);
    outline.push([cx + Math.cos(angle) * rx * scale, cy + Math.sin(angle) * ry * scale]);
  }
  return smoothClosed(outline);
}

/** A street grid turned by `angle`, covering the whole map; clip it to where land is. */
function streetGrid(rand: Random, spacing: number, angle: number, blocks: boolean): string {
  let lines = '';
  let houses = '';
  for (let offset = -400; offset <= 1040; offset += spacing * between(rand, 0.8, 1.25)) {
    lines += `M${n(offset)} -300V720M-300 ${n(offset - 300)}H1000`;
  }
  if (blocks) {
    for (let x = -300; x < 1000; x += spacing) {
      for (let y = -300; y < 720; y += spacing) {
        if (rand() < 0.55)
          houses += `<rect x="${n(x + 7)}" y="${n(y + 7)}" width="${n(spacing - 14)}" height="${n(spacing - 14)}" rx="2"/>`;
      }
    }
  }
  return `<g transform="rotate(${angle} 320 210)"><g fill="${MAP_COLORS.block}">${houses}</g><path d="${lines}" stroke="${MAP_COLORS.streetCasing}" stroke-width="7" fill="none"/><path d="${lines}" stroke="${MAP_COLORS.street}" stroke-width="4.5" fill="none"/></g>`;
}

/** A road drawn as a cased line: minor (white) or major (yellow). */
function road(d: string, major: boolean): string {
  const [casing, fill, width] = major
    ? [MAP_COLORS.roadCasing, MAP_COLORS.road, 9]
    : [MAP_COLORS.streetCasing, MAP_COLORS.street, 6];
  return `<path d="${d}" stroke="${casing}" stroke-width="${width + 3}" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" stroke="${fill}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Scattered houses instead of a street grid: the archipelago is summer cottages, not a town. */
function islandHouses(rand: Random): string {
  const spots: readonly (readonly [number, number])[] = [
    [290, 228],
    [305, 240],
    [350, 236],
    [362, 196],
    [270, 196],
    [420, 214],
    [95, 140],
    [540, 110],
    [590, 330],
    [150, 345],
  ];
  return spots
    .map(([x, y]) => {
      const width = between(rand, 7, 11);
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(width * 0.7)}" rx="1" fill="#dcd3c3" transform="rotate(${n(between(rand, -30, 30))} ${n(x)} ${n(y)})"/>`;
    })
    .join('');
}

/** The kinds of place the demo sites are set in; each is drawn differently. */
type MapTerrain = 'archipelago' | 'strait' | 'countryside' | 'coast' | 'city' | 'harbour';

/**
 * Grinda in the archipelago, Lillebælt at Middelfart, Ringsjön in Skåne, the Øresund coast, Stockholm, Nordhavn;
 * the student demo's homes in Uppsala's green outskirts and in Aarhus.
 */
const MAP_TERRAINS: Record<DemoMapName, MapTerrain> = {
  'map-party': 'archipelago',
  'map-party-dk': 'strait',
  'map-wedding': 'countryside',
  'map-wedding-dk': 'coast',
  'map-event': 'city',
  'map-event-dk': 'harbour',
  'map-student': 'countryside',
  'map-student-dk': 'city',
};

/** Land, water and roads of one terrain; the marker always sits in the middle, as on a static map. */
function terrain(kind: MapTerrain, rand: Random): string {
  switch (kind) {
    case 'archipelago': {
      const islands = [
        blob(rand, 330, 215, 150, 90, 0.3, 14),
        blob(rand, 90, 120, 80, 60, 0.3),
        blob(rand, 560, 90, 110, 70, 0.3),
        blob(rand, 120, 360, 160, 70, 0.25),
        blob(rand, 560, 350, 120, 80, 0.3),
        blob(rand, 450, 40, 40, 22, 0.3),
        blob(rand, 220, 60, 30, 18, 0.3),
        blob(rand, 640, 220, 40, 30, 0.3),
      ];
      return `<rect width="640" height="420" fill="${MAP_COLORS.water}"/>
        <clipPath id="land"><path d="${islands.join('')}"/></clipPath>
        <path d="${islands.join('')}" fill="${MAP_COLORS.land}" stroke="${MAP_COLORS.waterEdge}" stroke-width="2"/>
        <g clip-path="url(#land)">
          <path d="${blob(rand, 250, 170, 90, 50)}${blob(rand, 420, 260, 80, 45)}${blob(rand, 80, 110, 60, 45)}${blob(rand, 580, 70, 90, 50)}${blob(rand, 110, 380, 120, 45)}${blob(rand, 590, 370, 90, 60)}" fill="${MAP_COLORS.forest}"/>
          <path d="${blob(rand, 330, 250, 55, 28, 0.15)}" fill="${MAP_COLORS.field}"/>
          ${islandHouses(rand)}
          ${road(
            smoothOpen([
              [190, 200],
              [260, 230],
              [330, 212],
              [420, 200],
              [470, 230],
            ]),
            false,
          )}
          ${road(
            smoothOpen([
              [330, 212],
              [320, 160],
              [350, 130],
            ]),
            false,
          )}
          ${road(
            smoothOpen([
              [20, 380],
              [120, 350],
              [250, 370],
            ]),
            false,
          )}
        </g>
        <path d="${smoothOpen([
          [60, 140],
          [150, 180],
          [190, 200],
        ])}M470 230Q520 300 540 330" stroke="${MAP_COLORS.ferry}" stroke-width="2.5" stroke-dasharray="7 6" fill="none"/>`;
    }
    case 'strait': {
      const north = `M-10 -10H650V110C560 130 470 150 380 140C300 132 220 150 140 130C80 118 30 150 -10 160Z`;
      const water = `M-10 160C30 150 80 118 140 130C220 150 300 132 380 140C470 150 560 130 650 110V190C560 200 470 190 390 196C320 200 260 190 200 210C130 232 60 200 -10 230Z`;
      return `<rect width="640" height="420" fill="${MAP_COLORS.land}"/>
        <path d="${blob(rand, 520, 330, 110, 70)}${blob(rand, 90, 330, 90, 60)}" fill="${MAP_COLORS.forest}"/>
        <path d="${blob(rand, 250, 330, 80, 40, 0.15)}" fill="${MAP_COLORS.field}"/>
        <clipPath id="town"><path d="${blob(rand, 320, 250, 130, 60, 0.15)}${blob(rand, 260, 50, 200, 60, 0.15)}"/></clipPath>
        <g clip-path="url(#town)">${streetGrid(rand, 24, -6, true)}</g>
        ${road(
          smoothOpen([
            [-10, 290],
            [150, 270],
            [320, 226],
            [470, 260],
            [650, 280],
          ]),
          true,
        )}
        ${road(
          smoothOpen([
            [220, 420],
            [250, 320],
            [320, 226],
          ]),
          false,
        )}
        ${road(
          smoothOpen([
            [-10, 60],
            [200, 70],
            [400, 40],
            [650, 60],
          ]),
          true,
        )}
        <path d="${water}" fill="${MAP_COLORS.water}"/>
        <path d="${north}" fill="none"/>
        ${road('M170 90L190 230', true)}
        <path d="M300 176H350V192H300Z" fill="#ddd6c8"/>`;
    }
    case 'countryside': {
      let fields = '';
      for (let x = -20; x < 660; x += between(rand, 70, 130)) {
        for (let y = -20; y < 440; y += between(rand, 60, 110)) {
          fields += `<path d="${polygon([
            [x + between(rand, 0, 8), y + between(rand, 0, 8)],
            [x + 110 + between(rand, -10, 10), y + between(rand, 0, 8)],
            [x + 110 + between(rand, -10, 10), y + 90 + between(rand, -8, 8)],
            [x + between(rand, 0, 8), y + 90 + between(rand, -8, 8)],
          ])}" fill="${pick(rand, [MAP_COLORS.field, '#e6ebd0', '#efe8d8', '#e9e2c6'])}" stroke="${MAP_COLORS.land}" stroke-width="4"/>`;
        }
      }
      return `<rect width="640" height="420" fill="${MAP_COLORS.land}"/>
        ${fields}
        <path d="${blob(rand, 150, 90, 110, 60)}${blob(rand, 560, 360, 100, 60)}${blob(rand, 410, 300, 50, 30)}" fill="${MAP_COLORS.forest}"/>
        <path d="${blob(rand, 500, 90, 120, 55, 0.2, 14)}" fill="${MAP_COLORS.water}" stroke="${MAP_COLORS.waterEdge}" stroke-width="2"/>
        <clipPath id="village"><path d="${blob(rand, 90, 300, 80, 60, 0.15)}"/></clipPath>
        <g clip-path="url(#village)">${streetGrid(rand, 22, 8, true)}</g>
        ${road(
          smoothOpen([
            [-10, 300],
            [120, 290],
            [230, 250],
            [320, 215],
            [420, 200],
            [650, 230],
          ]),
          true,
        )}
        ${road(
          smoothOpen([
            [320, 215],
            [300, 300],
            [330, 430],
          ]),
          false,
        )}
        ${road(
          smoothOpen([
            [320, 215],
            [350, 140],
            [330, 60],
            [360, -10],
          ]),
          false,
        )}
        <path d="M300 196H342V232H300Z" fill="${MAP_COLORS.park}"/>`;
    }
    case 'coast': {
      const sea = `M380 -10C360 60 400 120 380 180C360 240 420 300 470 330C520 360 560 380 600 430H650V-10Z`;
      return `<rect width="640" height="420" fill="${MAP_COLORS.land}"/>
        <path d="${blob(rand, 110, 90, 100, 60)}${blob(rand, 150, 350, 120, 50)}" fill="${MAP_COLORS.forest}"/>
        <clipPath id="town"><path d="${blob(rand, 300, 200, 120, 110, 0.15)}"/></clipPath>
        <g clip-path="url(#town)">${streetGrid(rand, 20, -14, true)}</g>
        ${road(
          smoothOpen([
            [-10, 220],
            [150, 230],
            [260, 205],
            [320, 212],
            [360, 180],
          ]),
          true,
        )}
        ${road(
          smoothOpen([
            [180, 430],
            [230, 300],
            [300, 240],
          ]),
          true,
        )}
        ${road(
          smoothOpen([
            [260, 205],
            [250, 120],
            [200, -10],
          ]),
          false,
        )}
        <path d="${sea}" fill="${MAP_COLORS.water}"/>
        <path d="${blob(rand, 560, 130, 40, 26)}${blob(rand, 600, 300, 30, 18)}" fill="${MAP_COLORS.land}" stroke="${MAP_COLORS.waterEdge}" stroke-width="2"/>
        <path d="M378 212H420V222H378Z" fill="#ddd6c8"/>
        <path d="M420 217Q520 200 600 150" stroke="${MAP_COLORS.ferry}" stroke-width="2.5" stroke-dasharray="7 6" fill="none"/>`;
    }
    case 'city': {
      const water = `M-10 -10H650V70C560 90 470 60 380 84C300 104 220 80 140 96C80 108 30 90 -10 100Z M-10 340C80 330 150 360 230 350C290 342 330 380 340 430H-10Z`;
      return `<rect width="640" height="420" fill="${MAP_COLORS.land}"/>
        ${streetGrid(rand, 30, -8, true)}
        <path d="${blob(rand, 470, 280, 60, 40)}${blob(rand, 160, 200, 50, 30)}" fill="${MAP_COLORS.park}"/>
        ${road(
          smoothOpen([
            [-10, 260],
            [160, 250],
            [320, 232],
            [480, 240],
            [650, 225],
          ]),
          true,
        )}
        ${road(
          smoothOpen([
            [300, -10],
            [310, 120],
            [320, 210],
            [330, 430],
          ]),
          true,
        )}
        <path d="${water}" fill="${MAP_COLORS.water}"/>
        ${road('M200 70L196 120M470 50L474 100', true)}`;
    }
    case 'harbour': {
      const water = `M-10 -10H650V120H420V200H380V120H240V60H-10Z M-10 330H200V290H280V430H-10Z M560 170H650V430H520V300H560Z`;
      return `<rect width="640" height="420" fill="${MAP_COLORS.land}"/>
        ${streetGrid(rand, 34, 0, true)}
        <path d="M150 150H250V240H150Z" fill="${MAP_COLORS.park}"/>
        ${road('M-10 250H650', true)}
        ${road('M330 120V430', true)}
        <path d="${water}" fill="${MAP_COLORS.water}"/>
        <path d="M330 90V130" stroke="${MAP_COLORS.roadCasing}" stroke-width="12"/><path d="M330 90V130" stroke="${MAP_COLORS.road}" stroke-width="9"/>`;
    }
  }
}

/** The map picture with the place's pin in the middle and its name beside it, like the static map service. */
function mapPicture(name: DemoMapName): string {
  const { label } = DEMO_MAPS[name];
  const rand = seededRandom(DEMO_MAP_NAMES.indexOf(name) + 1);
  const pinX = DEMO_MAP_WIDTH / 2;
  const pinY = DEMO_MAP_HEIGHT / 2;
  // Labels go to the right of the pin unless they would run off the picture.
  const textWidth = label.length * 8.6;
  const labelRight = pinX + 22 + textWidth < DEMO_MAP_WIDTH - 8;
  const labelX = labelRight ? pinX + 20 : pinX - 20;
  const escaped = label.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const marker = `#${DEFAULT_MARKER_COLOR}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_MAP_WIDTH}" height="${DEMO_MAP_HEIGHT}" viewBox="0 0 ${DEMO_MAP_WIDTH} ${DEMO_MAP_HEIGHT}">
    <defs>${blur('pinShadow', 2.5)}</defs>
    ${terrain(MAP_TERRAINS[name], rand)}
    <ellipse cx="${pinX + 4}" cy="${pinY}" rx="11" ry="4" fill="#000000" opacity="0.3" filter="url(#pinShadow)"/>
    <path d="M${pinX} ${pinY}C${pinX - 3} ${pinY - 12} ${pinX - 15} ${pinY - 20} ${pinX - 15} ${pinY - 33}A15 15 0 1 1 ${pinX + 15} ${pinY - 33}C${pinX + 15} ${pinY - 20} ${pinX + 3} ${pinY - 12} ${pinX} ${pinY}Z" fill="${marker}" stroke="#a52714" stroke-width="1.5"/>
    <circle cx="${pinX}" cy="${pinY - 33}" r="5.5" fill="#7d1a10"/>
    <text x="${labelX}" y="${pinY - 28}" text-anchor="${labelRight ? 'start' : 'end'}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="15" font-weight="bold" fill="#b3261e" stroke="#ffffff" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${escaped}</text>
  </svg>`;
}

/** A Swedish student cap seen from the side: white crown, black band, shiny visor and a gold cockade. */
function studentCap(x: number, y: number, scale: number, angle: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(scale)})" filter="url(#capShadow)">
    <path d="M-118 -10C-126 -70 -70 -112 0 -114C74 -116 132 -74 122 -10Z" fill="url(#crown)"/>
    <path d="M-112 -30C-60 -52 58 -54 114 -30" stroke="#d9dde3" stroke-width="4" fill="none" opacity="0.8"/>
    <path d="M-30 -108C-10 -92 14 -92 36 -110" stroke="#e3e6eb" stroke-width="3" fill="none"/>
    <path d="M-122 -14H124V22C60 30 -60 30 -122 22Z" fill="#15161b"/>
    <path d="M-122 -14H124V-4C60 4 -60 4 -122 -4Z" fill="#2a2c33"/>
    <path d="M40 18C92 18 150 30 176 52C150 66 82 60 30 40Z" fill="url(#visor)"/>
    <path d="M60 26C100 30 140 40 160 50" stroke="#ffffff" stroke-width="3" opacity="0.45" fill="none" stroke-linecap="round"/>
    <circle cx="-20" cy="-24" r="17" fill="#e9b93a" stroke="#b8861c" stroke-width="3"/>
    <circle cx="-20" cy="-24" r="8" fill="#1f5fa8"/>
    <path d="M-20 -41L-16 -28L-3 -24L-16 -20L-20 -7L-24 -20L-37 -24L-24 -28Z" fill="#ffe7a0" opacity="0.9"/>
  </g>`;
}

/** A cluster of fresh birch leaves, the green of the first week of June. */
function birchSpray(rand: Random, x: number, y: number, count: number, spread: number): string {
  let leaves = '';
  for (let index = 0; index < count; index += 1) {
    const lx = x + between(rand, -spread, spread);
    const ly = y + between(rand, -spread * 0.45, spread * 0.45);
    const length = between(rand, 26, 44);
    const color = pick(rand, ['#7cbf4a', '#8fd15a', '#5fa53a', '#a6dc6c']);
    leaves += leaf(lx, ly, length, between(rand, 0, 360), color);
  }
  return leaves;
}

function studentCaps(): string {
  const rand = seededRandom(73);
  let confetti = '';
  for (let index = 0; index < 140; index += 1) {
    const color = pick(rand, ['#f6c933', '#1f5fa8', '#ffffff', '#f28c38', '#e94e6a', '#7cc4f2']);
    const cx = between(rand, 0, W);
    const cy = between(rand, 0, H * 0.85);
    const w = between(rand, 8, 18);
    confetti += `<rect x="${n(cx)}" y="${n(cy)}" width="${n(w)}" height="${n(w * 0.45)}" rx="2" fill="${color}" opacity="${n(between(rand, 0.65, 1))}" transform="rotate(${n(between(rand, 0, 180))} ${n(cx)} ${n(cy)})"/>`;
  }
  const balloon = (x: number, y: number, r: number, color: string, shade: string) =>
    `<path d="M${x} ${y + r * 1.18}C${x - 6} ${y + r * 1.7} ${x + 10} ${y + r * 2.2} ${x - 4} ${y + r * 3.4}" stroke="#f4f1e8" stroke-width="2" fill="none" opacity="0.8"/>
     <ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 1.18}" fill="${color}"/>
     <ellipse cx="${x + r * 0.25}" cy="${y + r * 0.3}" rx="${r * 0.75}" ry="${r * 0.85}" fill="${shade}" opacity="0.35"/>
     <ellipse cx="${x - r * 0.38}" cy="${y - r * 0.45}" rx="${r * 0.18}" ry="${r * 0.3}" fill="#ffffff" opacity="0.55" transform="rotate(-25 ${x - r * 0.38} ${y - r * 0.45})"/>
     <path d="M${x - 6} ${y + r * 1.18}L${x + 6} ${y + r * 1.18}L${x} ${y + r * 1.1}Z" fill="${shade}"/>`;
  let canopy = '';
  for (let index = 0; index < 9; index += 1) {
    canopy += birchSpray(rand, between(rand, -40, W + 40), between(rand, H * 0.86, H * 1.02), 26, 120);
  }
  return picture(
    'student-caps',
    W,
    H,
    `<defs>${linear('sky', [
      [0, '#2f7fd0'],
      [0.55, '#6fb4ec'],
      [1, '#cfe9fb'],
    ])}${linear('crown', [
      [0, '#ffffff'],
      [1, '#e6e9ee'],
    ])}${linear('visor', [
      [0, '#3a3d46'],
      [1, '#0e0f13'],
    ])}${radial(
      'sun',
      [
        [0, '#fff8d6', 0.95],
        [0.35, '#fff1b0', 0.45],
        [1, '#fff1b0', 0],
      ],
      1180,
      170,
      420,
    )}${dropShadow('capShadow', 10, 6, 14, 0.28, '#0b2a4a')}${blur('soft', 6)}</defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect width="${W}" height="${H}" fill="url(#sun)"/>
    ${cloud(260, 210, 360, rand)}${cloud(980, 420, 300, rand)}
    <g filter="url(#soft)" opacity="0.85">${balloon(170, 420, 48, '#f6c933', '#c9961a')}${balloon(1330, 520, 40, '#1f5fa8', '#0f3a6c')}</g>
    ${balloon(1250, 300, 62, '#1f5fa8', '#0f3a6c')}${balloon(1345, 345, 54, '#f6c933', '#c9961a')}
    ${confetti}
    ${studentCap(420, 330, 1.05, -14)}${studentCap(760, 200, 1.3, 9)}${studentCap(1040, 470, 0.95, -24)}
    ${studentCap(600, 560, 0.8, 20)}${studentCap(255, 640, 0.7, -30)}
    <g>${canopy}</g>
    ${vignette(W, H, 0.22, '#0b2a4a')}${grain(W, H, 0.3, 21)}`,
  );
}

/** Every picture by name; TypeScript makes sure the catalogue and the drawings never drift apart. */
const DRAWINGS: Record<DemoImageName, () => string> = {
  'archipelago-sunset': archipelagoSunset,
  'summer-meadow': summerMeadow,
  'dinner-table': dinnerTable,
  'champagne-toast': champagneToast,
  'birch-forest': birchForest,
  'manor-house': manorHouse,
  'city-skyline': citySkyline,
  bouquet,
  'wedding-cake': weddingCake,
  'dance-floor': danceFloor,
  'student-caps': studentCaps,
  'person-1': person1,
  'person-2': person2,
  'person-3': person3,
  'person-4': person4,
  'gift-coffee-machine': giftCoffeeMachine,
  'gift-plates': giftPlates,
  'gift-bicycle': giftBicycle,
  'gift-globe': giftGlobe,
};

// ---------------------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------------------

/** Demo images are stored like uploads: progressive mozjpeg at quality 80. */
const JPEG_OPTIONS = { quality: 80, progressive: true, mozjpeg: true } as const;

async function renderImage(name: DemoImageName): Promise<void> {
  const { width, height } = DEMO_IMAGES[name];
  const rendered = await sharp(Buffer.from(DRAWINGS[name]())).png().toBuffer();
  const metadata = await sharp(rendered).metadata();
  if (metadata.width !== width || metadata.height !== height) {
    throw new Error(`${name} rendered at ${metadata.width}×${metadata.height}, expected ${width}×${height}`);
  }
  for (const size of DEMO_IMAGE_SIZES) {
    const jpeg = await sharp(rendered).resize({ width: size }).jpeg(JPEG_OPTIONS).toBuffer();
    await writeFile(new URL(demoImageSizeFileName(name, size), OUTPUT_DIR), jpeg);
    // The full-size file is the largest stored size, as for uploads.
    if (size === width) await writeFile(new URL(`${name}.jpg`, OUTPUT_DIR), jpeg);
  }
  // The middle a header shows a phone held upright, as uploads store it.
  const portrait = demoImage(name).portraitSizes?.[0];
  const crop = portraitCrop(width, height);
  if (portrait && crop) {
    const { x, y, width: cropWidth, height: cropHeight } = crop;
    const jpeg = await sharp(rendered)
      .extract({ left: x, top: y, width: cropWidth, height: cropHeight })
      .resize({ width: portrait.size })
      .jpeg(JPEG_OPTIONS)
      .toBuffer();
    await writeFile(new URL(portrait.fileName, OUTPUT_DIR), jpeg);
  }
}

async function renderMap(name: DemoMapName): Promise<void> {
  // PNG keeps the map's flat colours and thin street lines crisp, where JPEG would smear them.
  const png = await sharp(Buffer.from(mapPicture(name)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(new URL(`${name}.png`, OUTPUT_DIR), png);
}

/** The pixel size of a file as written, so the manifest describes the files rather than the catalogue. */
async function measure(fileName: string): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(new URL(fileName, OUTPUT_DIR).pathname).metadata();
  if (width === undefined || height === undefined) throw new Error(`cannot read the size of ${fileName}`);
  return { width, height };
}

/** manifest.json: every file with its real size; the core test compares it with the catalogue and the files. */
async function writeManifest(): Promise<void> {
  const images = [];
  for (const name of DEMO_IMAGE_NAMES) {
    const sizes = [];
    for (const size of DEMO_IMAGE_SIZES) {
      const fileName = demoImageSizeFileName(name, size);
      sizes.push({ size: (await measure(fileName)).width, fileName });
    }
    const fileName = `${name}.jpg`;
    const portrait = demoImage(name).portraitSizes?.[0];
    const portraitSizes = portrait
      ? [{ size: (await measure(portrait.fileName)).width, fileName: portrait.fileName }]
      : [];
    images.push({ name, fileName, ...(await measure(fileName)), sizes, portraitSizes });
  }
  const maps = [];
  for (const name of DEMO_MAP_NAMES) {
    const fileName = `${name}.png`;
    maps.push({ name, fileName, ...(await measure(fileName)), label: DEMO_MAPS[name].label });
  }
  await writeFile(new URL('manifest.json', OUTPUT_DIR), `${JSON.stringify({ images, maps }, null, 2)}\n`);
}

const README = `Demo images of the demo sites: project-made artwork (scenes, portraits, gifts and offline maps), no third-party photos.
manifest.json lists every file with its pixel size; packages/core/src/demo/demo-images.test.ts checks it against the catalogue.
Regenerate from apps/server with \`npx tsx scripts/generate-demo-images.ts\` (give image names to redraw only those).
`;

async function main(): Promise<void> {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !(DEMO_IMAGE_NAMES as string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown demo image: ${unknown.join(', ')}`);
  const names = requested.length > 0 ? (requested as DemoImageName[]) : DEMO_IMAGE_NAMES;
  await mkdir(OUTPUT_DIR, { recursive: true });
  for (const name of names) {
    await renderImage(name);
    console.log(`drew ${name}`);
  }
  // Maps are quick to draw, so they are always redone; the manifest then describes every file on disk.
  for (const name of DEMO_MAP_NAMES) await renderMap(name);
  console.log(`drew ${DEMO_MAP_NAMES.join(', ')}`);
  await writeManifest();
  await writeFile(new URL('README.md', OUTPUT_DIR), README);
  console.log('wrote manifest.json and README.md');
}

await main();
