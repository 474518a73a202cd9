import { describe, expect, it } from 'vitest';
import {
  legacyRsvpAnswerSchema,
  legacyRsvpSubmissionSchema,
  rsvpAnswerSchema,
  rsvpSubmissionSchema,
  speechSubmissionSchema,
} from './rsvp';

const answer = {
  formElement: { id: 'q1', formElementType: 'ShortText', label: { sv: 'Namn' }, required: true },
  value: 'Lisa',
};
const guests = (count: number) => Array.from({ length: count }, () => ({ formElements: [answer] }));
const submission = (count: number) => ({
  guests: guests(count),
  language: 'sv',
  groupIdentifier: 'grp-1',
  postKey: 'key-1',
  formId: 'rsvp-1',
  formTitle: { sv: 'OSA' },
});

describe('rsvpSubmissionSchema (001 §3, §5)', () => {
  it('accepts 1 to 30 guests: the module’s maximum is checked by the server, a personal link answers for its whole household (issue 39 item 5)', () => {
    expect(rsvpSubmissionSchema.safeParse(submission(1)).success).toBe(true);
    expect(rsvpSubmissionSchema.safeParse(submission(5)).success).toBe(true);
    expect(rsvpSubmissionSchema.safeParse(submission(30)).success).toBe(true);
  });

  it('rejects 0 and 31 guests', () => {
    expect(rsvpSubmissionSchema.safeParse(submission(0)).success).toBe(false);
    expect(rsvpSubmissionSchema.safeParse(submission(31)).success).toBe(false);
  });

  it('rejects a guest count given as text', () => {
    expect(rsvpSubmissionSchema.safeParse({ ...submission(1), guests: '2' }).success).toBe(false);
  });
});

describe('rsvpAnswerSchema (002 §3)', () => {
  it('parses a stored version-4 answer', () => {
    const stored = rsvpAnswerSchema.parse({
      _id: 'a1',
      formId: 'rsvp-1',
      formTitle: { sv: 'OSA' },
      createdAt: '2025-03-01T10:00:00.000Z',
      language: 'en',
      recipients: ['anna@example.se'],
      groupIdentifier: 'grp-1',
      formElements: [answer],
    });
    expect(stored.formElements[0]?.value).toBe('Lisa');
  });

  it('rejects a recipient that is not a mail address', () => {
    const result = rsvpAnswerSchema.safeParse({
      _id: 'a1',
      formId: 'rsvp-1',
      createdAt: '2025-03-01',
      language: 'sv',
      recipients: ['not-a-mail'],
      groupIdentifier: 'g',
      formElements: [],
    });
    expect(result.error?.issues[0]?.path).toEqual(['recipients', 0]);
  });
});

describe('legacy answers (002 §3)', () => {
  it('parses a version-1 answer', () => {
    const legacy = legacyRsvpAnswerSchema.parse({
      _id: 'old-1',
      site: 'site-1',
      customValues: [{ id: 'RadioGroup1', value: 'Ja', type: 'RadioGroup', label: 'Kommer du?' }],
      firstName: 'Lisa',
      lastName: 'Berg',
      weddingYesOrNo: true,
      registered: { ip: '192.0.2.1', date: '2019-05-01T10:00:00.000Z' },
      source: 'site-form-CLIENTID1',
    });
    expect(legacy.customValues[0]?.type).toBe('RadioGroup');
  });

  it('rejects an unknown custom value type', () => {
    const result = legacyRsvpAnswerSchema.safeParse({
      _id: 'old-1',
      site: 'site-1',
      customValues: [{ id: 'x', value: 'y', type: 'Checkbox', label: 'z' }],
      registered: { date: '2019-05-01' },
    });
    expect(result.success).toBe(false);
  });

  it('takes 1 to 5 persons in an older submission', () => {
    const person = {
      firstName: 'Lisa',
      customValues: [{ id: 'textField1', value: 'Vegan', type: 'TextField', label: 'Mat' }],
    };
    expect(
      legacyRsvpSubmissionSchema.safeParse({ persons: [person], postKey: 'k', source: 'site-form-1' })
        .success,
    ).toBe(true);
    expect(legacyRsvpSubmissionSchema.safeParse({ persons: [], postKey: 'k' }).success).toBe(false);
    expect(
      legacyRsvpSubmissionSchema.safeParse({ persons: Array(6).fill(person), postKey: 'k' }).success,
    ).toBe(false);
  });

  it('parses a speech sign-up', () => {
    expect(
      speechSubmissionSchema.safeParse({ speech: { firstName: 'Lisa', customValues: [] }, postKey: 'k' })
        .success,
    ).toBe(true);
    expect(speechSubmissionSchema.safeParse({ speech: { customValues: [] } }).success).toBe(false);
  });
});
