import {
  PRINT_ADDRESSEE_CLASS,
  PRINT_CARD_CLASS,
  PRINT_CARD_CSS,
  PRINT_GRAPHIC_CLASS,
  PRINT_PAGE_MM,
  printCardVariables,
  printQrUrlLabel,
  type EventLogo,
  type Print,
  type PrintContentItem,
  type PrintPosition,
} from '@eventsite/core';
import { printGraphicPieces } from '@eventsite/core/rules/print-graphic-pieces';
import { escapeHtml } from '../html/escape-html';

/** One printed card's back: the QR it carries and, on a household's card, the household's name. */
export interface PrintCardBack {
  /** The QR code as SVG markup, or null when it is hidden. */
  qrSvg: string | null;
  /** The address printed under the code, for those who type it. */
  qrLabel: string;
  householdName?: string;
}

/** What the view needs beside the print: everything inlined, so rendering needs no network. */
export interface PrintViewAssets {
  fontsCss: string;
  /** Sources of the card's images by content item id: data URLs, or a renderer's resource address. */
  images: ReadonlyMap<string, string>;
  /** The cards to print, each its front and back, in order. */
  cards: readonly PrintCardBack[];
  /** Data URLs of the site graphic's artwork files by file name (without `.svg`). */
  artwork: ReadonlyMap<string, string>;
  title: string;
}

function colorVariables(print: Print): string {
  return Object.entries(printCardVariables(print))
    .map(([name, value]) => `${name}:${value};`)
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

/** The card's site graphic, first inside a page, as the web editor's `PrintCardGraphic` draws it. */
function graphic(print: Print, assets: PrintViewAssets): string {
  if (!print.siteGraphic) return '';
  const pieces = printGraphicPieces(print.siteGraphic).map((piece) => {
    const source = piece.artwork === undefined ? undefined : assets.artwork.get(piece.artwork);
    if (piece.artwork !== undefined && source === undefined) {
      throw new Error(`Site graphic artwork missing: ${piece.artwork}.svg`);
    }
    const style = source === undefined ? '' : ` style="--artwork:url(&quot;${source}&quot;)"`;
    return `<div class="${piece.className}"${style}></div>`;
  });
  return `<div class="${PRINT_GRAPHIC_CLASS}" data-graphic="${print.siteGraphic}" aria-hidden="true">${pieces.join('')}</div>`;
}

/** Drawn, not a glyph: every letter on the card is in the card's own (embedded) fonts. */
const ORNAMENT = '<div class="ornament" aria-hidden="true"><span></span><b></b><span></span></div>';

function frontPage(print: Print, assets: PrintViewAssets): string {
  switch (print.layout) {
    case 'GENESIS':
      return `<section class="page genesis front">${graphic(print, assets)}<div class="frame"></div><div class="safe column">
  ${text(print, 'welcomeText', 'kicker')}
  ${print.eventLogo ? monogram(print.eventLogo) : text(print, 'names', 'names', 'h1')}
  ${ORNAMENT}
  ${text(print, 'dateAndLocationLong', 'details')}
  <div class="spacer"></div>
  ${text(print, 'websiteInfo', 'footnote')}
</div></section>`;
    case 'PHOTO_CLEAN':
      return `<section class="page photo-clean front">${graphic(print, assets)}<div class="safe column">
  <div class="photo-frame">${photo(print, assets, 'photo')}</div>
  <div class="spacer"></div>
  ${titleBlock(print, true)}
  ${text(print, 'dateAndLocation', 'details')}
  <div class="spacer"></div>
</div></section>`;
    case 'TEXT_ON_PHOTO':
      return `<section class="page text-on-photo front">${graphic(print, assets)}${photo(print, assets, 'bleed-photo')}
<div class="plate column">${titleBlock(print, false)}${ORNAMENT}${text(print, 'dateAndLocation', 'details')}</div></section>`;
    case 'TEXT_ON_PHOTO_GRADIENT':
      return `<section class="page text-on-photo-gradient front">${graphic(print, assets)}${photo(print, assets, 'bleed-photo')}
<div class="gradient"></div>
<div class="safe column bottom">${titleBlock(print, false)}${text(print, 'dateAndLocation', 'details')}</div></section>`;
  }
}

/** The address under the card's own QR code. */
export function printQrLabel(print: Print): string {
  const qr = itemAt(print, 'qr');
  return printQrUrlLabel(qr?.contentType === 'qr' ? qr.properties.url : '');
}

/** A household's name heads its card's back, above the ornament, in the heading font. */
function addressee(card: PrintCardBack): string {
  return card.householdName === undefined
    ? ''
    : `<p class="${PRINT_ADDRESSEE_CLASS}">${escapeHtml(card.householdName)}</p>`;
}

function backPage(print: Print, assets: PrintViewAssets, card: PrintCardBack): string {
  const code = card.qrSvg
    ? `<div class="qr">${card.qrSvg}</div><p class="qr-url">${escapeHtml(card.qrLabel)}</p>`
    : '';
  return `<section class="page back${print.layout === 'GENESIS' ? ' genesis' : ''}${card.qrSvg ? '' : ' no-qr'}">${graphic(print, assets)}${
    print.layout === 'GENESIS' ? '<div class="frame"></div>' : ''
  }<div class="safe column centered">
  ${addressee(card)}
  ${ORNAMENT}
  ${text(print, 'textAtQR', 'qr-text')}
  ${code}
</div></section>`;
}

/**
 * The print view (`002` §2.7): page 1 and page 2 of each card in the card's colours and fonts, styled by
 * core's `PRINT_CARD_CSS`, which the web editor's card shares: keep the markup of the two alike. The same
 * page is opened by `/print-pdf/{printId}/{key}` and printed to PDF.
 */
export function renderPrintView(print: Print, assets: PrintViewAssets): string {
  const { width, height } = PRINT_PAGE_MM;
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>${escapeHtml(assets.title)}</title>
<meta name="robots" content="noindex">
<style>
${assets.fontsCss}
@page{size:${width}mm ${height}mm;margin:0}
html,body{margin:0;padding:0;background:#e9e6e1}
${PRINT_CARD_CSS}
.${PRINT_CARD_CLASS} .page{margin:0 auto}
@media screen{.${PRINT_CARD_CLASS} .page{margin:8mm auto;box-shadow:0 2mm 8mm rgba(0,0,0,.18)}}
</style></head>
<body class="${PRINT_CARD_CLASS}" style="${escapeHtml(colorVariables(print))}">
${assets.cards.map((card) => `${frontPage(print, assets)}\n${backPage(print, assets, card)}`).join('\n')}
</body></html>`;
}
