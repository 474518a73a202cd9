import { SIMULATED_CARD_NUMBERS } from '@eventsite/core/constants/simulated-card';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { reportError, Severity } from '../../lib/report-error';
import { Button } from '../ui/button';
import { Form } from '../ui/form';
import { TextField } from '../ui/text-field';
import type { CardFormProps } from './card-form-props';
import { confirmSimulatedCard } from './payment-api';
import styles from './payment-dialog.module.css';

function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The card form of the built-in card simulator (`decisions.md` §6), taking Stripe's test numbers. */
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

  const confirm = async () => {
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
            succeeds: spaced(SIMULATED_CARD_NUMBERS.succeeds),
            declined: spaced(SIMULATED_CARD_NUMBERS.declined),
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
        onChange={(event) => setCardNumber(event.target.value)}
      />
      <div className={styles.cardRow}>
        <TextField
          label={intl.formatMessage({ id: 'payment.card.expiry' })}
          placeholder={intl.formatMessage({ id: 'payment.card.expiryPlaceholder' })}
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          pattern="(0[1-9]|1[0-2]) ?/ ?[0-9]{2}"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'payment.card.cvc' })}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          pattern="[0-9]{3,4}"
          value={cvc}
          onChange={(event) => setCvc(event.target.value)}
        />
      </div>
      {problem !== null && (
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
