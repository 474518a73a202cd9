import { mailSchema } from '../../api/accounts';
import { MAX_RECEIVER_ADDRESSES } from '../../constants/rsvp';
import { cleanRecipients } from './clean-recipients';

/** What is wrong with a list of recipient mails, if anything. */
export type RecipientsProblem =
  { type: 'NONE' } | { type: 'INVALID_MAIL'; index: number } | { type: 'TOO_MANY'; max: number };

/**
 * The problems of the recipient fields as the owner typed them (`002` §5): at least one mail is required,
 * each non-empty field must be a mail address (its index in the typed list), and at most six are kept.
 */
export function findInvalidRecipients(recipients: readonly string[]): RecipientsProblem[] {
  const problems: RecipientsProblem[] = [];
  const cleaned = cleanRecipients(recipients);
  if (cleaned.length === 0) problems.push({ type: 'NONE' });
  if (cleaned.length > MAX_RECEIVER_ADDRESSES)
    problems.push({ type: 'TOO_MANY', max: MAX_RECEIVER_ADDRESSES });
  recipients.forEach((recipient, index) => {
    if (recipient.trim() !== '' && !mailSchema.safeParse(recipient).success) {
      problems.push({ type: 'INVALID_MAIL', index });
    }
  });
  return problems;
}
