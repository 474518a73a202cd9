import { describe, expect, it } from 'vitest';
import { recipientsOfForm } from './recipients-of-form';

describe('recipientsOfForm (002 §3 formRecipients)', () => {
  const site = {
    formRecipients: [
      { formId: 'rsvp', recipients: ['anna@example.se'] },
      { formId: 'form', recipients: ['bo@example.se', 'cia@example.se'] },
    ],
  };

  it('gives the recipients of the form with that id', () => {
    expect(recipientsOfForm(site, 'form')).toEqual(['bo@example.se', 'cia@example.se']);
  });

  it('gives none for a form without an entry', () => {
    expect(recipientsOfForm(site, 'other')).toEqual([]);
  });
});
