import { useId } from 'react';
import { guestRightsText } from './guest-rights-texts';
import styles from './diet-consent.module.css';

interface DietConsentProps {
  language: string;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
}

/**
 * Shown above the send button when the RSVP asks questions the owner marked as diet or allergy (issue 33
 * item 5, GDPR art. 9): those answers go to the hosts and their caterer only with the guest's consent.
 * Not required: without it the rest of the answer is sent.
 */
export default function DietConsent({ language, consent, onConsentChange }: DietConsentProps) {
  const id = useId();
  return (
    <div className={styles.consent}>
      <p className={styles.note}>{guestRightsText('dietConsentNote', language)}</p>
      <label htmlFor={id} className={styles.label}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={consent}
          onChange={(event) => onConsentChange(event.target.checked)}
        />
        <span>{guestRightsText('dietConsentLabel', language)}</span>
      </label>
    </div>
  );
}
