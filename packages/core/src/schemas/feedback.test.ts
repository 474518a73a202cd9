import { describe, expect, it } from 'vitest';
import { feedbackSchema } from './feedback';

describe('feedbackSchema (000 §3, §5)', () => {
  it('requires the text and defaults to no reply', () => {
    expect(feedbackSchema.parse({ feedbackText: ' Bra! ' })).toEqual({
      expectsReply: false,
      feedbackText: 'Bra!',
    });
    expect(feedbackSchema.safeParse({ feedbackText: '   ' }).error?.issues[0]?.path).toEqual([
      'feedbackText',
    ]);
  });

  it('accepts an empty or valid reply mail only', () => {
    expect(feedbackSchema.safeParse({ feedbackText: 'x', userMail: '' }).success).toBe(true);
    expect(
      feedbackSchema.parse({ feedbackText: 'x', expectsReply: true, userMail: 'A@Example.se' }).userMail,
    ).toBe('a@example.se');
    expect(feedbackSchema.safeParse({ feedbackText: 'x', userMail: 'nope' }).success).toBe(false);
  });

  it('bounds the text', () => {
    expect(feedbackSchema.safeParse({ feedbackText: 'x'.repeat(5001) }).success).toBe(false);
  });
});
