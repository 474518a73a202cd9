import { useEffect, useState } from 'react';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { FormDataElement } from '@eventsite/core/schemas/form';
import type { GuestHousehold } from '@eventsite/core/schemas/household';
import type { PublicSite } from '@eventsite/core/schemas/public-site';
import { attendanceText } from './attendance-texts';
import { comingToText } from './attendance-summary';
import { guestRightsText } from './guest-rights-texts';
import layout from '../shared/module-layout.module.css';
import { loadHouseholdAnswer, withdrawHouseholdAnswer, type AnsweredGuest } from './household-answer-calls';
import styles from './household-answer.module.css';
import { programmeEventsOf } from './programme-events';

interface HouseholdAnswerProps {
  site: PublicSite;
  /** The personal link's household, whose by-invitation events the answer names. */
  household: GuestHousehold;
  token: string;
  language: string;
  /** Raised after each send, so a changed answer is read again. */
  revision: number;
}

/** One answered question as the guest reads it: its label and the text or option chosen. */
function answerText(element: FormDataElement, language: string): string {
  if (element.selectedOption) return translateText(element.selectedOption.text, language);
  return element.value ?? '';
}

/**
 * What a household answered through its personal link, and the way to withdraw it (issue 33 item 5):
 * withdrawing erases the answer on the server; changing it is sending the form again.
 */
export default function HouseholdAnswer({
  site,
  household,
  token,
  language,
  revision,
}: HouseholdAnswerProps) {
  const siteId = site._id;
  const [guests, setGuests] = useState<AnsweredGuest[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<'idle' | 'withdrawing' | 'withdrawn' | 'failed'>('idle');

  useEffect(() => {
    let current = true;
    // A read that fails shows nothing: the form below still answers.
    loadHouseholdAnswer(siteId, token).then(
      (answer) => current && setGuests(answer),
      () => current && setGuests([]),
    );
    return () => {
      current = false;
    };
  }, [siteId, token, revision]);

  const withdraw = async () => {
    setState('withdrawing');
    try {
      await withdrawHouseholdAnswer(siteId, token);
      setGuests([]);
      setConfirming(false);
      setState('withdrawn');
    } catch {
      setState('failed');
    }
  };

  if (state === 'withdrawn' && guests.length === 0) {
    return (
      <p className={styles.done} role="status">
        {guestRightsText('answerWithdrawn', language)}
      </p>
    );
  }
  if (guests.length === 0) return null;
  const events = programmeEventsOf(site, household);
  return (
    <section className={styles.answer} aria-label={guestRightsText('householdAnswered', language)}>
      <h3 className={styles.heading}>{guestRightsText('householdAnswered', language)}</h3>
      <p className={styles.lead}>{guestRightsText('householdAnsweredLead', language)}</p>
      {guests.map((guest) => (
        <dl key={guest._id} className={styles.guest}>
          {guest.formElements
            .filter((element) => answerText(element, language) !== '')
            .map((element) => (
              <div key={element.formElement.id} className={styles.row}>
                <dt>{translateText(element.formElement.label, language)}</dt>
                <dd>{answerText(element, language)}</dd>
              </div>
            ))}
          {guest.attendance.length > 0 && (
            <div className={styles.row}>
              <dt>{attendanceText('comingTo', language)}</dt>
              <dd>{comingToText(events, guest.attendance, language)}</dd>
            </div>
          )}
        </dl>
      ))}
      {confirming ? (
        <div className={styles.confirm}>
          <p>{guestRightsText('withdrawAnswerConfirm', language)}</p>
          <button
            type="button"
            className={layout.button}
            onClick={() => void withdraw()}
            disabled={state === 'withdrawing'}
          >
            {guestRightsText('withdrawAnswer', language)}
          </button>
        </div>
      ) : (
        <button type="button" className={styles.withdraw} onClick={() => setConfirming(true)}>
          {guestRightsText('withdrawAnswer', language)}
        </button>
      )}
      {state === 'failed' && (
        <p className={styles.failed} role="alert">
          {guestRightsText('withdrawFailed', language)}
        </p>
      )}
    </section>
  );
}
