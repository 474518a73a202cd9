import QRCode from 'qrcode';
import {
  hslToHex,
  printCardProgramme,
  printQrUrlLabel,
  type HouseholdCard,
  type Print,
  type PrintCardBack,
  type PrintViewRenderInput,
  type ScheduleEvent,
} from '@eventsite/core';
import type { Storage } from '../storage/storage';
import type { PrintViewRenderer } from './load-print-view-renderer';
import type { PrintPdfSource } from './print-pdf-renderer';
import { printFontsCss } from './print-fonts-css';
import { printGraphicArtwork } from './print-graphic-artwork';
import { printImageDataUrl } from './print-image-source';

/** A QR code as an SVG data URL in the card's colours: dark on the background it is printed on (`002` §7). */
async function qrSource(print: Print, url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    margin: 0,
    errorCorrectionLevel: 'M',
    color: { dark: hslToHex(print.colorScheme.onSurface), light: hslToHex(print.colorScheme.background) },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The card as designed, the same for every guest: its own QR code, unless hidden or empty, and the
 * programme's open events, as a guest without a personal link sees them (issue 34 item 6).
 */
async function designedBack(
  print: Print,
  events: readonly ScheduleEvent[],
  language: string,
): Promise<PrintCardBack> {
  const qr = print.content.find((item) => item.contentType === 'qr');
  const url = qr?.contentType === 'qr' ? qr.properties.url : '';
  const shown = qr?.contentType === 'qr' && !qr.properties.hidden && url !== '';
  return {
    qrSource: shown ? await qrSource(print, url) : null,
    qrLabel: printQrUrlLabel(url),
    programme: printCardProgramme(events, null, language),
  };
}

/** The card's images as data URLs by content item id, read from their largest stored size. */
async function printImages(storage: Storage, print: Print): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  for (const item of print.content) {
    if (item.contentType !== 'image') continue;
    const source = await printImageDataUrl(storage, print.site, item.properties);
    if (source) images.set(item.id, source);
  }
  return images;
}

/** The print view's document title and the language its card is written in. */
export type PrintViewLabels = Pick<PrintViewRenderInput, 'title' | 'language'>;

async function renderCards(
  render: PrintViewRenderer,
  print: Print,
  images: ReadonlyMap<string, string>,
  cards: readonly PrintCardBack[],
  { title, language }: PrintViewLabels,
): Promise<string> {
  const [fontsCss, artwork] = await Promise.all([
    printFontsCss([print.fonts.heading, print.fonts.text]),
    print.siteGraphic ? printGraphicArtwork(print.siteGraphic) : new Map<string, string>(),
  ]);
  return render({
    print,
    title,
    language,
    fontsCss,
    images: Object.fromEntries(images),
    artwork: Object.fromEntries(artwork),
    cards,
  });
}

/**
 * The print view's HTML with its fonts, images, QR code and graphic's artwork inlined (`002` §2.7); `events`
 * is the site's programme (`printProgrammeEvents`), which the card's texts may list.
 */
export async function buildPrintView(
  render: PrintViewRenderer,
  storage: Storage,
  print: Print,
  labels: PrintViewLabels,
  events: readonly ScheduleEvent[],
): Promise<string> {
  const back = await designedBack(print, events, labels.language);
  return renderCards(render, print, await printImages(storage, print), [back], labels);
}

/** Where the renderer serves an image that many cards share, so its data is in the view once. */
const RESOURCE_ORIGIN = 'https://print-resources.invalid';

/**
 * What an order prints. One design for everyone: one card, printed `quantity` times. A personal QR per
 * household (issue 21 item 5): every card once, the households' first in guest list order, each with its
 * personal link as the QR and its name on the back, then the rest of the rounded-up quantity as designed,
 * spares for guests added later. The personal cards' QR label is the site's address alone: a guest who
 * types it lands on the site and answers by name, and nobody copies a token off a card by hand. A card's
 * programme lists the events its household is invited to; a spare's the open ones (issue 34 item 6).
 */
export async function buildOrderPrintView(
  render: PrintViewRenderer,
  storage: Storage,
  print: Print,
  labels: PrintViewLabels,
  order: { quantity: number; householdCards: readonly HouseholdCard[] | null },
  events: readonly ScheduleEvent[],
): Promise<PrintPdfSource> {
  const dataUrls = await printImages(storage, print);
  const designed = await designedBack(print, events, labels.language);
  if (!order.householdCards?.length) {
    return { html: await renderCards(render, print, dataUrls, [designed], labels), resources: new Map() };
  }
  const personal = await Promise.all(
    order.householdCards.map(async (card): Promise<PrintCardBack> => ({
      qrSource: await qrSource(print, card.url),
      qrLabel: printQrUrlLabel(new URL(card.url).origin),
      householdName: card.name,
      programme: printCardProgramme(events, { events: card.events ?? null }, labels.language),
    })),
  );
  const spares = Array.from({ length: Math.max(0, order.quantity - personal.length) }, () => designed);
  const resources = new Map<string, string>();
  const images = new Map<string, string>();
  for (const [id, dataUrl] of dataUrls) {
    const address = `${RESOURCE_ORIGIN}/${encodeURIComponent(id)}`;
    resources.set(address, dataUrl);
    images.set(id, address);
  }
  return { html: await renderCards(render, print, images, [...personal, ...spares], labels), resources };
}
