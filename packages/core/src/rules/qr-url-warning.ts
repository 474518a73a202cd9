import type { Print } from '../schemas/print';

/** An address as people compare them: no scheme, no `www.`, no trailing slash, lower case. */
function comparableAddress(address: string): string {
  return address
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/**
 * The QR url to warn about before ordering (`002` §5 'Verifiera url i QR-kod'): the visible QR code's url
 * when it leads somewhere else than the site's address. Null when there is nothing to warn about: no
 * visible QR, no address yet to compare with, or the QR goes to the site.
 */
export function qrUrlToVerify(print: Pick<Print, 'content'>, siteHost: string | null): string | null {
  if (!siteHost) return null;
  const qr = print.content.find((item) => item.contentType === 'qr');
  if (!qr || qr.contentType !== 'qr' || qr.properties.hidden) return null;
  const url = qr.properties.url;
  return comparableAddress(url) === comparableAddress(siteHost) ? null : url;
}
