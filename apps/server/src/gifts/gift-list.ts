import { randomUUID } from 'node:crypto';
import {
  GIFT_FROM_MAX,
  isSiteV2,
  translateText,
  type Gift,
  type GiftItem,
  type GiftUpdate,
  type ManualGift,
  type Site,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';
import type { StoredReservation } from '../gift-registry/gift-reservation-repository';
import type { GiftDeps } from './gift-deps';
import type { ReservationThanks, StoredGift } from './gift-repository';

/** The registry items of a site by id, with the site's first language their titles are read in. */
interface SiteItems {
  items: Map<string, GiftItem>;
  language: string;
}

async function siteItemsOf(deps: GiftDeps, siteId: string): Promise<SiteItems> {
  const stored = await deps.publicRead.sites.find({ id: siteId });
  if (!stored) throw new AppError('NOT_FOUND', { message: 'No such site.' });
  return itemsOf(stored.site);
}

function itemsOf(site: Site): SiteItems {
  if (!isSiteV2(site)) return { items: new Map(), language: 'sv' };
  const items = site.siteModules.flatMap((module) =>
    module.siteModuleType === 'GiftRegistry' ? module.giftRegistry : [],
  );
  return {
    items: new Map(items.map((item) => [item.id, item])),
    language: site.availableLanguages[0]?.languageCode ?? 'sv',
  };
}

/** An item's title in the site's first language; '' for an item the owner has since removed. */
function titleOf(site: SiteItems, itemId: string): string {
  return translateText(site.items.get(itemId)?.title, site.language).slice(0, GIFT_FROM_MAX);
}

function fromStoredGift(gift: StoredGift, site: SiteItems, names: Map<string, string>): Gift {
  return {
    _id: gift.id,
    kind: gift.kind,
    itemId: gift.itemId,
    title: gift.kind === 'manual' || gift.itemId === null ? gift.title : titleOf(site, gift.itemId),
    from: gift.from,
    householdId: gift.householdId,
    householdName: gift.householdId === null ? null : (names.get(gift.householdId) ?? null),
    amount: gift.amountOre,
    quantity: null,
    greeting: gift.greeting,
    createdAt: gift.createdAt.toISOString(),
    thanked: gift.thanked,
    note: gift.note,
  };
}

/** A reservation on the list: a group gift's shares are worth their share price each. */
function fromReservation(
  reservation: StoredReservation,
  site: SiteItems,
  names: Map<string, string>,
  thanks: ReservationThanks | undefined,
): Gift {
  const sharePrice = site.items.get(reservation.itemId)?.sharePrice ?? null;
  return {
    _id: reservation.id,
    kind: 'reservation',
    itemId: reservation.itemId,
    title: titleOf(site, reservation.itemId),
    from: reservation.from,
    householdId: reservation.householdId,
    householdName: reservation.householdId === null ? null : (names.get(reservation.householdId) ?? null),
    amount: sharePrice === null ? null : sharePrice * reservation.quantity,
    quantity: reservation.quantity,
    greeting: '',
    createdAt: reservation.createdAt.toISOString(),
    thanked: thanks?.thanked ?? false,
    note: thanks?.note ?? '',
  };
}

/**
 * The owner's thank-you list (issue 37 item 3): every reported money gift, every reservation and every
 * gift added by hand, newest first, each named by its item's title in the site's first language and its
 * household's name on the guest list.
 */
export async function listGifts(deps: GiftDeps, siteId: string): Promise<Gift[]> {
  const { gifts, giftReservations, households } = deps.repositories;
  const [site, stored, reservations, thanks, names] = await Promise.all([
    siteItemsOf(deps, siteId),
    gifts.list(siteId),
    giftReservations.listOfSite(siteId),
    gifts.reservationThanks(siteId),
    households.names(siteId),
  ]);
  const householdNames = new Map(names.map(({ id, name }) => [id, name]));
  return [
    ...stored.map((gift) => fromStoredGift(gift, site, householdNames)),
    ...reservations.map((reservation) =>
      fromReservation(reservation, site, householdNames, thanks.get(reservation.id)),
    ),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** One gift of the list as it now is, or 404. */
async function giftOf(deps: GiftDeps, siteId: string, giftId: string): Promise<Gift> {
  const gift = (await listGifts(deps, siteId)).find((candidate) => candidate._id === giftId);
  if (!gift) throw new AppError('GIFT_NOT_FOUND', { message: `The site has no gift ${giftId}.` });
  return gift;
}

/** Ticks a gift as thanked (or not) with the owner's note; the gift as it now is, or 404. */
export async function updateGift(
  deps: GiftDeps,
  siteId: string,
  giftId: string,
  update: GiftUpdate,
): Promise<Gift> {
  if ((await deps.repositories.gifts.setThanks(siteId, giftId, update)) === null) {
    throw new AppError('GIFT_NOT_FOUND', { message: `The site has no gift ${giftId}.` });
  }
  return giftOf(deps, siteId, giftId);
}

/** A gift the owner adds by hand; its household must be one of the site's (404 otherwise). */
export async function addManualGift(deps: GiftDeps, siteId: string, gift: ManualGift): Promise<Gift> {
  if (gift.householdId !== null) {
    const names = await deps.repositories.households.names(siteId);
    if (!names.some(({ id }) => id === gift.householdId)) throw new AppError('HOUSEHOLD_NOT_FOUND');
  }
  const stored = await deps.repositories.gifts.addManual(siteId, {
    id: randomUUID(),
    title: gift.title,
    from: gift.from,
    householdId: gift.householdId,
    amountOre: gift.amount,
    note: gift.note,
    createdAt: deps.now(),
  });
  return giftOf(deps, siteId, stored.id);
}

/** Removes a gift the owner added by hand; guests' gifts and reservations are not the owner's to remove (409). */
export async function removeManualGift(deps: GiftDeps, siteId: string, giftId: string): Promise<void> {
  const result = await deps.repositories.gifts.deleteManual(siteId, giftId);
  if (result === 'deleted') return;
  if (result === 'not-manual' || (await listGifts(deps, siteId)).some((gift) => gift._id === giftId)) {
    throw new AppError('GIFT_NOT_REMOVABLE', { message: 'Only gifts added by hand can be removed.' });
  }
  throw new AppError('GIFT_NOT_FOUND', { message: `The site has no gift ${giftId}.` });
}
