import { describe, expect, it } from 'vitest';
import { isInvitedName } from './invited-name';

describe('isInvitedName', () => {
  const members = ['Åsa Öberg', 'Søren Ærø', 'Anna-Lena Berg'];

  it('finds a member whatever the case, accents and spacing', () => {
    expect(isInvitedName('  asa   OBERG ', members)).toBe(true);
    expect(isInvitedName('Soren Aero', members)).toBe(true);
    expect(isInvitedName('anna lena berg', members)).toBe(true);
  });

  it('finds nobody for another name, a part of a name or an empty one', () => {
    expect(isInvitedName('Åsa', members)).toBe(false);
    expect(isInvitedName('Åsa Öbergsson', members)).toBe(false);
    expect(isInvitedName('   ', members)).toBe(false);
  });
});
