import type { FormDataElement, FormElement } from '@eventsite/core/schemas/form';
import type { EventAttendance, FormAnswer, RsvpAnswer } from '@eventsite/core/schemas/rsvp';

/* A site with three RSVP questions and four guests' answers, for the answers screens' tests. */

export const SITE_ID = 'site-1';

const name: FormElement = {
  id: 'name',
  formElementType: 'ShortText',
  label: { sv: 'Namn' },
  required: true,
  showConditions: [],
};
const coming: FormElement = {
  id: 'coming',
  formElementType: 'SingleSelect',
  label: { sv: 'Kommer du?' },
  required: true,
  showConditions: [],
  options: [
    { id: 'yes', text: { sv: 'Ja!' } },
    { id: 'no', text: { sv: 'Nej tyvärr' } },
    { id: 'maybe', text: { sv: 'Vet inte än' } },
  ],
};
const food: FormElement = {
  id: 'food',
  formElementType: 'ShortText',
  label: { sv: 'Specialkost' },
  required: false,
  showConditions: [],
};

export const site = {
  _id: SITE_ID,
  usesSiteModules: true,
  theme: 'theme4',
  fonts: { heading: 'Lato', text: 'Lato' },
  siteModules: [{ id: 'rsvp', siteModuleType: 'Rsvp', form: { formElements: [name, coming, food] } }],
};

function answerOf(formElement: FormElement, value: string): FormDataElement {
  if (formElement.formElementType === 'ShortText') return { formElement, value, selectedOption: null };
  return {
    formElement,
    value: null,
    selectedOption: formElement.options.find((option) => option.id === value),
  };
}

function answer(id: string, group: string, createdAt: string, values: [string, string, string]): RsvpAnswer {
  return {
    _id: id,
    formId: 'rsvp',
    formTitle: {},
    attendance: [],
    createdAt,
    language: 'sv',
    recipients: [],
    groupIdentifier: group,
    formElements: [answerOf(name, values[0]), answerOf(coming, values[1]), answerOf(food, values[2])],
  };
}

/** Newest first, as the server lists them: Cecilia alone, then Anna and Bertil together, then David. */
export const answers: RsvpAnswer[] = [
  answer('a-cecilia', 'g2', '2025-05-12T10:00:00Z', ['Cecilia Ek', 'no', '']),
  answer('a-bertil', 'g1', '2025-05-11T10:00:00Z', ['Bertil Ek', 'yes', 'Vegetarisk']),
  answer('a-anna', 'g1', '2025-05-11T10:00:00Z', ['Anna Ek', 'yes', 'vegetarisk']),
  answer('a-david', 'g0', '2025-05-01T10:00:00Z', ['David Berg', 'maybe', 'Glutenfri']),
];

/** A programme listed out of time order: the party asks nothing, the brunch the day after is by invitation. */
const programme = {
  id: 'programme',
  siteModuleType: 'Schedule',
  title: { sv: 'Program' },
  events: [
    { id: 'dinner', title: { sv: 'Middag', en: 'Dinner' }, startsAt: '2025-06-14T17:00' },
    { id: 'ceremony', title: { sv: 'Vigsel', en: 'Ceremony' }, startsAt: '2025-06-14T14:00' },
    { id: 'party', title: { sv: 'Fest' }, startsAt: '2025-06-14T22:00', askAttendance: false },
    { id: 'brunch', title: { sv: 'Brunch' }, startsAt: '2025-06-15T11:00', openToAll: false },
  ],
};

/** The site with a programme of the day after its RSVP. */
export const siteWithProgramme = { ...site, siteModules: [...site.siteModules, programme] };

const attending = (ceremony: boolean | null, dinner: boolean | null, brunch: boolean | null) =>
  (
    [
      ['ceremony', ceremony],
      ['dinner', dinner],
      ['brunch', brunch],
    ] as const
  ).flatMap(([eventId, answer]): EventAttendance[] =>
    answer === null ? [] : [{ eventId, attending: answer }],
  );

/**
 * The four guests' answers per event: Cecilia comes to nothing; Bertil to the ceremony only; Anna to the
 * ceremony, the dinner and the brunch; David, who answered before the programme, to nothing asked.
 */
export const answersWithEvents: RsvpAnswer[] = answers.map((answer) => ({
  ...answer,
  attendance:
    {
      'a-cecilia': attending(false, false, null),
      'a-bertil': attending(true, false, false),
      'a-anna': attending(true, true, true),
    }[answer._id] ?? [],
}));

const afterParty: FormElement = {
  id: 'after-party',
  formElementType: 'SingleSelect',
  label: { sv: 'Kommer du på efterfesten?' },
  required: true,
  showConditions: [],
  options: [
    { id: 'ap-yes', text: { sv: 'Ja' } },
    { id: 'ap-no', text: { sv: 'Nej' } },
  ],
};
const song: FormElement = {
  id: 'song',
  formElementType: 'ShortText',
  label: { sv: 'Vilken låt får dig att dansa?' },
  required: true,
  showConditions: [],
};

/** The same site with a second RSVP, a form and a speech sign-up: each one's answers are read apart. */
export const siteWithSeveralForms = {
  ...site,
  siteModules: [
    {
      id: 'rsvp',
      siteModuleType: 'Rsvp',
      title: { sv: 'Middagen' },
      form: { formElements: [name, coming, food] },
    },
    { id: 'songs', siteModuleType: 'Form', title: { sv: 'Önskelåtar' }, form: { formElements: [song] } },
    {
      id: 'after',
      siteModuleType: 'Rsvp',
      title: { sv: 'Efterfesten' },
      form: { formElements: [name, afterParty] },
    },
    {
      id: 'speech',
      siteModuleType: 'Speech2',
      title: { sv: 'Tal' },
      customTextFields: [{ id: 'textField1', label: { sv: 'Vem talar?' }, mandatory: true }],
    },
  ],
};

/** Two guests answering the after-party RSVP, newest first. */
export const afterPartyAnswers: RsvpAnswer[] = [
  {
    _id: 'ap-erik',
    formId: 'after',
    formTitle: { sv: 'Efterfesten' },
    attendance: [],
    createdAt: '2025-05-13T10:00:00Z',
    language: 'sv',
    recipients: [],
    groupIdentifier: 'ap1',
    formElements: [answerOf(name, 'Erik Ström'), answerOf(afterParty, 'ap-no')],
  },
  {
    _id: 'ap-frida',
    formId: 'after',
    formTitle: { sv: 'Efterfesten' },
    attendance: [],
    createdAt: '2025-05-12T10:00:00Z',
    language: 'sv',
    recipients: [],
    groupIdentifier: 'ap2',
    formElements: [answerOf(name, 'Frida Ström'), answerOf(afterParty, 'ap-yes')],
  },
];

/** One guest's answer to the songs form. */
export const songAnswers: FormAnswer[] = [
  {
    _id: 'song-1',
    formId: 'songs',
    formTitle: { sv: 'Önskelåtar' },
    createdAt: '2025-05-14T10:00:00Z',
    language: 'sv',
    recipients: [],
    formElements: [answerOf(song, 'September')],
  },
];
