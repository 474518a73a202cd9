import type { GiftReservation, GiftReservationRequest } from '@eventsite/core';
import { hashPassword, verifyPassword } from '../accounts/hash-password';
import { AppError } from '../errors/app-error';
import { findSiteModule, type GuestSiteDeps } from '../guest-answers/find-site-module';
import type { Repositories } from '../plugins/repositories';
import type { PublicRead } from '../plugins/public-read';
import type { GiftItem, GiftItemRef, ReservationResult } from './gift-reservation-repository';

/** What changing a reservation uses: the guest-read sites, the reservations, the clock, and the page cache to renew. */
export interface GiftReservationDeps extends GuestSiteDeps {
  repositories: Pick<Repositories, 'giftReservations' | 'households'>;
  now: () => Date;
  publicRead: Pick<PublicRead, 'siteChanged'>;
}

/**
 * The item as the site's guests read it, or 404 for an unknown site, module or item, before any slow
 * password work.
 */
async function requireItem(deps: GuestSiteDeps, ref: GiftItemRef): Promise<GiftItem> {
  const { module } = await findSiteModule(deps, ref.siteId, 'GiftRegistry', ref.moduleId);
  const item = module.giftRegistry.find((candidate) => candidate.id === ref.itemId);
  if (!item) throw new AppError('NOT_FOUND', { message: 'No such gift item.' });
  return item;
}

function reservationsOrThrow(result: ReservationResult): GiftReservation[] {
  switch (result.status) {
    case 'done':
      return result.reservations;
    case 'not-reservable':
      throw new AppError('GIFT_NOT_RESERVABLE');
    case 'unavailable':
      // Someone else got there first: the current list lets the guest's page show what is left.
      throw new AppError('RESERVATION_QUANTITY_UNAVAILABLE', {
        extra: { giftRegistryReservations: result.reservations },
      });
  }
}

/**
 * Reserves pieces of a gift item (`001` §5), or shares of a group gift (issue 37 item 2), noting who
 * reserved for the hosts' thank-you list. The slow hashing happens before the lock is taken.
 */
export async function reserveGift(
  deps: GiftReservationDeps,
  ref: GiftItemRef,
  { quantity, password, from, householdToken }: GiftReservationRequest,
): Promise<GiftReservation[]> {
  const item = await requireItem(deps, ref);
  // A link no longer valid is not the guest's fault: the reservation counts all the same, without its household.
  const household = householdToken
    ? await deps.repositories.households.findByToken(ref.siteId, householdToken)
    : null;
  const passwordHash = await hashPassword(password);
  const result = await deps.repositories.giftReservations.reserve(
    ref,
    item,
    quantity,
    passwordHash,
    deps.now(),
    {
      from: from ?? '',
      householdId: household?.id ?? null,
    },
  );
  deps.publicRead.siteChanged(ref.siteId);
  return reservationsOrThrow(result);
}

/**
 * Cancels pieces reserved with this password (`001` §5): the password is compared with every reservation of
 * the item before the lock is taken; 403 when none matches.
 */
export async function cancelGiftReservation(
  deps: GiftReservationDeps,
  ref: GiftItemRef,
  { quantity, password }: GiftReservationRequest,
): Promise<GiftReservation[]> {
  const item = await requireItem(deps, ref);
  const { giftReservations } = deps.repositories;
  const candidates = await giftReservations.findOfItem(ref);
  const matches = await Promise.all(candidates.map((row) => verifyPassword(password, row.passwordHash)));
  const own = candidates.filter((_row, index) => matches[index]).map((row) => row.id);
  if (own.length === 0) throw new AppError('WRONG_RESERVATION_PASSWORD');
  const result = await giftReservations.cancel(ref, item, own, quantity);
  deps.publicRead.siteChanged(ref.siteId);
  return reservationsOrThrow(result);
}
