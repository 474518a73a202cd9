import { describe, expect, it } from 'vitest';
import { buildLegacyDemoDocument } from '../demo/legacy-demo-site';
import { buildRsvpAnswerTable } from './rsvp-answer-table';
import { legacyAnswerQuestions, legacyAnswersAsRsvpAnswers } from './legacy-answer-table';
import { legacyPersonOf } from './legacy-rsvp';
import { viewLegacySite } from './legacy-site-view';

const now = new Date('2026-11-26T12:00:00Z');
const { site, rsvps } = buildLegacyDemoDocument({
  brand: 'party',
  market: 'se',
  domain: 'party.localhost',
  now,
});

describe('viewLegacySite (docs/legacy-sites.md)', () => {
  it('reads every module in the one language and sends RSVPs and speeches to the legacy receivers', () => {
    const { site: shown, legacyRsvps } = viewLegacySite(site, 'sv');
    expect(shown.usesSiteModules).toBe(true);
    expect(shown.availableLanguages).toEqual([{ languageCode: 'sv' }]);
    expect(shown.siteModules.map((module) => module.siteModuleType)).toEqual([
      'Header',
      'Countdown',
      'Text',
      'Location',
      'Rsvp',
      'Speech2',
      'GiftRegistry',
      'ImageGallery',
    ]);
    expect([...legacyRsvps.keys()]).toEqual(['CLIENTID-rsvp']);
    expect(shown.formRecipients).toEqual([
      { formId: 'CLIENTID-rsvp', recipients: ['gammal@party.localhost'] },
      { formId: 'CLIENTID-speech', recipients: ['gammal@party.localhost'] },
    ]);
  });

  it('draws the older RSVP as persons with the condition as a show condition', () => {
    const rsvp = viewLegacySite(site, 'sv').site.siteModules.find(
      (module) => module.siteModuleType === 'Rsvp',
    );
    if (rsvp?.siteModuleType !== 'Rsvp') throw new Error('no RSVP');
    expect(rsvp).toMatchObject({ maxNumberOfGuests: 4, guestIndexTitle: { sv: 'Person' } });
    const song = rsvp.form.formElements.find((element) => element.id === 'textField-song');
    expect(song).toMatchObject({
      required: true,
      showConditions: [
        { type: 'SHOW', formElementId: 'RadioGroup-coming', formElementOptionIds: ['RadioGroupOption-yes'] },
      ],
    });
    const coming = rsvp.form.formElements.find((element) => element.id === 'RadioGroup-coming');
    if (coming?.formElementType !== 'SingleSelect') throw new Error('no radio group');
    const person = legacyPersonOf(
      [
        { formElement: rsvp.form.formElements[0]!, value: 'Maja' },
        { formElement: coming, selectedOption: coming.options[0]! },
      ],
      'sv',
    );
    expect(person).toEqual({
      firstName: 'Maja',
      lastName: '',
      customValues: [{ id: 'RadioGroup-coming', value: 'Ja', type: 'RadioGroup', label: 'Kommer du?' }],
    });
  });

  it('leaves the Danish texts in Danish and drops what the event brand does not sell', () => {
    const danish = buildLegacyDemoDocument({ brand: 'event', market: 'dk', domain: 'event.localhost', now });
    const shown = viewLegacySite(danish.site, 'da').site;
    expect(shown.siteModules.map((module) => module.siteModuleType)).not.toContain('Speech2');
    expect(shown.siteModules.map((module) => module.siteModuleType)).not.toContain('GiftRegistry');
    expect(shown.siteModules[0]).toMatchObject({ title: { da: 'Sommerreception 2027' } });
  });
});

describe('legacy answers in the answers table (002 §4, §9)', () => {
  it('shows the name, each answer under its question, and counts the yes', () => {
    const questions = legacyAnswerQuestions(site, 'sv');
    const table = buildRsvpAnswerTable({
      questions,
      answers: legacyAnswersAsRsvpAnswers({ questions, answers: rsvps, language: 'sv' }),
      language: 'sv',
    });
    expect(table.questionColumns.map((column) => column.label)).toEqual([
      'Namn',
      'Allergier eller specialkost',
      'Kommer du?',
      'Vilken låt får dig att dansa?',
    ]);
    const [row] = table.rows;
    const cell = (label: string) => row?.cells[table.questionColumns.find((c) => c.label === label)!.key];
    expect(cell('Namn')?.text).toBe('Karin Berg');
    expect(cell('Kommer du?')).toMatchObject({
      text: 'Ja',
      optionId: 'RadioGroupOption-yes',
      yesOrNo: 'yes',
    });
    expect(cell('Vilken låt får dig att dansa?')?.text).toBe('Dancing Queen');
  });

  it('keeps the persons of one older RSVP together as a party (issue 39 item 9)', () => {
    const questions = legacyAnswerQuestions(site, 'en');
    const registered = { ip: '10.0.0.1', date: '2026-11-20T18:00:00.000Z' };
    const person = (id: string, firstName: string, at = registered) => ({
      _id: id,
      site: site._id,
      firstName,
      customValues: [],
      registered: at,
      source: 'site-form-CLIENTID-rsvp',
    });
    const answers = legacyAnswersAsRsvpAnswers({
      questions,
      answers: [
        person('a', 'Anna'),
        person('b', 'Bo'),
        person('c', 'Cleo', { ip: '10.0.0.2', date: '2026-11-21T09:00:00.000Z' }),
      ],
      language: 'en',
    });
    const [anna, bo, cleo] = answers.map((answer) => answer.groupIdentifier);
    expect(anna).toBe(bo);
    expect(cleo).not.toBe(anna);
    expect(questions[0]?.label).toEqual({ en: 'Name' });
  });
});

describe('the older speech sign-up (issue 39 item 4)', () => {
  it('asks who speaks first: first and last name required, phone and mail optional, then its own fields', () => {
    const speech = viewLegacySite(site, 'da').site.siteModules.find(
      (module) => module.siteModuleType === 'Speech2',
    );
    if (speech?.siteModuleType !== 'Speech2') throw new Error('no speech sign-up');
    expect(speech.customTextFields.map((field) => [field.label.da, field.mandatory])).toEqual([
      ['Fornavn', true],
      ['Efternavn', true],
      ['Telefon', false],
      ['E-mail', false],
      [expect.any(String), true],
    ]);
    expect(speech.customTextFields[4]?.id).toBe('textField-length');
  });
});
