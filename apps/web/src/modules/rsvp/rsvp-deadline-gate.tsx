import type { ReactNode } from 'react';
import type { Market } from '@eventsite/core/constants/platform';
import { formatAnswerBy, isRsvpClosed } from '@eventsite/core/rules/rsvp-deadline';
import { translateText } from '@eventsite/core/rules/translate-text';
import styles from './rsvp-deadline-gate.module.css';

/* Kept out of rsvp-texts: only an RSVP with an answer-by day loads them, off the guests' first load. */
const TEXTS = {
  answerBy: { sv: 'Svara senast {date}', en: 'Please answer by {date}', da: 'Svar senest {date}' },
  closed: {
    sv: 'Sista dagen att svara var {date}, så svaren är stängda. Tack för att ni tittade in – hör gärna av er direkt om något har ändrats.',
    en: 'The last day to answer was {date}, so answers are closed. Thank you for stopping by – please get in touch directly if anything has changed.',
    da: 'Sidste frist for svar var {date}, så tilmeldingen er lukket. Tak fordi I kiggede forbi – kontakt os gerne direkte, hvis noget har ændret sig.',
  },
};

export interface RsvpDeadlineGateProps {
  answerBy: string;
  closeAfterAnswerBy: boolean;
  language: string;
  market: Market;
  /** The way to answer, shown while the RSVP is open. */
  children: ReactNode;
}

/**
 * The answer-by day above the way to answer (issue 21, item 4), in the guest's language; once the day is
 * over on the market's clock and the owner closes the RSVP, a polite closed message in its place.
 */
export default function RsvpDeadlineGate({
  answerBy,
  closeAfterAnswerBy,
  language,
  market,
  children,
}: RsvpDeadlineGateProps) {
  const date = formatAnswerBy(answerBy, language, market);
  const text = (key: keyof typeof TEXTS) => translateText(TEXTS[key], language).replace('{date}', date);
  if (isRsvpClosed({ answerBy, closeAfterAnswerBy }, new Date(), market)) {
    return (
      <p className={styles.closed} role="status">
        {text('closed')}
      </p>
    );
  }
  return (
    <>
      <p className={styles.answerBy}>{text('answerBy')}</p>
      {children}
    </>
  );
}
