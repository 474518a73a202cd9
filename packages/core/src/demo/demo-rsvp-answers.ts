import type { Market } from '../constants/platform';
import { recognizeYesOrNo } from '../rules/rsvp-yes-no';
import { isFormElementVisible } from '../rules/show-conditions';
import type { FormDataElement, FormElement, FormElementOption } from '../schemas/form';
import type { RsvpAnswer } from '../schemas/rsvp';
import { demoRsvpForm } from './demo-content';

/*
 * The example answers the owner sees before any guest has answered, or in quick start (`002` §4 "RSVP
 * answers"): a handful of believable guests answering the site's own questions, so the table, the chart and
 * the export look as they will. They are never stored.
 */

type GuestLanguage = 'sv' | 'da' | 'en';

interface DemoGuest {
  name: string;
  coming: boolean;
  food: string;
  song: string;
  message: string;
  language: GuestLanguage;
}

function guest(
  name: string,
  coming: boolean,
  food = '',
  song = '',
  message = '',
): Omit<DemoGuest, 'language'> {
  return { name, coming, food, song, message };
}

/** Parties of guests by market, each party one submission; the market's own language, one guest in English. */
const DEMO_PARTIES: Record<Market, { language: GuestLanguage; guests: Omit<DemoGuest, 'language'>[] }[]> = {
  se: [
    {
      language: 'sv',
      guests: [
        guest('Lisa Holm', true, 'Laktosfri', 'Dancing Queen', 'Vi längtar!'),
        guest('Johan Holm', true, '', 'September', ''),
      ],
    },
    {
      language: 'sv',
      guests: [guest('Karin Sjöberg', false, '', '', 'Tyvärr bortrest, men skål på avstånd!')],
    },
    {
      language: 'sv',
      guests: [
        guest('Erik Lundgren', true, 'Vegetarisk', 'Mr. Brightside', ''),
        guest('Maja Lundgren', true, '', 'Flowers', 'Vi tar med tårta.'),
        guest('Alva Lundgren', true, 'Nötallergi', '', ''),
      ],
    },
    {
      language: 'en',
      guests: [guest('Tom Baker', true, 'Gluten free', "Don't Stop Me Now", 'See you there!')],
    },
    {
      language: 'sv',
      guests: [
        guest('Per Ek', true, '', 'Vem kan segla förutan vind', ''),
        guest('Sara Ek', false, '', '', 'Jobbar den helgen.'),
      ],
    },
  ],
  dk: [
    {
      language: 'da',
      guests: [
        guest('Mette Holm', true, 'Laktosefri', 'Dancing Queen', 'Vi glæder os!'),
        guest('Jonas Holm', true, '', 'September', ''),
      ],
    },
    {
      language: 'da',
      guests: [guest('Karen Sørensen', false, '', '', 'Desværre bortrejst, men skål herfra!')],
    },
    {
      language: 'da',
      guests: [
        guest('Rasmus Lund', true, 'Vegetar', 'Mr. Brightside', ''),
        guest('Ida Lund', true, '', 'Flowers', 'Vi tager kage med.'),
        guest('Freja Lund', true, 'Nøddeallergi', '', ''),
      ],
    },
    {
      language: 'en',
      guests: [guest('Tom Baker', true, 'Gluten free', "Don't Stop Me Now", 'See you there!')],
    },
    {
      language: 'da',
      guests: [
        guest('Peter Dahl', true, '', 'Kvinde min', ''),
        guest('Sofie Dahl', false, '', '', 'Arbejder den weekend.'),
      ],
    },
  ],
};

/** What a written question asks for, read from its label in any language. */
const TEXT_KINDS: { pattern: RegExp; answer: (guest: DemoGuest, number: number) => string }[] = [
  {
    pattern: /e-?post|mail/i,
    answer: ({ name }) =>
      `${name
        .toLowerCase()
        .replace(/\s+/g, '.')
        .normalize('NFD')
        .replace(/[^a-z.]/g, '')}@exempel.se`,
  },
  {
    pattern: /telefon|phone|mobil/i,
    answer: (_, number) =>
      `070-${String(1234567 + number * 1111).replace(/(\d{3})(\d{2})(\d{2})/, '$1 $2 $3')}`,
  },
  { pattern: /allerg|kost|\bmat|food|diet|\bmad\b/i, answer: ({ food }) => food },
  { pattern: /låt|song|sang|musik|music|dans/i, answer: ({ song }) => song },
  { pattern: /namn|name|navn/i, answer: ({ name }) => name },
];

function labelTexts(element: FormElement): string {
  return Object.values(element.label).join(' ');
}

function writtenAnswer(element: FormElement, demoGuest: DemoGuest, number: number): string {
  const kind = TEXT_KINDS.find(({ pattern }) => pattern.test(labelTexts(element)));
  return kind ? kind.answer(demoGuest, number) : demoGuest.message;
}

/** A yes/no question gets the guest's yes or no; any other the options in turn, so each gets some answers. */
function chosenOption(options: readonly FormElementOption[], demoGuest: DemoGuest, number: number) {
  const wanted = demoGuest.coming ? 'yes' : 'no';
  const yesOrNo = options.find((option) =>
    Object.values(option.text).some((text) => recognizeYesOrNo(text) === wanted),
  );
  return yesOrNo ?? options[number % Math.max(options.length, 1)] ?? null;
}

function answerForm(
  questions: readonly FormElement[],
  demoGuest: DemoGuest,
  number: number,
): FormDataElement[] {
  const selected: Record<string, string> = {};
  return questions.map((formElement) => {
    const visible = isFormElementVisible(formElement, selected);
    if (formElement.formElementType === 'SingleSelect') {
      const option = visible ? chosenOption(formElement.options, demoGuest, number) : null;
      if (option) selected[formElement.id] = option.id;
      return { formElement, value: null, selectedOption: option };
    }
    return {
      formElement,
      value: visible ? writtenAnswer(formElement, demoGuest, number) : '',
      selectedOption: null,
    };
  });
}

/** The questions of the demo sites' RSVP, for a site that has none yet. */
export function demoRsvpQuestions(): FormElement[] {
  return demoRsvpForm({
    sv: 'Vilken låt får dig ut på dansgolvet?',
    en: 'Which song gets you on the dance floor?',
    da: 'Hvilken sang får dig ud på dansegulvet?',
  }).formElements;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoRsvpAnswersOptions {
  /** The questions to answer: the site's, or `demoRsvpQuestions()`. */
  questions: readonly FormElement[];
  market: Market;
  /** The answers are dated in the days before this. */
  now: Date;
}

/**
 * Example answers (`002` §4): nine guests in five parties answering the questions given, newest party first
 * and each party's guests last first, as the server lists real answers. Hidden questions stay empty, as a
 * guest's form leaves them.
 */
export function buildDemoRsvpAnswers({ questions, market, now }: DemoRsvpAnswersOptions): RsvpAnswer[] {
  let number = 0;
  const parties = DEMO_PARTIES[market].map((party, partyIndex) => {
    const createdAt = new Date(
      now.getTime() - (partyIndex * 2 + 1) * DAY_MS - partyIndex * 3_600_000,
    ).toISOString();
    return party.guests.map((partyGuest): RsvpAnswer => {
      number += 1;
      const demoGuest = { ...partyGuest, language: party.language };
      return {
        _id: `demo-answer-${number}`,
        formId: 'demo-rsvp',
        formTitle: {},
        attendance: [],
        createdAt,
        language: party.language,
        recipients: [],
        groupIdentifier: `demo-party-${partyIndex + 1}`,
        formElements: answerForm(questions, demoGuest, number),
      };
    });
  });
  return parties.flatMap((party) => [...party].reverse());
}
