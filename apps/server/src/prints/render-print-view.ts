import {
  fontStack,
  PRINT_PRIMARY_IMAGE_ASPECT_RATIO,
  type ColorScheme,
  type EventLogo,
  type HslColor,
  type Print,
  type PrintContentItem,
  type PrintPosition,
} from '@eventsite/core';
import { hslToRgb } from '@eventsite/core/rules/color-contrast';
import { escapeHtml } from '../html/escape-html';

/** A card is A6 (105 × 148 mm) with 3 mm bleed on every side (`decisions.md` §3). */
export const PRINT_PAGE_MM = { width: 111, height: 154, bleed: 3 } as const;

/** What the view needs beside the print: everything inlined, so rendering needs no network. */
export interface PrintViewAssets {
  fontsCss: string;
  /** Data URLs of the card's images by content item id. */
  images: ReadonlyMap<string, string>;
  /** The QR code as SVG markup, or null when it is hidden. */
  qrSvg: string | null;
  title: string;
}

/** A colour as a CSS hex value (the QR code and the PDF use plain sRGB). */
export function hslToHex(color: HslColor): string {
  return `#${hslToRgb(color)
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function colorVariables(scheme: ColorScheme): string {
  const entries = Object.entries(scheme) as [keyof ColorScheme, HslColor][];
  return entries
    .map(
      ([name, color]) =>
        `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${hslToHex(color)};`,
    )
    .join('');
}

function itemAt(print: Print, position: PrintPosition): PrintContentItem | undefined {
  return print.content.find((item) => item.position === position);
}

function text(print: Print, position: PrintPosition, className: string, tag = 'p'): string {
  const item = itemAt(print, position);
  if (item?.contentType !== 'text' || item.properties.text.trim() === '') return '';
  return `<${tag} class="${className}">${escapeHtml(item.properties.text.trim())}</${tag}>`;
}

function photo(print: Print, assets: PrintViewAssets, className: string): string {
  const item = itemAt(print, 'primaryImage');
  const source = item ? assets.images.get(item.id) : undefined;
  return source
    ? `<img class="${className}" src="${source}" alt="">`
    : `<div class="${className} photo-missing"></div>`;
}

const initialOf = (name: string) => escapeHtml(Array.from(name.trim())[0]?.toUpperCase() ?? '');

/** The event logo replaces the title and names (`002` §3): a monogram of the initials over the names. */
function monogram(logo: EventLogo): string {
  const names = [logo.name1, logo.name2].filter((name) => name.trim() !== '');
  return `<div class="monogram">
  <div class="monogram-badge"><span>${initialOf(logo.name1)}</span><i>&amp;</i><span>${initialOf(logo.name2)}</span></div>
  <p class="names">${names.map(escapeHtml).join(' &amp; ')}</p>
  ${logo.additionalText.trim() ? `<p class="kicker">${escapeHtml(logo.additionalText.trim())}</p>` : ''}
</div>`;
}

function titleBlock(print: Print, withNames: boolean): string {
  if (print.eventLogo) return monogram(print.eventLogo);
  // Without the names the title is the card's headline; with them it is the line above the names.
  if (!withNames) return text(print, 'title', 'names', 'h1');
  return `${text(print, 'title', 'kicker')}${text(print, 'names', 'names', 'h1')}`;
}

/** Drawn, not a glyph: every letter on the card is in the card's own (embedded) fonts. */
const ORNAMENT = '<div class="ornament" aria-hidden="true"><span></span><b></b><span></span></div>';

function frontPage(print: Print, assets: PrintViewAssets): string {
  switch (print.layout) {
    case 'GENESIS':
      return `<section class="page genesis front"><div class="frame"></div><div class="safe column">
  ${text(print, 'welcomeText', 'kicker')}
  ${print.eventLogo ? monogram(print.eventLogo) : text(print, 'names', 'names', 'h1')}
  ${ORNAMENT}
  ${text(print, 'dateAndLocationLong', 'details')}
  <div class="spacer"></div>
  ${text(print, 'websiteInfo', 'footnote')}
</div></section>`;
    case 'PHOTO_CLEAN':
      return `<section class="page photo-clean front"><div class="safe column">
  <div class="photo-frame">${photo(print, assets, 'photo')}</div>
  <div class="spacer"></div>
  ${titleBlock(print, true)}
  ${text(print, 'dateAndLocation', 'details')}
  <div class="spacer"></div>
</div></section>`;
    case 'TEXT_ON_PHOTO':
      return `<section class="page text-on-photo front">${photo(print, assets, 'bleed-photo')}
<div class="plate column">${titleBlock(print, false)}${ORNAMENT}${text(print, 'dateAndLocation', 'details')}</div></section>`;
    case 'TEXT_ON_PHOTO_GRADIENT':
      return `<section class="page text-on-photo-gradient front">${photo(print, assets, 'bleed-photo')}
<div class="gradient"></div>
<div class="safe column bottom">${titleBlock(print, false)}${text(print, 'dateAndLocation', 'details')}</div></section>`;
  }
}

function backPage(print: Print, assets: PrintViewAssets): string {
  const qr = itemAt(print, 'qr');
  const url = qr?.contentType === 'qr' ? qr.properties.url : '';
  const code = assets.qrSvg
    ? `<div class="qr">${assets.qrSvg}</div><p class="qr-url">${escapeHtml(url.replace(/^https?:\/\//, '').replace(/\/$/, ''))}</p>`
    : '';
  return `<section class="page back${print.layout === 'GENESIS' ? ' genesis' : ''}${assets.qrSvg ? '' : ' no-qr'}">${
    print.layout === 'GENESIS' ? '<div class="frame"></div>' : ''
  }<div class="safe column centered">
  ${ORNAMENT}
  ${text(print, 'textAtQR', 'qr-text')}
  ${code}
</div></section>`;
}

/**
 * The print view (`002` §2.7): page 1 and page 2 of the card, each 111 × 154 mm (A6 with 3 mm bleed), in
 * the card's colours and fonts. Backgrounds and full-bleed photos run into the bleed; text keeps at least
 * 8 mm inside the cut. The same page is opened by `/print-pdf/{printId}/{key}` and printed to PDF.
 */
export function renderPrintView(print: Print, assets: PrintViewAssets): string {
  const ratio = PRINT_PRIMARY_IMAGE_ASPECT_RATIO[print.layout] ?? 1;
  const { width, height, bleed } = PRINT_PAGE_MM;
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>${escapeHtml(assets.title)}</title>
<meta name="robots" content="noindex">
<style>
${assets.fontsCss}
@page{size:${width}mm ${height}mm;margin:0}
*{box-sizing:border-box;margin:0;padding:0}
html,body{background:#e9e6e1}
body{-webkit-print-color-adjust:exact;print-color-adjust:exact;${colorVariables(print.colorScheme)}
  --heading:${fontStack(print.fonts.heading)};--text:${fontStack(print.fonts.text)};--ratio:${ratio}}
.page{position:relative;width:${width}mm;height:${height}mm;overflow:hidden;break-after:page;
  background:var(--background);color:var(--on-background);font-family:var(--text);margin:0 auto}
@media screen{.page{margin:8mm auto;box-shadow:0 2mm 8mm rgba(0,0,0,.18)}}
.page:last-child{break-after:auto}
.safe{position:absolute;inset:${bleed + 8}mm}
.column{display:flex;flex-direction:column;align-items:center;text-align:center}
.centered{justify-content:center}
.spacer{flex:1}
.frame{position:absolute;inset:${bleed + 5}mm;border:.35mm solid var(--primary)}
.frame::after{content:'';position:absolute;inset:1.2mm;border:.15mm solid var(--primary);opacity:.55}
.kicker{font-family:var(--text);font-size:7.5pt;letter-spacing:.28em;text-transform:uppercase;color:var(--primary);margin-bottom:4mm}
.names{font-family:var(--heading);font-weight:400;font-size:30pt;line-height:1.08;overflow-wrap:anywhere}
.details{font-size:9.5pt;line-height:1.55;white-space:pre-line;margin-top:3mm}
.footnote{font-size:7.5pt;letter-spacing:.06em;opacity:.8;white-space:pre-line}
.ornament{display:flex;align-items:center;gap:2.5mm;color:var(--primary);margin:5mm 0 3mm;font-size:7pt}
.ornament span{display:block;width:14mm;height:.25mm;background:currentColor;opacity:.7}
.ornament b{display:block;width:1.6mm;height:1.6mm;background:currentColor;transform:rotate(45deg)}
.genesis.front .safe{padding:14mm 2mm 4mm}
.genesis.front .names{font-size:34pt;margin-top:2mm}
.photo-clean .safe{inset:${bleed + 8}mm ${bleed + 8}mm ${bleed + 6}mm}
.photo-frame{width:100%;aspect-ratio:var(--ratio);overflow:hidden;background:var(--surface)}
.photo{display:block;width:100%;height:100%;object-fit:cover}
.photo-clean .kicker{margin-bottom:2mm}
.photo-clean .names{font-size:24pt}
.photo-clean .details{margin-top:2mm}
.bleed-photo{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.photo-missing{background:linear-gradient(135deg,var(--surface),var(--primary))}
.text-on-photo .plate{position:absolute;left:${bleed + 11}mm;right:${bleed + 11}mm;bottom:${bleed + 14}mm;
  padding:7mm 6mm 6mm;background:color-mix(in srgb,var(--background) 93%,transparent);color:var(--on-background)}
.text-on-photo .plate .kicker{margin-bottom:0}
.text-on-photo .names,.text-on-photo-gradient .names{font-size:26pt}
.text-on-photo .plate .ornament{margin:3mm 0 0}
.text-on-photo-gradient .gradient{position:absolute;inset:0;
  background:linear-gradient(to bottom,transparent 38%,color-mix(in srgb,var(--primary) 55%,transparent) 62%,var(--primary) 100%)}
.text-on-photo-gradient .safe{justify-content:flex-end;color:var(--on-primary)}
.text-on-photo-gradient .kicker{color:var(--on-primary);opacity:.9}
.monogram{display:flex;flex-direction:column;align-items:center}
.monogram-badge{display:flex;align-items:center;justify-content:center;gap:1.5mm;width:26mm;height:26mm;border-radius:50%;
  border:.35mm solid var(--primary);font-family:var(--heading);font-size:20pt;margin-bottom:3mm}
.monogram-badge i{font-style:italic;font-size:11pt;color:var(--primary)}
.monogram .names{font-size:16pt}
.monogram .kicker{margin:2mm 0 0}
.back{background:var(--surface);color:var(--on-surface)}
.back .ornament{margin:0 0 5mm}
.qr-text{font-size:10.5pt;line-height:1.55;max-width:66mm;white-space:pre-line}
.no-qr .qr-text{font-family:var(--heading);font-size:15pt;line-height:1.4}
.qr{width:40mm;height:40mm;margin-top:7mm;padding:2.5mm;background:var(--background);border-radius:1.5mm}
.qr svg{display:block;width:100%;height:100%}
.qr-url{margin-top:3mm;font-size:7.5pt;letter-spacing:.05em;opacity:.8;overflow-wrap:anywhere}
</style></head>
<body>
${frontPage(print, assets)}
${backPage(print, assets)}
</body></html>`;
}
