import QRCode from 'qrcode';
import { hslToHex, type Print } from '@eventsite/core';
import type { Storage } from '../storage/storage';
import { printFontsCss } from './print-fonts-css';
import { printGraphicArtwork } from './print-graphic-artwork';
import { printImageDataUrl } from './print-image-source';
import { renderPrintView } from './render-print-view';

/** The card's QR code as SVG in its colours: dark on the background it is printed on (`002` §7). */
export async function printQrSvg(print: Print): Promise<string | null> {
  const qr = print.content.find((item) => item.contentType === 'qr');
  if (qr?.contentType !== 'qr' || qr.properties.hidden || qr.properties.url === '') return null;
  return QRCode.toString(qr.properties.url, {
    type: 'svg',
    margin: 0,
    errorCorrectionLevel: 'M',
    color: { dark: hslToHex(print.colorScheme.onSurface), light: hslToHex(print.colorScheme.background) },
  });
}

/** The print view's HTML with its fonts, images, QR code and graphic's artwork inlined (`002` §2.7). */
export async function buildPrintView(storage: Storage, print: Print, title: string): Promise<string> {
  const images = new Map<string, string>();
  for (const item of print.content) {
    if (item.contentType !== 'image') continue;
    const source = await printImageDataUrl(storage, print.site, item.properties);
    if (source) images.set(item.id, source);
  }
  const [fontsCss, qrSvg, artwork] = await Promise.all([
    printFontsCss([print.fonts.heading, print.fonts.text]),
    printQrSvg(print),
    print.siteGraphic ? printGraphicArtwork(print.siteGraphic) : new Map<string, string>(),
  ]);
  return renderPrintView(print, { fontsCss, images, qrSvg, artwork, title });
}
