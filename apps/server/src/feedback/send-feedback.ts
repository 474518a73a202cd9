import type { Feedback } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import type { SessionAccount } from '../accounts/session-repository';

/**
 * `POST /api/feedback/` (`000` §2.6, §3): stored, then mailed to the brand's contact address with a reply
 * address when the owner wants an answer.
 */
export async function sendFeedback(
  app: FastifyInstance,
  account: SessionAccount,
  entry: Feedback,
): Promise<void> {
  const now = app.now();
  await app.repositories.feedback.add(account.id, entry, now);
  const replyTo = entry.userMail || account.mail;
  const lines = [
    entry.feedbackText,
    '',
    '—',
    `Från kontot: ${account.mail}`,
    `Vill ha svar: ${entry.expectsReply ? `ja, till ${replyTo}` : 'nej'}`,
    `Skickat: ${now.toISOString()}`,
  ];
  await app.mail.sendMail({
    to: app.config.contactMail,
    subject: `Feedback till ${app.config.productName}${entry.expectsReply ? ' (vill ha svar)' : ''}`,
    text: lines.join('\n'),
  });
}
