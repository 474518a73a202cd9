import { randomUUID } from 'node:crypto';
import { dayOf } from './site-visit-repository';

/** A UUID version 7: the minting time (48 bits of ms), version 7, then 74 bits the minter chooses. */
const VERSION_7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** 12 bits of the site's id (FNV-1a): enough to tell one site on a host from another. */
function siteTagOf(siteId: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < siteId.length; index += 1) {
    hash = Math.imul(hash ^ siteId.charCodeAt(index), 0x01000193);
  }
  return ((hash >>> 0) & 0xfff).toString(16).padStart(3, '0');
}

/**
 * A new visitor id: a UUID version 7 carrying when it was made and for which site (12 bits of its id), with
 * 62 random bits from a version-4 UUID. The id tells that its browser's first visit was counted when it was
 * made, so that visit needs no row of its own (`isCountedAtMinting`).
 */
export function mintVisitorId(siteId: string, now: Date): string {
  const time = now.getTime().toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${siteTagOf(siteId)}-${randomUUID().slice(19)}`;
}

/**
 * Whether this visit is one the visitor id's minting already counted: the id was made on this day for this
 * site. A browser that forges one only goes uncounted, as one without cookies would be counted too often.
 */
export function isCountedAtMinting(visit: { siteId: string; visitorId: string; day: string }): boolean {
  const { visitorId } = visit;
  if (!VERSION_7.test(visitorId)) return false;
  const mintedAt = Number.parseInt(`${visitorId.slice(0, 8)}${visitorId.slice(9, 13)}`, 16);
  return visitorId.slice(15, 18) === siteTagOf(visit.siteId) && dayOf(new Date(mintedAt)) === visit.day;
}
