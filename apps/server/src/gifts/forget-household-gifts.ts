import type { GiftDeps } from './gift-deps';

/**
 * The owner erased a household with its answers (issue 33 item 5): its gifts stay on the thank-you list and
 * in the pots' sums, but no longer say who gave them or what they wrote.
 */
export async function forgetHouseholdGifts(
  deps: Pick<GiftDeps, 'repositories'>,
  siteId: string,
  householdId: string,
): Promise<void> {
  await deps.repositories.gifts.forgetHousehold(siteId, householdId);
  await deps.repositories.giftReservations.forgetHousehold(siteId, householdId);
}
