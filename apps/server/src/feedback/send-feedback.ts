import type { Feedback } from '@eventsite/core';
import type { FeedbackDeps } from './feedback-deps';
import type { SessionAccount } from '../accounts/session-repository';

/**
 * `POST /api/feedback/` (`000` §2.6, §3): stored, then mailed to the brand's contact address with a reply
 * address when the owner wants an answer.
 */
export async function sendFeedback(
  deps: FeedbackDeps,
  account: SessionAccount,
  entry: Feedback,
): Promise<void> {
  const now = deps.now();
  await deps.repositories.feedback.add(account.id, entry, now);
  const replyTo = entry.userMail || account.mail;
  const lines = [
    entry.feedbackText,
    '',
    '—',
    `Från kontot: ${account.mail}`,
    `Vill ha svar: ${entry.expectsReply ? `ja, till ${replyTo}` : 'nej'}`,
    `Skickat: ${now.toISOString()}`,
  ];
  await deps.mail.sendMail({
    to: deps.config.contactMail,
    subject: `Feedback till ${deps.config.productName}${entry.expectsReply ? ' (vill ha svar)' : ''}`,
    text: lines.join('\n'),
  });
}
