import QRCode from 'qrcode';
import type { SiteDeps } from './site-deps';
import type { Site } from '@eventsite/core';
import { AppError } from '../errors/app-error';

/** 1024 px is large enough to print sharply on a card or a sign; the owner can scale it down. */
export const QR_CODE_OPTIONS = {
  type: 'png',
  width: 1024,
  margin: 2,
  errorCorrectionLevel: 'M',
} as const;

/** The addresses the site answers on: its host and its custom domains. */
function addressesOf(site: Site): string[] {
  return [site.host, ...site.customDomains.map((custom) => custom.domain)].filter(
    (host): host is string => typeof host === 'string' && host !== '',
  );
}

/**
 * The address a guest's phone opens: the host, with the scheme and port the server is reached on
 * (`PUBLIC_URL`), so a local run's code opens the local site and a production code opens https.
 */
export function publicSiteUrl(publicUrl: string, host: string): string {
  const base = new URL(publicUrl);
  base.hostname = host;
  base.pathname = '/';
  base.search = '';
  base.hash = '';
  return base.toString();
}

/**
 * A PNG QR code that opens the site at `host` (`002` §2.4, §7). Only the site's own addresses are drawn,
 * so the owner's download can never point guests elsewhere; another host is a 404.
 */
export async function renderSiteQrCode(deps: SiteDeps, siteId: string, host: string): Promise<Buffer> {
  const stored = await deps.repositories.sites.findById(siteId);
  if (!stored) throw new AppError('NOT_FOUND', { message: `No site ${siteId}` });
  if (!addressesOf(stored.site).includes(host)) {
    throw new AppError('NOT_FOUND', { message: `The site has no address ${host}` });
  }
  return QRCode.toBuffer(publicSiteUrl(deps.config.publicUrl, host), QR_CODE_OPTIONS);
}
