import { describe, expect, it } from 'vitest';
import { ADDABLE_SITE_MODULE_TYPES, SITE_MODULE_TYPES } from '../constants/module-types';
import { siteModuleSchema } from '../schemas/site-modules';
import { createModule } from './create-module';

describe('createModule', () => {
  it.each(SITE_MODULE_TYPES)('makes a valid %s module', (type) => {
    const module = createModule(type, { languages: ['sv'] });
    expect(module.siteModuleType).toBe(type);
    expect(siteModuleSchema.parse(module)).toEqual(module);
    expect(module.hide).toBe(false);
    expect(module.hideInMenu).toBe(false);
    expect(module.menuTitle).toEqual({});
  });

  it('gives every new module a fresh id', () => {
    const ids = ADDABLE_SITE_MODULE_TYPES.map((type) => createModule(type, { languages: ['sv'] }).id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(createModule('Text', { languages: ['sv'], id: 'given' }).id).toBe('given');
  });

  it("titles the module in each of the site's languages that has a word", () => {
    expect(createModule('Rsvp', { languages: ['sv', 'en', 'de'] }).title).toEqual({ sv: 'OSA', en: 'RSVP' });
    expect(createModule('Header', { languages: ['sv'] }).title).toEqual({});
  });

  it('counts a new countdown down to six months ahead at 15:00', () => {
    const module = createModule('Countdown', { languages: ['sv'], now: new Date(2025, 7, 31, 10, 20) });
    expect(module.siteModuleType === 'Countdown' && module.countdownDate).toBe('2026-02-28T15:00');
  });

  it("uses the spec's defaults: RSVP for at most 5 guests with its button texts, MEDIUM images", () => {
    const rsvp = createModule('Rsvp', { languages: ['sv'] });
    expect(rsvp.siteModuleType === 'Rsvp' && rsvp.maxNumberOfGuests).toBe(5);
    expect(rsvp.siteModuleType === 'Rsvp' && rsvp.sendButton).toEqual({
      sv: 'Skicka',
      en: 'Send',
      da: 'Send',
    });
    const form = createModule('Form', { languages: ['sv'] });
    expect(form.siteModuleType === 'Form' && form.showFormButton).toEqual({
      sv: 'Visa formulär',
      en: 'Show form',
      da: 'Vis formular',
    });
    const imageAndText = createModule('ImageAndText', { languages: ['sv'] });
    expect(imageAndText.siteModuleType === 'ImageAndText' && imageAndText.userSelectedImageSize).toBe(
      'MEDIUM',
    );
  });

  it('starts a speech sign-up with the questions a speaker is asked: name (required) and length', () => {
    const speech = createModule('Speech2', { languages: ['sv', 'en'] });
    expect(speech.siteModuleType === 'Speech2' && speech.customTextFields).toEqual([
      {
        id: expect.stringMatching(/^textField/),
        label: { sv: 'Ditt namn', en: 'Your name' },
        mandatory: true,
      },
      {
        id: expect.stringMatching(/^textField/),
        label: { sv: 'Ungefär hur lång tid behöver du?', en: 'Roughly how long will you need?' },
        mandatory: false,
      },
    ]);
  });

  it('gives a new speech sign-up its start button and thanks in sv, en and da, as a form gets its own', () => {
    const speech = createModule('Speech2', { languages: ['da'] });
    if (speech.siteModuleType !== 'Speech2') throw new Error('not a speech sign-up');
    expect(speech.showFormButton).toEqual({
      sv: 'Anmälan av tal',
      en: 'Sign up to speak',
      da: 'Tilmeld en tale',
    });
    expect(speech.confirmationText).toEqual({
      sv: 'Tack för att du anmält dig att tala',
      en: 'Thank you for signing up to speak',
      da: 'Tak, fordi du har meldt dig til at holde tale',
    });
  });

  it("starts an RSVP with the guest's name and 'Kommer du?' (Ja/Nej), as the demo does", () => {
    const rsvp = createModule('Rsvp', { languages: ['sv', 'da'] });
    if (rsvp.siteModuleType !== 'Rsvp') throw new Error('not an RSVP');
    const [name, coming] = rsvp.form.formElements;
    expect(name).toMatchObject({
      formElementType: 'ShortText',
      label: { sv: 'För- och efternamn', da: 'For- og efternavn' },
      required: true,
    });
    expect(coming).toMatchObject({
      formElementType: 'SingleSelect',
      label: { sv: 'Kommer du?', da: 'Kommer du?' },
      required: true,
      options: [{ text: { sv: 'Ja', da: 'Ja' } }, { text: { sv: 'Nej', da: 'Nej' } }],
    });
  });
});

describe('a new programme', () => {
  it("starts with a wedding's ceremony, dinner and party on the site's date, titled in its languages", () => {
    const module = createModule('Schedule', { languages: ['sv', 'en'], date: '2026-06-13T15:00' });
    const events = module.siteModuleType === 'Schedule' ? module.events : [];
    expect(events.map((event) => [event.title, event.startsAt, event.openToAll])).toEqual([
      [{ sv: 'Vigsel', en: 'Ceremony' }, '2026-06-13T14:00', true],
      [{ sv: 'Middag', en: 'Dinner' }, '2026-06-13T17:00', true],
      [{ sv: 'Fest', en: 'Party' }, '2026-06-13T21:00', true],
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
  });

  it("counts six months ahead like the countdown when the site has no date, in the brand's own events", () => {
    const module = createModule('Schedule', {
      languages: ['da'],
      now: new Date(2025, 7, 31, 10, 20),
      brand: 'party',
    });
    const events = module.siteModuleType === 'Schedule' ? module.events : [];
    expect(events.map((event) => [event.title, event.startsAt])).toEqual([
      [{ da: 'Middag' }, '2026-02-28T18:00'],
      [{ da: 'Efterfest' }, '2026-02-28T22:00'],
    ]);
    const sessions = createModule('Schedule', {
      languages: ['en'],
      brand: 'event',
      date: '2026-03-05T09:00',
    });
    expect(sessions.siteModuleType === 'Schedule' && sessions.events.map((event) => event.title.en)).toEqual([
      'Registration and coffee',
      'First session',
      'Second session',
    ]);
  });
});
