import { SIMULATED_CARD_NUMBERS } from '@eventsite/core/constants/simulated-card';
import { formatCardExpiry, formatCardNumber, isCardExpiryPast } from '@eventsite/core/rules/card-input';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { reportError, Severity } from '../../lib/report-error';
import { Button } from '../ui/button';
import { Form } from '../ui/form';
import { TextField } from '../ui/text-field';
import type { CardFormProps } from './card-form-props';
import { confirmSimulatedCard } from './payment-api';
import styles from './payment-dialog.module.css';

/**
 * The card form of the built-in card simulator (`decisions.md` §6), taking Stripe's test numbers and typed
 * like Stripe's card element: the number grouped, '1230' written 12/30, a past expiry refused, and the last
 * refusal's message gone once the card is changed.
 */
export function SimulatedCardForm({
  session,
  confirming,
  problem,
  onConfirm,
  onRejected,
  onAccepted,
}: CardFormProps) {
  const intl = useIntl();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  // The refusal the owner has since answered by changing the card: it is no longer shown.
  const [answeredProblem, setAnsweredProblem] = useState<string | null>(null);
  const expiryPast = isCardExpiryPast(expiry, new Date());
  const edited = () => setAnsweredProblem(problem);

  const confirm = async () => {
    setAnsweredProblem(null);
    onConfirm();
    try {
      const result = await confirmSimulatedCard(session.client_secret, cardNumber);
      if (result.ok) onAccepted();
      else onRejected(result.message);
    } catch (error) {
      reportError(error, Severity.error, { action: 'confirm simulated card' });
      onRejected(null);
    }
  };

  return (
    <Form
      className={styles.methodForm}
      onValidSubmit={() => void confirm()}
      aria-label={intl.formatMessage({ id: 'payment.method.card' })}
    >
      <p className={styles.simulatorNote}>
        <FormattedMessage
          id="payment.card.simulatorNote"
          values={{
            succeeds: formatCardNumber(SIMULATED_CARD_NUMBERS.succeeds),
            declined: formatCardNumber(SIMULATED_CARD_NUMBERS.declined),
          }}
        />
      </p>
      <TextField
        label={intl.formatMessage({ id: 'payment.card.number' })}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        pattern="[0-9 ]{12,23}"
        value={cardNumber}
        onChange={(event) => {
          setCardNumber(formatCardNumber(event.target.value));
          edited();
        }}
      />
      <div className={styles.cardRow}>
        <TextField
          label={intl.formatMessage({ id: 'payment.card.expiry' })}
          placeholder={intl.formatMessage({ id: 'payment.card.expiryPlaceholder' })}
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          pattern="(0[1-9]|1[0-2]) ?/ ?[0-9]{2}"
          customError={expiryPast ? intl.formatMessage({ id: 'payment.card.expiryPast' }) : undefined}
          value={expiry}
          onChange={(event) => {
            setExpiry(formatCardExpiry(event.target.value, expiry));
            edited();
          }}
        />
        <TextField
          label={intl.formatMessage({ id: 'payment.card.cvc' })}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          pattern="[0-9]{3,4}"
          value={cvc}
          onChange={(event) => {
            setCvc(event.target.value.replace(/\D/g, '').slice(0, 4));
            edited();
          }}
        />
      </div>
      {problem !== null && problem !== answeredProblem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" busy={confirming} fullWidth>
        <FormattedMessage id="payment.card.pay" />
      </Button>
    </Form>
  );
}
