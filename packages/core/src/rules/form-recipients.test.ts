import { describe, expect, it } from 'vitest';
import { siteV2Schema } from '../schemas/site';
import { formsWithoutRecipients, withOwnerAsRecipient } from './form-recipients';

const site = siteV2Schema.parse({
  _id: 'site',
  usesSiteModules: true,
  theme: 'theme4',
  siteModules: [
    { id: 'header', siteModuleType: 'Header' },
    { id: 'rsvp', siteModuleType: 'Rsvp', title: { sv: 'OSA' } },
    { id: 'songs', siteModuleType: 'Form', title: { sv: 'Önskelåtar' } },
    { id: 'speech', siteModuleType: 'Speech2' },
  ],
  formRecipients: [
    { formId: 'songs', recipients: ['dj@example.se'] },
    { formId: 'speech', recipients: [] },
  ],
});

describe('formsWithoutRecipients', () => {
  it('names every RSVP, form and speech sign-up whose answers go to nobody, in page order', () => {
    expect(formsWithoutRecipients(site)).toEqual([
      { id: 'rsvp', siteModuleType: 'Rsvp', title: { sv: 'OSA' } },
      { id: 'speech', siteModuleType: 'Speech2', title: {} },
    ]);
  });
});

describe('withOwnerAsRecipient', () => {
  it("sends those to the owner's mail and leaves chosen recipients alone", () => {
    const withOwner = withOwnerAsRecipient(site, 'owner@example.se');
    expect(withOwner.formRecipients).toEqual([
      { formId: 'songs', recipients: ['dj@example.se'] },
      { formId: 'rsvp', recipients: ['owner@example.se'] },
      { formId: 'speech', recipients: ['owner@example.se'] },
    ]);
    expect(formsWithoutRecipients(withOwner)).toEqual([]);
  });
});
