import { describe, expect, it } from 'vitest';
import { siteV2Schema } from '../schemas/site';
import { answerFormsWithAnswers, siteAnswerForms } from './answer-forms';

const site = siteV2Schema.parse({
  _id: 'site',
  usesSiteModules: true,
  theme: 'theme4',
  siteModules: [
    { id: 'header', siteModuleType: 'Header' },
    { id: 'dinner', siteModuleType: 'Rsvp', title: { sv: 'Middag' }, form: { formElements: [] } },
    { id: 'wishes', siteModuleType: 'Form', title: { sv: 'Önskelåtar' } },
    {
      id: 'speech',
      siteModuleType: 'Speech2',
      title: { sv: 'Tal' },
      customTextFields: [{ id: 'textField1', label: { sv: 'Namn' }, mandatory: true }],
    },
    { id: 'party', siteModuleType: 'Rsvp', title: { sv: 'Fest' } },
  ],
});

describe('siteAnswerForms', () => {
  it('lists every RSVP, form and speech sign-up apart, in page order, with its questions', () => {
    const forms = siteAnswerForms(site);
    expect(forms.map((form) => [form.id, form.kind, form.title.sv])).toEqual([
      ['dinner', 'Rsvp', 'Middag'],
      ['wishes', 'Form', 'Önskelåtar'],
      ['speech', 'Speech2', 'Tal'],
      ['party', 'Rsvp', 'Fest'],
    ]);
    expect(forms[2]?.questions.map((question) => [question.id, question.required])).toEqual([
      ['textField1', true],
    ]);
  });

  it('adds a deleted form that has answers, titled as its answers were', () => {
    const forms = answerFormsWithAnswers(siteAnswerForms(site), [
      { formId: 'dinner', formTitle: { sv: 'Middag' }, kind: 'Rsvp' },
      { formId: 'gone', formTitle: { sv: 'Gammal OSA' }, kind: 'Rsvp' },
      { formId: 'gone', formTitle: { sv: 'Gammal OSA' }, kind: 'Rsvp' },
    ]);
    expect(forms.map((form) => form.id)).toEqual(['dinner', 'wishes', 'speech', 'party', 'gone']);
    expect(forms.at(-1)).toEqual({ id: 'gone', kind: 'Rsvp', title: { sv: 'Gammal OSA' }, questions: [] });
  });
});
