import { foldName } from './fold-name';

/**
 * Whether a name a guest wrote is a member of the guest list (issue 21, item 3): case, accents and spacing
 * aside, so 'ASA OBERG' finds 'Åsa Öberg'. An empty name is nobody.
 */
export function isInvitedName(name: string, members: readonly string[]): boolean {
  const folded = foldName(name);
  if (folded === '') return false;
  return members.some((member) => foldName(member) === folded);
}
