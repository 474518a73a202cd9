/**
 * The recipient mails as they are saved (`002` §5 "Recipient mails"): each trimmed, the empty ones dropped,
 * in the owner's order.
 */
export function cleanRecipients(recipients: readonly string[]): string[] {
  return recipients.map((recipient) => recipient.trim()).filter((recipient) => recipient !== '');
}
