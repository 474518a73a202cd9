import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_SETTINGS,
  REMINDER_DAYS_BEFORE,
  REMINDER_DAYS_BEFORE_CHOICES,
  REMINDER_SKIP_REASONS,
  SCHEDULED_REMINDER_HOUR,
  reminderSettingsSchema,
} from '../schemas/household-reminder';
import {
  dueScheduledReminderDay,
  reminderMailLanguage,
  marketClock,
  planReminders,
  reminderAnswerBy,
  reminderBlock,
  reminderSkipReason,
  scheduledReminderDay,
  type ReminderCandidate,
} from './household-reminders';

const household = (id: string, changes: Partial<ReminderCandidate> = {}): ReminderCandidate => ({
  _id: id,
  mail: `${id}@example.se`,
  answerStatus: 'notAnswered',
  lastRemindedAt: null,
  ...changes,
});

describe('marketClock', () => {
  it('reads the day and hour on the Swedish clock, not UTC (summer time, UTC+2)', () => {
    expect(marketClock(new Date('2027-05-31T21:59:59Z'), 'se')).toEqual({ day: '2027-05-31', hour: 23 });
    expect(marketClock(new Date('2027-05-31T22:00:00Z'), 'se')).toEqual({ day: '2027-06-01', hour: 0 });
  });

  it('reads the Danish clock in winter (UTC+1)', () => {
    expect(marketClock(new Date('2027-01-31T23:00:00Z'), 'dk')).toEqual({ day: '2027-02-01', hour: 0 });
    expect(marketClock(new Date('2027-01-31T08:00:00Z'), 'dk')).toEqual({ day: '2027-01-31', hour: 9 });
  });
});

describe('reminderSkipReason and planReminders', () => {
  const now = new Date('2027-05-20T10:00:00Z');

  it('reminds a household with a mail that has not answered and was not reminded today', () => {
    expect(reminderSkipReason(household('a'), '2027-05-20', 'se')).toBeNull();
  });

  it('skips one that answered yes or no, whatever else holds', () => {
    expect(reminderSkipReason(household('a', { answerStatus: 'yes' }), '2027-05-20', 'se')).toBe('answered');
    expect(
      reminderSkipReason(
        household('a', { answerStatus: 'no', mail: '', lastRemindedAt: '2027-05-20T08:00:00Z' }),
        '2027-05-20',
        'se',
      ),
    ).toBe('answered');
  });

  it('skips one without a mail (blank counts as none), before asking whether it was reminded', () => {
    expect(reminderSkipReason(household('a', { mail: '' }), '2027-05-20', 'se')).toBe('noMail');
    expect(reminderSkipReason(household('a', { mail: '  ' }), '2027-05-20', 'se')).toBe('noMail');
    expect(
      reminderSkipReason(
        household('a', { mail: '', lastRemindedAt: '2027-05-20T08:00:00Z' }),
        '2027-05-20',
        'se',
      ),
    ).toBe('noMail');
  });

  it('skips one reminded earlier the same market-clock day, and reminds it again the next day', () => {
    const late = household('a', { lastRemindedAt: '2027-05-19T22:30:00Z' });
    // 00:30 on the 20th in Stockholm: the same day as any time on the 20th there.
    expect(reminderSkipReason(late, '2027-05-20', 'se')).toBe('remindedToday');
    expect(reminderSkipReason(late, '2027-05-21', 'se')).toBeNull();
    // 23:30 on the 19th in Stockholm is the day before.
    expect(
      reminderSkipReason(household('b', { lastRemindedAt: '2027-05-19T21:30:00Z' }), '2027-05-20', 'se'),
    ).toBeNull();
  });

  it('lists the reasons in the order they are checked', () => {
    expect(REMINDER_SKIP_REASONS).toEqual(['answered', 'noMail', 'remindedToday']);
  });

  it('keeps the guest list order for both the recipients and the skipped households', () => {
    const plan = planReminders(
      [
        household('h1', { answerStatus: 'yes' }),
        household('h2'),
        household('h3', { mail: '' }),
        household('h4', { lastRemindedAt: '2027-05-20T06:00:00Z' }),
        household('h5'),
      ],
      now,
      'se',
    );
    expect(plan).toEqual({
      recipients: ['h2', 'h5'],
      skipped: [
        { householdId: 'h1', reason: 'answered' },
        { householdId: 'h3', reason: 'noMail' },
        { householdId: 'h4', reason: 'remindedToday' },
      ],
    });
  });

  it('plans nothing for an empty list', () => {
    expect(planReminders([], now, 'se')).toEqual({ recipients: [], skipped: [] });
  });
});

describe('reminderBlock', () => {
  const now = new Date('2027-05-20T10:00:00Z');
  const open = { answerBy: '2027-06-01', closeAfterAnswerBy: true };
  const closed = { answerBy: '2027-05-01', closeAfterAnswerBy: true };

  it('needs the site to have an address, for the personal links', () => {
    expect(reminderBlock({ host: null, rsvps: [open] }, now, 'se')).toBe('noAddress');
    expect(reminderBlock({ host: undefined, rsvps: [] }, now, 'se')).toBe('noAddress');
  });

  it('needs an RSVP to answer', () => {
    expect(reminderBlock({ host: 'a.party.se', rsvps: [] }, now, 'se')).toBe('noRsvp');
  });

  it('is blocked when every RSVP has closed, and open while one takes answers', () => {
    expect(reminderBlock({ host: 'a.party.se', rsvps: [closed] }, now, 'se')).toBe('rsvpClosed');
    expect(reminderBlock({ host: 'a.party.se', rsvps: [closed, open] }, now, 'se')).toBeNull();
    expect(
      reminderBlock({ host: 'a.party.se', rsvps: [{ ...closed, closeAfterAnswerBy: false }] }, now, 'se'),
    ).toBeNull();
  });
});

describe('reminderAnswerBy', () => {
  it('names the earliest answer-by day that is today or later', () => {
    const rsvps = [
      { answerBy: '2027-06-10', closeAfterAnswerBy: false },
      { answerBy: null, closeAfterAnswerBy: false },
      { answerBy: '2027-06-01', closeAfterAnswerBy: false },
      { answerBy: '2027-05-01', closeAfterAnswerBy: false },
    ];
    expect(reminderAnswerBy(rsvps, '2027-05-20')).toBe('2027-06-01');
    expect(reminderAnswerBy(rsvps, '2027-06-01')).toBe('2027-06-01');
    expect(reminderAnswerBy(rsvps, '2027-06-02')).toBe('2027-06-10');
    expect(reminderAnswerBy(rsvps, '2027-06-11')).toBeNull();
  });

  it('is null without any answer-by day', () => {
    expect(reminderAnswerBy([], '2027-05-20')).toBeNull();
    expect(reminderAnswerBy([{ answerBy: null, closeAfterAnswerBy: true }], '2027-05-20')).toBeNull();
  });
});

describe('the reminder settings', () => {
  it('are off by default: reminders go only when the owner presses send', () => {
    expect(DEFAULT_REMINDER_SETTINGS).toEqual({ daysBefore: null });
  });

  it('take 1 to 30 whole days, or null', () => {
    expect(REMINDER_DAYS_BEFORE).toEqual({ min: 1, max: 30 });
    for (const daysBefore of [null, 1, 30]) {
      expect(reminderSettingsSchema.safeParse({ daysBefore }).success).toBe(true);
    }
    for (const daysBefore of [0, 31, 1.5, -1, '7']) {
      expect(reminderSettingsSchema.safeParse({ daysBefore }).success).toBe(false);
    }
    expect(reminderSettingsSchema.safeParse({}).success).toBe(false);
  });

  it('offer 1, 2, 3, 5, 7, 10 and 14 days, all within the range', () => {
    expect(REMINDER_DAYS_BEFORE_CHOICES).toEqual([1, 2, 3, 5, 7, 10, 14]);
    for (const days of REMINDER_DAYS_BEFORE_CHOICES) {
      expect(reminderSettingsSchema.safeParse({ daysBefore: days }).success).toBe(true);
    }
  });
});

describe('the scheduled reminder', () => {
  it('goes out the chosen number of days before the answer-by day', () => {
    expect(scheduledReminderDay(7, '2027-06-01')).toBe('2027-05-25');
    expect(scheduledReminderDay(1, '2027-03-01')).toBe('2027-02-28');
    expect(scheduledReminderDay(null, '2027-06-01')).toBeNull();
    expect(scheduledReminderDay(7, null)).toBeNull();
  });

  const state = { daysBefore: 7, answerBy: '2027-06-01', handledDay: null };
  // 2027-05-25 in Stockholm is UTC+2: 09:00 there is 07:00 UTC.
  it('is due from 09:00 on its day on the market clock, not at midnight', () => {
    expect(SCHEDULED_REMINDER_HOUR).toBe(9);
    expect(dueScheduledReminderDay(state, new Date('2027-05-25T06:59:59Z'), 'se')).toBeNull();
    expect(dueScheduledReminderDay(state, new Date('2027-05-25T07:00:00Z'), 'se')).toBe('2027-05-25');
    expect(dueScheduledReminderDay(state, new Date('2027-05-24T21:00:00Z'), 'se')).toBeNull();
  });

  it('is not due before its day', () => {
    expect(dueScheduledReminderDay(state, new Date('2027-05-24T12:00:00Z'), 'se')).toBeNull();
  });

  it('is made later when missed, up to the answer-by day, and never after it', () => {
    expect(dueScheduledReminderDay(state, new Date('2027-05-27T05:00:00Z'), 'se')).toBe('2027-05-25');
    expect(dueScheduledReminderDay(state, new Date('2027-06-01T21:00:00Z'), 'se')).toBe('2027-05-25');
    expect(dueScheduledReminderDay(state, new Date('2027-06-01T22:00:00Z'), 'se')).toBeNull();
  });

  it('runs once per scheduled day: a handled day is not run again, a new day is', () => {
    const handled = { ...state, handledDay: '2027-05-25' };
    expect(dueScheduledReminderDay(handled, new Date('2027-05-25T12:00:00Z'), 'se')).toBeNull();
    expect(
      dueScheduledReminderDay({ ...handled, daysBefore: 3 }, new Date('2027-05-29T12:00:00Z'), 'se'),
    ).toBe('2027-05-29');
  });

  it('is never due when off or without an answer-by day', () => {
    const now = new Date('2027-05-25T12:00:00Z');
    expect(dueScheduledReminderDay({ ...state, daysBefore: null }, now, 'se')).toBeNull();
    expect(dueScheduledReminderDay({ ...state, answerBy: null }, now, 'se')).toBeNull();
  });

  it('reads the Danish clock in Denmark', () => {
    const winter = { daysBefore: 2, answerBy: '2027-02-03', handledDay: null };
    expect(dueScheduledReminderDay(winter, new Date('2027-02-01T07:59:00Z'), 'dk')).toBeNull();
    expect(dueScheduledReminderDay(winter, new Date('2027-02-01T08:00:00Z'), 'dk')).toBe('2027-02-01');
  });
});

describe('reminderMailLanguage', () => {
  it('writes the reminder in the household’s language where the mail has it, otherwise in English', () => {
    expect(['sv', 'en', 'da', 'no', 'de', 'fi'].map(reminderMailLanguage)).toEqual([
      'sv',
      'en',
      'da',
      'en',
      'en',
      'en',
    ]);
  });
});
