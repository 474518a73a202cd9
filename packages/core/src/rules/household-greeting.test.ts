import { describe, expect, it } from 'vitest';
import { householdGreeting } from './household-greeting';

describe('householdGreeting', () => {
  it("greets the household in the site's language, and in English in a language without its own", () => {
    expect(householdGreeting('Familjen Berg', 'sv')).toBe('Inbjudan till Familjen Berg');
    expect(householdGreeting('Familien Berg', 'da')).toBe('Invitation til Familien Berg');
    expect(householdGreeting('The Bergs', 'en')).toBe('Invitation for The Bergs');
    expect(householdGreeting('Die Bergs', 'de')).toBe('Invitation for Die Bergs');
  });
});
