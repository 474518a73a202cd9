import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIRMATION_TITLE,
  DEFAULT_GUEST_INDEX_TITLE,
  DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT,
  DEFAULT_SEND_BUTTON_TEXT,
  DEFAULT_SHOW_FORM_BUTTON_TEXT,
  LEGACY_DEFAULT_TEXTS,
} from './default-texts';

describe('default texts (001 §9, 002 §9)', () => {
  it('has the button and title defaults', () => {
    expect(DEFAULT_SEND_BUTTON_TEXT).toEqual({ sv: 'Skicka', en: 'Send' });
    expect(DEFAULT_SHOW_FORM_BUTTON_TEXT).toEqual({ sv: 'Visa formulär', en: 'Show form' });
    expect(DEFAULT_ONE_GUEST_RSVP_BUTTON_TEXT).toEqual({ sv: 'OSA', en: 'RSVP' });
    expect(DEFAULT_CONFIRMATION_TITLE).toEqual({ sv: 'Tack!', en: 'Thank you!' });
    expect(DEFAULT_GUEST_INDEX_TITLE).toEqual({ sv: 'Person', en: 'Guest' });
  });

  it('has the legacy defaults', () => {
    expect(LEGACY_DEFAULT_TEXTS.rsvpConfirmationText).toBe(
      'Tack för att du OSA, vi har tagit emot dina uppgifter.',
    );
    expect(LEGACY_DEFAULT_TEXTS.speechConfirmationText).toBe('Tack för att du anmält dig att tala');
    expect(LEGACY_DEFAULT_TEXTS.newModuleMenuTitle).toBe('Ej namngivet');
    expect(LEGACY_DEFAULT_TEXTS.radioGroupOptions).toEqual(['Ja', 'Nej']);
  });
});
