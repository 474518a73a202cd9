import QRCode from 'qrcode';
import {
  MARKET_LANGUAGE,
  printQrUrlLabel,
  type InterfaceLanguage,
  type Market,
  type Site,
} from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';
import { printFontsCss } from '../prints/print-fonts-css';
import type { PrintPdfRenderer } from '../prints/print-pdf-renderer';
import { badge, BASE_CSS, ORNAMENT } from '../seating-prints/seating-print-html';
import { seatingPrintLanguage, seatingPrintLook } from '../seating-prints/seating-print-look';

interface SignTexts {
  heading: string;
  line: string;
  or: string;
}

const TEXTS: Record<InterfaceLanguage, SignTexts> = {
  sv: {
    heading: 'Dela dina bilder',
    line: 'Skanna koden med mobilen – ingen app, inget konto',
    or: 'eller gå till',
  },
  en: {
    heading: 'Share your photos',
    line: 'Scan the code with your phone – no app, no account',
    or: 'or go to',
  },
  da: {
    heading: 'Del dine billeder',
    line: 'Scan koden med mobilen – ingen app, ingen konto',
    or: 'eller gå til',
  },
};

const CSS = `@page{size:A5 portrait;margin:0}
.page{width:148mm;height:210mm;display:flex;flex-direction:column;align-items:center;justify-content:center;
  text-align:center;padding:16mm 18mm}
.frame{inset:7mm}
.badge{margin-bottom:5mm;border-width:.3mm}
.kicker{font-size:11pt;margin-bottom:3mm}
h1{font-size:31pt;line-height:1.1;margin-bottom:4mm}
.ornament{margin-bottom:5mm}
.line{font-size:11.5pt;max-width:100mm;margin-bottom:7mm}
.qr{width:78mm;height:78mm;padding:4mm;background:#fff;border-radius:3mm;box-shadow:0 0 0 .3mm var(--primary)}
.qr img{display:block;width:100%;height:100%}
.or{font-size:9.5pt;margin-top:6mm;color:var(--primary)}
.link{font-size:13pt;font-weight:700;margin-top:1mm;overflow-wrap:anywhere;max-width:110mm}`;

/** What the sign is made of: the site and the upload page's address its QR opens. */
export interface GuestPhotosSign {
  site: Site;
  uploadUrl: string;
  market: Market;
}

/**
 * The A5 sign for a table or the entrance (issue 38 item 1), in the site's fonts and colours and its first
 * language: the hosts' names, 'Dela dina bilder', a QR of the upload page and its address written out for
 * a phone that cannot scan. The QR is black on white whatever the colours, so every phone reads it.
 */
async function guestPhotosSignHtml(sign: GuestPhotosSign): Promise<string> {
  const language = seatingPrintLanguage(sign.site, MARKET_LANGUAGE[sign.market]);
  const look = seatingPrintLook(sign.site, null, language);
  const texts = TEXTS[language];
  const qr = await QRCode.toString(sign.uploadUrl, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  const variables = Object.entries(look.variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const fontsCss = await printFontsCss([look.fonts.heading, look.fonts.text]);
  const kicker = look.title === '' ? '' : `<div class="kicker">${escapeHtml(look.title)}</div>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml([texts.heading, look.title].filter(Boolean).join(' – '))}</title>
<style>${fontsCss}
:root{${variables}}
${BASE_CSS}
${CSS}</style></head><body><div class="page"><div class="frame"></div>${badge(look, 16)}${kicker}
<h1 class="heading">${escapeHtml(texts.heading)}</h1>${ORNAMENT}<p class="line">${escapeHtml(texts.line)}</p>
<div class="qr"><img alt="" src="data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}"></div>
<p class="or">${escapeHtml(texts.or)}</p><p class="link">${escapeHtml(printQrUrlLabel(sign.uploadUrl))}</p></div></body></html>`;
}

/** The sign as a PDF, by the prints' Chromium renderer. */
export async function renderGuestPhotosSign(
  renderer: PrintPdfRenderer,
  sign: GuestPhotosSign,
): Promise<Buffer> {
  return renderer.render(await guestPhotosSignHtml(sign));
}
