import type { HouseholdInput } from '../schemas/household';
import { foldName } from './fold-name';
import type { HouseholdSheetRow } from './read-household-sheet';

/** Why an imported household may be one the owner already has: it is on the list, or earlier in the sheet. */
export const HOUSEHOLD_DUPLICATES = ['onList', 'inSheet'] as const;
export type HouseholdDuplicate = (typeof HOUSEHOLD_DUPLICATES)[number];

type Identity = Pick<HouseholdInput, 'name' | 'mail'>;

/** The keys two households share when they are the same: the folded name, and the mail when there is one. */
function keysOf({ name, mail }: Identity): string[] {
  const keys = [`name ${foldName(name)}`];
  if (mail.trim() !== '') keys.push(`mail ${mail.trim().toLowerCase()}`);
  return keys;
}

/**
 * The sheet's households that look like ones the owner already has (issue 39 item 5), by line: the same
 * name (case and accents aside) or mail as a household on the list, or as an earlier row of the sheet. The
 * owner then skips them or adds them anyway, so a second import does not double the list.
 */
export function householdSheetDuplicates(
  rows: readonly HouseholdSheetRow[],
  listed: readonly Identity[],
): Map<number, HouseholdDuplicate> {
  const onList = new Set(listed.flatMap(keysOf));
  const inSheet = new Set<string>();
  const duplicates = new Map<number, HouseholdDuplicate>();
  for (const { line, household } of rows) {
    if (household === null) continue;
    const keys = keysOf(household);
    if (keys.some((key) => onList.has(key))) duplicates.set(line, 'onList');
    else if (keys.some((key) => inSheet.has(key))) duplicates.set(line, 'inSheet');
    for (const key of keys) inSheet.add(key);
  }
  return duplicates;
}
